import { and, count, desc, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isTransaction, preparedPer } from '../../db/prepared';
import { qualified } from '../../db/qualified';
import { directMessageThreads as threads, directMessages as dms, users } from '../../db/schema';
import { audienceAllowsSql, blockedEitherSql } from '../../db/network-rules';
import { canSeeEventSql, sharesContextSql } from '../users/users.repository';
import type { StartFacts } from './messages.types';

export type ThreadRow = typeof threads.$inferSelect;
export type MessageRow = typeof dms.$inferSelect;

/** What a send did: stored the message, or refused it (not a participant or no such thread; or no longer allowed). */
export type SendOutcome =
  | { kind: 'not-found' }
  | { kind: 'forbidden'; otherId: number }
  | { kind: 'appended'; row: MessageRow; first: boolean; otherId: number; eventId: number | null; sender: UserBrief };

/** A user as a thread shows them. */
export interface UserBrief {
  id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
}

type Param<T> = T | Placeholder;

const lowUser = alias(users, 'low_user');
const highUser = alias(users, 'high_user');
const otherUser = alias(users, 'other_user');
type UserAlias = typeof lowUser | typeof highUser | typeof otherUser;
const brief = (u: UserAlias) => ({
  id: u.id,
  first_name: u.first_name,
  last_name: u.last_name,
  image_url: u.image_url,
});

/**
 * True while the pair may still message each other: neither blocked the other (docs/networking.md#blocks), they
 * share a context, and for an event thread both see it.
 */
function relationshipHoldsSql(): SQL<boolean> {
  return sql<boolean>`not ${blockedEitherSql(sql`${threads.user_low_id}`, sql`${threads.user_high_id}`)} and case when ${threads.event_id} is null
    then ${sharesContextSql(sql`${threads.user_low_id}`, sql`${threads.user_high_id}`)}
    else ${canSeeEventSql(sql`${threads.user_low_id}`, sql`${threads.event_id}`)}
     and ${canSeeEventSql(sql`${threads.user_high_id}`, sql`${threads.event_id}`)} end`;
}

/** Which of a user's threads to list, and which page of them (newest activity first). */
interface ThreadsSlice {
  eventId: Param<number | null>;
  threadId: Param<number | null>;
  limit: Param<number>;
  offset: Param<number>;
}

/** The threads of `userId` (as a participant), optionally only those of one event or one thread. */
function threadsWhere(
  userId: Param<number>,
  eventId: Param<number | null>,
  threadId: Param<number | null>,
): SQL | undefined {
  return and(
    or(eq(threads.user_low_id, userId), eq(threads.user_high_id, userId)),
    sql`(${eventId}::int is null or ${threads.event_id} = ${eventId}::int)`,
    sql`(${threadId}::int is null or ${threads.id} = ${threadId}::int)`,
  );
}

/**
 * The threads query, with the user, the filters and the page as values or placeholders: the last message
 * through a lateral join, unread as a subquery, and the number of matching threads (all pages) as a window
 * count, so a page and its total take one statement.
 */
