import { sql, type SQL } from 'drizzle-orm';
import type { ConnectionsQuery, NetworkAudience } from '@atria/contracts/network';
import type { Db } from '../../db/client';
import {
  connections,
  directMessageThreads,
  directMessages,
  eventBans,
  sessionChatMessages,
  sessions,
  userBlocks,
  users,
} from '../../db/schema';
import { canSeeEventSql, sharesContextSql } from '../users/users.repository';
import { audienceAllowsSql, blockedEitherSql, containsPattern } from '../../db/network-rules';

/** A person as networking lists read them, `profile_visible` saying whether the viewer sees more than the name. */
export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  title: string | null;
  company_name: string | null;
  avatar_media_id: number | null;
  profile_visible: boolean;
}

export interface ConnectionRow {
  id: number;
  user_low_id: number;
  user_high_id: number;
  requester_id: number;
  status: 'PENDING' | 'ACCEPTED' | 'DECLINED';
  note: string | null;
  created_at: Date;
  responded_at: Date | null;
}

export type ConnectionWithPerson = ConnectionRow & { person: PersonRow };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * What the viewer sees of a person's profile: the headline and company when the person's profile setting lets
 * them in. Directory and connection lists use it.
 */
const personColumns = (u: SQL, viewerId: number) => sql`${u}.id, ${u}.first_name, ${u}.last_name,
  ${u}.avatar_media_id,
  ${audienceAllowsSql(sql`${u}.profile_visibility`, sql`${u}.id`, viewerId)} as profile_visible,
  ${u}.title, ${u}.company_name`;

function toConnection(r: Record<string, unknown>): ConnectionRow {
  return {
    id: Number(r.id),
    user_low_id: Number(r.user_low_id),
    user_high_id: Number(r.user_high_id),
    requester_id: Number(r.requester_id),
    status: r.status as ConnectionRow['status'],
    note: (r.note as string | null) ?? null,
    created_at: new Date(r.created_at as string),
    responded_at: r.responded_at === null || r.responded_at === undefined ? null : new Date(r.responded_at as string),
  };
}

export const networkRepository = {
  async privacy(db: Db, userId: number) {
    const rows = await db
      .select({ profile: users.profile_visibility, email: users.email_visibility, messages: users.message_permission })
      .from(users)
      .where(sql`${users.id} = ${userId}`);
    return rows[0];
  },

  async setPrivacy(
    db: Db,
    userId: number,
    v: { profile?: NetworkAudience; email?: NetworkAudience; messages?: NetworkAudience },
  ) {
    const rows = await db
      .update(users)
      .set({
        profile_visibility: v.profile,
        email_visibility: v.email,
        message_permission: v.messages,
        updated_at: new Date(),
      })
      .where(sql`${users.id} = ${userId}`)
      .returning({
        profile: users.profile_visibility,
        email: users.email_visibility,
        messages: users.message_permission,
      });
    return rows[0];
  },

  /** What `viewerId` may see of `ownerId`'s profile and email (both share a context: the caller checked). */
  async profileAccess(db: Db, ownerId: number, viewerId: number) {
    const rows = rowsOf<{
      profile: boolean;
      email: boolean;
      blocked: boolean;
      connection: { id: number; status: ConnectionRow['status']; requester_id: number } | null;
    }>(
      await db.execute(sql`select
        ${audienceAllowsSql(sql`u.profile_visibility`, ownerId, viewerId)} as profile,
        ${audienceAllowsSql(sql`u.email_visibility`, ownerId, viewerId)} as email,
        exists (select 1 from ${userBlocks} b where b.blocker_id = ${viewerId} and b.blocked_id = ${ownerId}) as blocked,
        (select json_build_object('id', c.id, 'status', c.status, 'requester_id', c.requester_id) from ${connections} c
          where c.user_low_id = least(${ownerId}::int, ${viewerId}::int)
            and c.user_high_id = greatest(${ownerId}::int, ${viewerId}::int)) as connection
        from ${users} u where u.id = ${ownerId}`),
    );
    const r = rows[0];
    if (!r) return { profile: false, email: false, blocked: false, connection: null };
    const c = r.connection;
    return {
      profile: r.profile,
      email: r.email,
      blocked: r.blocked,
      connection: c ? { id: Number(c.id), status: c.status, requester_id: Number(c.requester_id) } : null,
    };
  },

  /** What the directory needs of the viewer, in one statement: whom they must not see, and their connections. */
  async directoryViewer(db: Db, eventId: number, viewerId: number) {
    const rows = rowsOf<{
      hidden: number[] | null;
      connections: { id: number; status: string; requester_id: number }[] | null;
    }>(
      await db.execute(sql`select
        (select array_agg(id) from (
          select blocked_id as id from ${userBlocks} where blocker_id = ${viewerId}
          union select blocker_id from ${userBlocks} where blocked_id = ${viewerId}
          union select user_id from ${eventBans} where event_id = ${eventId}) h) as hidden,
        (select json_agg(json_build_object('id', case when user_low_id = ${viewerId} then user_high_id else user_low_id end,
           'status', status, 'requester_id', requester_id))
         from ${connections} where user_low_id = ${viewerId} or user_high_id = ${viewerId}) as connections`),
    );
    const r = rows[0];
    return {
      hidden: new Set((r?.hidden ?? []).map(Number)),
      connections: new Map(
        (r?.connections ?? []).map((c) => [
          Number(c.id),
          { status: c.status as ConnectionRow['status'], requester_id: Number(c.requester_id) },
        ]),
      ),
    };
  },

  /** Whether the target exists, shares an event or organization with the actor, and whether either blocked the other. */
  async pairFacts(db: Db, actorId: number, targetId: number) {
    const rows = rowsOf<{ shares: boolean; blocked: boolean; talked: boolean }>(
      await db.execute(sql`select ${sharesContextSql(actorId, targetId)} as shares,
        ${blockedEitherSql(actorId, targetId)} as blocked,
        exists (select 1 from ${directMessageThreads} t where t.user_low_id = least(${actorId}::int, ${targetId}::int)
                and t.user_high_id = greatest(${actorId}::int, ${targetId}::int)) as talked
        from ${users} u where u.id = ${targetId} and u.deleted_at is null`),
    );
    return rows[0];
  },

  /** Inserts a request unless the pair has a row; undefined when it has one (then waits for its writer to commit). */
  async insertRequest(db: Db, low: number, high: number, requester: number, note: string | null) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`insert into ${connections} (user_low_id, user_high_id, requester_id, note)
        values (${low}, ${high}, ${requester}, ${note}) on conflict (user_low_id, user_high_id) do nothing returning *`),
    );
    return rows[0] ? toConnection(rows[0]) : undefined;
  },

  async lockPair(db: Db, low: number, high: number) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`select * from ${connections} where user_low_id = ${low} and user_high_id = ${high} for update`,
      ),
    );
    return rows[0] ? toConnection(rows[0]) : undefined;
  },

  async lockById(db: Db, id: number) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select * from ${connections} where id = ${id} for update`),
    );
    return rows[0] ? toConnection(rows[0]) : undefined;
  },

  async updateConnection(
    db: Db,
    id: number,
    v: { status: ConnectionRow['status']; requester_id?: number; note?: string | null; renew?: boolean },
  ) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`update ${connections} set status = ${v.status},
        requester_id = coalesce(${v.requester_id ?? null}::int, requester_id),
        note = case when ${v.renew === true} then ${v.note ?? null} else note end,
        created_at = case when ${v.renew === true} then now() else created_at end,
        responded_at = case when ${v.status} = 'PENDING' then null else now() end
        where id = ${id} returning *`),
    );
    return toConnection(rows[0] ?? {});
  },

  async deleteConnection(db: Db, id: number) {
    await db.execute(sql`delete from ${connections} where id = ${id}`);
  },

  /** Deletes the pair's connection or request, if any; returns it. */
  async deletePair(db: Db, a: number, b: number) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`delete from ${connections} where user_low_id = least(${a}::int, ${b}::int)
        and user_high_id = greatest(${a}::int, ${b}::int) returning *`),
    );
    return rows[0] ? toConnection(rows[0]) : undefined;
  },

  /** One connection with the other person as `viewerId` sees them. */
  async connectionAs(db: Db, id: number, viewerId: number): Promise<ConnectionWithPerson | undefined> {
    const rows = await networkRepository.listConnections(db, viewerId, { id });
    return rows[0];
  },

  /**
   * The viewer's connections or requests, newest first, with the other person. `state`: CONNECTED (accepted),
   * INCOMING (pending, asked by the other), OUTGOING (asked by the viewer, pending or silently declined).
   */
  async listConnections(
    db: Db,
    viewerId: number,
    f: { id?: number; state?: ConnectionsQuery['state']; q?: string; limit?: number; offset?: number },
  ): Promise<(ConnectionWithPerson & { total: number })[]> {
    const stateSql =
      f.state === undefined
        ? sql`true`
        : f.state === 'CONNECTED'
          ? sql`c.status = 'ACCEPTED'`
          : f.state === 'INCOMING'
            ? sql`c.status = 'PENDING' and c.requester_id <> ${viewerId}`
            : sql`c.status in ('PENDING', 'DECLINED') and c.requester_id = ${viewerId}`;
    const q = f.q ? containsPattern(f.q) : null;
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select c.id, c.user_low_id, c.user_high_id, c.requester_id, c.status, c.note,
          c.created_at, c.responded_at, (count(*) over ())::int as total,
          u.id as person_id, u.first_name, u.last_name, u.title, u.company_name, u.avatar_media_id,
          ${audienceAllowsSql(sql`u.profile_visibility`, sql`u.id`, viewerId)} as profile_visible
        from ${connections} c
        join ${users} u on u.id = case when c.user_low_id = ${viewerId} then c.user_high_id else c.user_low_id end
        where (c.user_low_id = ${viewerId} or c.user_high_id = ${viewerId})
          and (${f.id ?? null}::int is null or c.id = ${f.id ?? null}::int)
          and ${stateSql}
          and (${q}::text is null or lower(u.first_name || ' ' || u.last_name) like lower(${q}::text))
        order by coalesce(c.responded_at, c.created_at) desc, c.id desc
        limit ${f.limit ?? 1} offset ${f.offset ?? 0}`),
    );
    return rows.map((r) => ({
      ...toConnection(r),
      total: Number(r.total),
      person: {
        id: Number(r.person_id),
        first_name: r.first_name as string,
        last_name: r.last_name as string,
        title: (r.title as string | null) ?? null,
        company_name: (r.company_name as string | null) ?? null,
        avatar_media_id: (r.avatar_media_id as number | null) ?? null,
        profile_visible: r.profile_visible === true,
      },
    }));
  },

  async countConnections(db: Db, viewerId: number, state: ConnectionsQuery['state']) {
    const rows = await networkRepository.listConnections(db, viewerId, { state, limit: 1, offset: 0 });
    return rows[0]?.total ?? 0;
  },

  async pendingIncoming(db: Db, userId: number): Promise<number> {
    const rows = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${connections}
        where (user_low_id = ${userId} or user_high_id = ${userId}) and status = 'PENDING' and requester_id <> ${userId}`),
    );
    return rows[0]?.n ?? 0;
  },

  async block(db: Db, blocker: number, blocked: number) {
    await db.execute(
      sql`insert into ${userBlocks} (blocker_id, blocked_id) values (${blocker}, ${blocked}) on conflict do nothing`,
    );
  },

  async unblock(db: Db, blocker: number, blocked: number) {
    await db.execute(sql`delete from ${userBlocks} where blocker_id = ${blocker} and blocked_id = ${blocked}`);
  },

  async blockedBy(db: Db, blocker: number): Promise<PersonRow[]> {
    return rowsOf<PersonRow>(
      await db.execute(sql`select ${personColumns(sql`u`, blocker)} from ${userBlocks} b
        join ${users} u on u.id = b.blocked_id where b.blocker_id = ${blocker} order by b.created_at desc, u.id`),
    );
  },

  async userExists(db: Db, userId: number) {
    const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from ${users} where id = ${userId}`));
    return rows.length > 0;
  },

  /** Whether the user may see the event (member of its organization or participant, not banned). */
  async seesEvent(db: Db, userId: number, eventId: number) {
    const rows = rowsOf<{ sees: boolean }>(await db.execute(sql`select ${canSeeEventSql(userId, eventId)} as sees`));
    return rows[0]?.sees === true;
  },

  /** A direct message with its thread's two participants. */
  /** A public session-chat message of the event, not deleted (a report of it keeps its text). */
  async chatMessageForReport(db: Db, eventId: number, messageId: number) {
    const rows = rowsOf<{ author_id: number; body: string; created_at: string }>(
      await db.execute(sql`select m.author_id, m.body, m.created_at
        from ${sessionChatMessages} m join ${sessions} s on s.id = m.session_id
        where m.id = ${messageId} and s.event_id = ${eventId} and m.room = 'PUBLIC' and m.deleted_at is null`),
    );
    return rows[0];
  },

  async messageForReport(db: Db, messageId: number) {
    const rows = rowsOf<{
      id: number;
      sender_id: number;
      content: string;
      created_at: string;
      user_low_id: number;
      user_high_id: number;
    }>(
      await db.execute(sql`select m.id, m.sender_id, m.content, m.created_at, t.user_low_id, t.user_high_id
        from ${directMessages} m join ${directMessageThreads} t on t.id = m.thread_id where m.id = ${messageId}`),
    );
    return rows[0];
  },
};