function threadsQuery(db: Db, userId: Param<number>, { eventId, threadId, limit, offset }: ThreadsSlice) {
  const last = db
    .select({
      id: dms.id,
      content: dms.content,
      sender_id: dms.sender_id,
      created_at: dms.created_at,
      status: dms.status,
    })
    .from(dms)
    .where(eq(dms.thread_id, threads.id))
    .orderBy(desc(dms.id))
    .limit(1)
    .as('last_message');
  return db
    .select({
      id: threads.id,
      event_id: threads.event_id,
      last_message_at: threads.last_message_at,
      other: brief(otherUser),
      last: {
        id: last.id,
        content: last.content,
        sender_id: last.sender_id,
        created_at: last.created_at,
        status: last.status,
      },
      unread_count: sql<number>`(select count(*)::int from ${dms} u
        where u.thread_id = ${threads.id} and u.sender_id <> ${userId} and u.status = 'SENT')`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(threads)
    .innerJoin(
      otherUser,
      eq(
        otherUser.id,
        sql`case when ${threads.user_low_id} = ${userId} then ${threads.user_high_id} else ${threads.user_low_id} end`,
      ),
    )
    .leftJoinLateral(last, sql`true`)
    .where(threadsWhere(userId, eventId, threadId))
    .orderBy(desc(sql`coalesce(${threads.last_message_at}, ${threads.created_at})`), desc(threads.id))
    .limit(limit)
    .offset(offset);
}

const threadsPrepared = preparedPer((db) =>
  threadsQuery(db, sql.placeholder('userId'), {
    eventId: sql.placeholder('eventId'),
    threadId: sql.placeholder('threadId'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  }).prepare('atria_threads'),
);

/** A thread with its two participants as threads show them, and the columns of `extra`. */
const threadWithParticipants = <Extra extends Record<string, SQL>>(db: Db, extra: Extra) =>
  db
    .select({ thread: threads, low: brief(lowUser), high: brief(highUser), ...extra })
    .from(threads)
    .innerJoin(lowUser, eq(lowUser.id, threads.user_low_id))
    .innerJoin(highUser, eq(highUser.id, threads.user_high_id));

const findThreadSelect = (db: Db, threadId: number | Placeholder) =>
  threadWithParticipants(db, { relationshipHolds: relationshipHoldsSql() }).where(eq(threads.id, threadId)).limit(1);
const findThreadPrepared = preparedPer((db) =>
  findThreadSelect(db, sql.placeholder('threadId')).prepare('atria_find_thread'),
);

/** How many messages a thread holds and whether any is encrypted: what a messages page says of its thread. */
const threadTotalSql = sql<number>`(select count(*)::int from ${dms} c where c.thread_id = ${qualified(threads.id)})`;
const threadEncryptedSql = sql<boolean>`exists (select 1 from ${dms} c where c.thread_id = ${qualified(threads.id)}
  and c.encrypted_content is not null)`;

/** The thread and its two participants, with its message count and encryption flag, if `viewerId` takes part. */
const threadPageHeadSelect = (db: Db, threadId: Param<number>, viewerId: Param<number>) =>
  threadWithParticipants(db, { total: threadTotalSql, encrypted: threadEncryptedSql })
    .where(and(eq(threads.id, threadId), or(eq(threads.user_low_id, viewerId), eq(threads.user_high_id, viewerId))))
    .limit(1);
const threadPageHeadPrepared = preparedPer((db) =>
  threadPageHeadSelect(db, sql.placeholder('threadId'), sql.placeholder('viewerId')).prepare('atria_thread_page_head'),
);

/**
 * One page of a thread's messages, newest first, read only when `viewerId` takes part in the thread (so the
 * page can be asked alongside the thread itself rather than after its access check).
 */
const messagesPageSelect = (
  db: Db,
  threadId: Param<number>,
  viewerId: Param<number>,
  limit: Param<number>,
  offset: Param<number>,
) =>
  db
    .select()
    .from(dms)
    .where(
      and(
        eq(dms.thread_id, threadId),
        sql`exists (select 1 from ${threads} p where p.id = ${threadId}
          and ${viewerId} in (p.user_low_id, p.user_high_id))`,
      ),
    )
    .orderBy(desc(dms.id))
    .limit(limit)
    .offset(offset);
const messagesPagePrepared = preparedPer((db) =>
  messagesPageSelect(
    db,
    sql.placeholder('threadId'),
    sql.placeholder('viewerId'),
    sql.placeholder('limit'),
    sql.placeholder('offset'),
  ).prepare('atria_messages_page'),
);

/**
 * Marking read in one statement: the thread is found only for one of its two participants (anyone else gets
 * no row), and only then are the other participant's unread messages turned READ. Returns the other
 * participant (null when the reader is not one: nothing changed) and the ids changed.
 */
function markReadCheckedSql(v: { threadId: Param<number>; readerId: Param<number> }): SQL {
  return sql`
    with t as (
      select ${threads.id} as id,
        case when ${threads.user_low_id} = ${v.readerId}::int then ${threads.user_high_id} else ${threads.user_low_id} end as other_id
      from ${threads}
      where ${threads.id} = ${v.threadId}::int and ${v.readerId}::int in (${threads.user_low_id}, ${threads.user_high_id})
    ), changed as (
      update ${dms} set status = 'READ', read_at = now()
      where ${dms.thread_id} = (select id from t) and ${dms.sender_id} <> ${v.readerId}::int and ${dms.status} = 'SENT'
      returning ${dms.id} as id
    )
    select (select other_id from t) as other_id, coalesce((select array_agg(id order by id) from changed), '{}') as ids`;
}

/**
 * The send statement: checks that the sender takes part in the thread and that the relationship allowing them
 * to write still holds, and only then, in the same statement, appends the message (see appendChecked).
 * `p` carries the parameters once, typed; the thread row is locked before anything is decided.
 */
function appendCheckedSql(v: {
  threadId: Param<number>;
  senderId: Param<number>;
  content: Param<string>;
  encrypted: Param<string | null>;
}): SQL {
  return sql`
    with p as (
      select ${v.threadId}::int as thread_id, ${v.senderId}::int as sender_id, ${v.content}::text as content, ${v.encrypted}::text as encrypted_content
    ), t as (
      select ${threads.id} as id, ${threads.user_low_id} as user_low_id, ${threads.user_high_id} as user_high_id,
        ${threads.event_id} as event_id, ${threads.last_message_at} as last_message_at, ${relationshipHoldsSql()} as may_write
      from ${threads}, p
      where ${threads.id} = p.thread_id and p.sender_id in (${threads.user_low_id}, ${threads.user_high_id})
      for update of ${threads}
    ), ins as (
      insert into ${dms} (thread_id, sender_id, content, encrypted_content, created_at)
      select t.id, p.sender_id, p.content, p.encrypted_content, clock_timestamp() from t, p where t.may_write
      returning *
    ), touched as (
      update ${threads} set last_message_at = ins.created_at from ins where ${threads.id} = ins.thread_id returning 1
    )
    select t.may_write, t.last_message_at is null as first, t.event_id as thread_event_id,
      case when t.user_low_id = p.sender_id then t.user_high_id else t.user_low_id end as other_id,
      s.first_name as sender_first_name, s.last_name as sender_last_name, s.image_url as sender_image_url, ins.*
    from t cross join p left join ${users} s on s.id = p.sender_id left join ins on true`;
}

// Raw SQL has no `.prepare()` in Drizzle: the statement is built once and prepared through the session (named,
// so PostgreSQL parses and plans it once per connection). Counted like every statement (the session's logger).
const appendCheckedPrepared = preparedPer((db) =>
  db._.session.prepareQuery(
    new PgDialect().sqlToQuery(
      appendCheckedSql({
        threadId: sql.placeholder('threadId'),
        senderId: sql.placeholder('senderId'),
        content: sql.placeholder('content'),
        encrypted: sql.placeholder('encrypted'),
      }),
    ),
    undefined,
    'atria_send_message',
    false,
  ),
);

const markReadCheckedPrepared = preparedPer((db) =>
  db._.session.prepareQuery(
    new PgDialect().sqlToQuery(
      markReadCheckedSql({ threadId: sql.placeholder('threadId'), readerId: sql.placeholder('readerId') }),
    ),
    undefined,
    'atria_mark_read',
    false,
  ),
);

type AppendCheckedRow = Omit<MessageRow, 'id' | 'thread_id' | 'created_at' | 'read_at'> & {
  may_write: boolean;
  first: boolean;
  other_id: number;
  thread_event_id: number | null;
  sender_first_name: string;
  sender_last_name: string;
  sender_image_url: string | null;
  id: number | string | null;
  thread_id: number | null;
  created_at: Date | string | null;
  read_at: Date | string | null;
};

export const messagesRepository = {
  /** Everything `messagesPolicy.canStart` needs, in one query. */
  async startFacts(db: Db, actorId: number, targetId: number, eventId: number | null): Promise<StartFacts> {
    const rows = await db
      .select({
        sharesContext: sql<boolean>`${sharesContextSql(actorId, targetId)}`,
        actorSeesEvent: eventId === null ? sql<boolean>`false` : sql<boolean>`${canSeeEventSql(actorId, eventId)}`,
        targetSeesEvent: eventId === null ? sql<boolean>`false` : sql<boolean>`${canSeeEventSql(targetId, eventId)}`,
        blocked: blockedEitherSql(actorId, targetId),
        acceptsNew: audienceAllowsSql(sql`${users.message_permission}`, targetId, actorId),
      })
      .from(users)
      .where(eq(users.id, targetId));
    const row = rows[0];
    if (!row) return { targetExists: false, sharesContext: false };
    return { targetExists: true, ...row };
  },

  async findThreadByPair(
    db: Db,
    lowId: number,
    highId: number,
    eventId: number | null,
  ): Promise<ThreadRow | undefined> {
    const rows = await db
      .select()
      .from(threads)
      .where(
        and(
          eq(threads.user_low_id, lowId),
          eq(threads.user_high_id, highId),
          eventId === null ? isNull(threads.event_id) : eq(threads.event_id, eventId),
        ),
      )
      .limit(1);
    return rows[0];
  },

  /** Inserts a thread; undefined when one for the pair and context appeared meanwhile (unique index). */
  async insertThread(
    db: Db,
    values: { user_low_id: number; user_high_id: number; event_id: number | null },
  ): Promise<ThreadRow | undefined> {
    const rows = await db.insert(threads).values(values).onConflictDoNothing().returning();
    return rows[0];
  },

  /** A thread with both participants and whether they may still message each other. */
  async findThread(db: Db, threadId: number) {
    const rows = isTransaction(db)
      ? await findThreadSelect(db, threadId)
      : await findThreadPrepared(db).execute({ threadId });
    return rows[0];
  },

  /**
   * Sends a message in one statement, one round trip: locks the thread row, checks that the sender is one of
   * its two participants and that the relationship allowing them to write still holds (the rule of
   * messagesPolicy.access, evaluated by PostgreSQL at that moment, so no earlier answer can be stale), and only
   * then inserts the message stamped with the clock at insert time (ids and times agree under the lock), moves
   * the thread's last activity and says whether it was the thread's first message, with what the recipient's
   * view of a new thread needs besides the message (its event, the sender as a thread shows them).
   */
  async appendChecked(
    db: Db,
    v: { thread_id: number; sender_id: number; content: string; encrypted_content: string | null },
  ): Promise<SendOutcome> {
    const values = { threadId: v.thread_id, senderId: v.sender_id, content: v.content, encrypted: v.encrypted_content };
    const result = (isTransaction(db)
      ? await db.execute(appendCheckedSql(values))
      : await appendCheckedPrepared(db).execute(values)) as unknown as { rows: AppendCheckedRow[] };
    const r = result.rows[0];
    if (!r) return { kind: 'not-found' };
    const otherId = Number(r.other_id);
    if (!r.may_write || r.id === null || r.thread_id === null || r.created_at === null)
      return { kind: 'forbidden', otherId };
    const {
      may_write: _mayWrite,
      first,
      other_id: _otherId,
      thread_event_id: eventId,
      sender_first_name: firstName,
      sender_last_name: lastName,
      sender_image_url: imageUrl,
      ...row
    } = r;
    return {
      kind: 'appended',
      first,
      otherId,
      eventId: eventId === null ? null : Number(eventId),
      sender: { id: v.sender_id, first_name: firstName, last_name: lastName, image_url: imageUrl },
      row: {
        ...row,
        id: Number(row.id),
        thread_id: row.thread_id as number,
        created_at: new Date(row.created_at as Date | string),
        read_at: row.read_at === null ? null : new Date(row.read_at),
      },
    };
  },

  /**
   * A page of the user's threads as they see them (other user, last message, unread count), newest activity
   * first, and how many threads match in all: one statement whatever their number, plus a count for a page
   * past the end (which has no row to carry the total). Prepared once outside transactions: it runs on every
   * chat load.
   */
  async listThreads(
    db: Db,
    userId: number,
    filter: { eventId?: number; threadId?: number },
    page: { limit: number; offset: number },
  ) {
    const slice = { eventId: filter.eventId ?? null, threadId: filter.threadId ?? null, ...page };
    const rows = isTransaction(db)
      ? await threadsQuery(db, userId, slice)
      : await threadsPrepared(db).execute({ userId, ...slice });
    if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    const totals = await db
      .select({ n: count() })
      .from(threads)
      .where(threadsWhere(userId, slice.eventId, slice.threadId));
    return { rows, total: totals[0]?.n ?? 0 };
  },

  /** One page counted from the newest message, returned newest first. */
  async pageMessages(db: Db, threadId: number, viewerId: number, limit: number, offset: number): Promise<MessageRow[]> {
    return isTransaction(db)
      ? messagesPageSelect(db, threadId, viewerId, limit, offset)
      : messagesPagePrepared(db).execute({ threadId, viewerId, limit, offset });
  },

  /**
   * What a messages page says of its thread (participants, how many messages, whether any is encrypted), if
   * `viewerId` takes part in it (reading needs nothing more: messagesPolicy.access); undefined otherwise. One
   * statement, asked together with `pageMessages`, so a page takes one round trip.
   */
  async threadPageHead(db: Db, threadId: number, viewerId: number) {
    const rows = isTransaction(db)
      ? await threadPageHeadSelect(db, threadId, viewerId)
      : await threadPageHeadPrepared(db).execute({ threadId, viewerId });
    return rows[0];
  },

  /**
   * Marks the other participant's unread messages READ if `readerId` takes part in the thread, in one
   * statement (see markReadCheckedSql): undefined for anyone else (nothing changed), otherwise the other
   * participant and the ids changed, oldest first.
   */
  async markReadChecked(
    db: Db,
    threadId: number,
    readerId: number,
  ): Promise<{ otherId: number; messageIds: number[] } | undefined> {
    const values = { threadId, readerId };
    const result = (isTransaction(db)
      ? await db.execute(markReadCheckedSql(values))
      : await markReadCheckedPrepared(db).execute(values)) as unknown as {
      rows: { other_id: number | string | null; ids: (number | string)[] }[];
    };
    const r = result.rows[0];
    if (!r || r.other_id === null) return undefined;
    return { otherId: Number(r.other_id), messageIds: r.ids.map(Number) };
  },
};
