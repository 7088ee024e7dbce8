import { and, asc, count, eq, inArray, or, sql, type Placeholder } from 'drizzle-orm';
import type { EventUserRole, InvitationState } from '@atria/contracts';
import type { Db } from '../../db/client';
import { isTransaction, preparedPer } from '../../db/prepared';
import { qualified } from '../../db/qualified';
import { inOrder } from '../../db/in-order';
import {
  eventUsers,
  events,
  invitations,
  media,
  organizations,
  sessionSpeakers,
  sessions,
  users,
} from '../../db/schema';
import { bannerMedia, logoMedia } from '../media/media.repository';

const sessionCount = sql<number>`(select count(*)::int from ${sessions} s where s.event_id = ${qualified(events.id)})`;
const firstSessionId = sql<number | null>`(select s.id from ${sessions} s where s.event_id = ${qualified(events.id)}
  order by s.day_number, s.start_time, s.id limit 1)`;

const orgNameQuery = preparedPer((db) =>
  db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('organizationId')))
    .prepare('atria_event_org_name'),
);

const organizersSelect = (db: Db, eventId: number | Placeholder) =>
  db
    .select({ id: eventUsers.user_id, role: eventUsers.role })
    .from(eventUsers)
    .where(and(eq(eventUsers.event_id, eventId), inArray(eventUsers.role, ['ADMIN', 'ORGANIZER'])))
    .orderBy(asc(eventUsers.created_at));
const organizersQuery = preparedPer((db) =>
  organizersSelect(db, sql.placeholder('eventId')).prepare('atria_event_organizers'),
);

const sessionSummariesSelect = (db: Db, eventId: number | Placeholder) =>
  db
    .select({
      id: sessions.id,
      title: sessions.title,
      day_number: sessions.day_number,
      start_time: sessions.start_time,
      end_time: sessions.end_time,
      session_type: sessions.session_type,
      status: sessions.status,
    })
    .from(sessions)
    .where(eq(sessions.event_id, eventId))
    .orderBy(asc(sessions.day_number), asc(sessions.start_time), asc(sessions.id))
    .limit(500);
const sessionSummariesQuery = preparedPer((db) =>
  sessionSummariesSelect(db, sql.placeholder('eventId')).prepare('atria_event_sessions'),
);

export const eventsRepository = {
  /** An organization's events for cards, with the viewer's role: one query plus the count. */
  async listForOrganization(db: Db, organizationId: number, viewerId: number, limit: number, offset: number) {
    const where = eq(events.organization_id, organizationId);
    const [rows, totals] = await inOrder([
      db
        .select({
          event: events,
          banner: bannerMedia,
          logo: logoMedia,
          session_count: sessionCount,
          first_session_id: firstSessionId,
          role: sql<EventUserRole | null>`(select eu.role from ${eventUsers} eu where eu.event_id = ${qualified(events.id)} and eu.user_id = ${viewerId})`,
        })
        .from(events)
        .leftJoin(bannerMedia, eq(bannerMedia.id, events.banner_media_id))
        .leftJoin(logoMedia, eq(logoMedia.id, events.logo_media_id))
        .where(where)
        .orderBy(asc(events.start_date), asc(events.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(events).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  async insert(db: Db, values: typeof events.$inferInsert) {
    const rows = await db.insert(events).values(values).returning();
    const row = rows[0];
    if (!row) throw new Error('insert into events returned nothing');
    return row;
  },

  /** The event's banner and logo ids, its row locked until the transaction ends; undefined when it is gone. */
  async lockImages(db: Db, id: number) {
    const rows = await db
      .select({ banner: events.banner_media_id, logo: events.logo_media_id })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    return rows[0];
  },

  async update(db: Db, id: number, values: Partial<typeof events.$inferInsert>) {
    await db
      .update(events)
      .set({ ...values, updated_at: new Date() })
      .where(eq(events.id, id));
  },

  async remove(db: Db, id: number) {
    await db.delete(events).where(eq(events.id, id));
  },

  async organizationName(db: Db, organizationId: number): Promise<string> {
    const rows = isTransaction(db)
      ? await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId))
      : await orgNameQuery(db).execute({ organizationId });
    return rows[0]?.name ?? '';
  },

  async organizers(db: Db, eventId: number) {
    return isTransaction(db) ? organizersSelect(db, eventId) : organizersQuery(db).execute({ eventId });
  },

  async sessionSummaries(db: Db, eventId: number) {
    return isTransaction(db) ? sessionSummariesSelect(db, eventId) : sessionSummariesQuery(db).execute({ eventId });
  },

  async hasSessions(db: Db, eventId: number): Promise<boolean> {
    const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.event_id, eventId)).limit(1);
    return rows.length > 0;
  },

  /**
   * Serialises changes to one event's participants and roles (as organizations do for members): roles read
   * after it are current, so two admins demoting or removing each other cannot both succeed. The organization
   * is locked first (shared), in the same order as membership changes (organization, then its events), so a
   * membership change waits for the event change or the other way round, and they never deadlock.
   */
  async lock(db: Db, id: number): Promise<boolean> {
    await db.execute(
      sql`select 1 from ${organizations} where ${organizations.id} = (select e.organization_id from ${events} e where e.id = ${id}) for share`,
    );
    const rows = await db.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
    return rows.length > 0;
  },

  /**
   * Takes someone off every session of an event (they left it or were removed) and closes the gaps in the
   * speaker order of the sessions they were in, in two statements.
   */
  async removeFromSessions(db: Db, eventId: number, userId: number): Promise<void> {
    const inEvent = sql`${sessionSpeakers.session_id} in (select s.id from ${sessions} s where s.event_id = ${eventId})`;
    await db.delete(sessionSpeakers).where(and(eq(sessionSpeakers.user_id, userId), inEvent));
    await db.execute(sql`
      update ${sessionSpeakers} as target set "order" = ranked.rn
      from (select session_id, user_id, row_number() over (partition by session_id order by "order", user_id) as rn
            from ${sessionSpeakers} where ${inEvent}) as ranked
      where target.session_id = ranked.session_id and target.user_id = ranked.user_id and target."order" <> ranked.rn`);
  },

  async eventUserRole(db: Db, eventId: number, userId: number): Promise<EventUserRole | null> {
    const rows = await db
      .select({ role: eventUsers.role })
      .from(eventUsers)
      .where(and(eq(eventUsers.event_id, eventId), eq(eventUsers.user_id, userId)));
    return rows[0]?.role ?? null;
  },

  async addEventUser(db: Db, values: typeof eventUsers.$inferInsert) {
    const rows = await db.insert(eventUsers).values(values).onConflictDoNothing().returning();
    return rows[0];
  },

  async updateEventUser(db: Db, eventId: number, userId: number, values: Partial<typeof eventUsers.$inferInsert>) {
    await db
      .update(eventUsers)
      .set(values)
      .where(and(eq(eventUsers.event_id, eventId), eq(eventUsers.user_id, userId)));
  },

  async removeEventUser(db: Db, eventId: number, userId: number) {
    await db.delete(eventUsers).where(and(eq(eventUsers.event_id, eventId), eq(eventUsers.user_id, userId)));
  },

  /**
   * Participants with their accounts, sorted by name then id (a stable order for pages); one query plus the
   * count. `q` matches names and company, and emails when `searchEmail` is set, case-insensitive, anywhere in the
   * text; `invitation` filters by invitation state; `withInvitation` adds each row's invitation summary
   * (computed for the page's rows only: PostgreSQL evaluates the sub-select after the sort and limit).
   */
  async eventUsers(
    db: Db,
    eventId: number,
    opts: {
      role?: EventUserRole;
      limit: number;
      offset: number;
      userId?: number;
      q?: string;
      searchEmail?: boolean;
      invitation?: InvitationState;
      withInvitation?: boolean;
    },
  ) {
    const where = and(
      eq(eventUsers.event_id, eventId),
      opts.role ? eq(eventUsers.role, opts.role) : undefined,
      opts.userId !== undefined ? eq(eventUsers.user_id, opts.userId) : undefined,
      opts.q ? searchCondition(opts.q, opts.searchEmail ?? false) : undefined,
      opts.invitation ? invitationCondition(opts.invitation) : undefined,
    );
    const needsUsers = Boolean(opts.q) || opts.invitation !== undefined;
    const countQuery = needsUsers
      ? db.select({ total: count() }).from(eventUsers).innerJoin(users, eq(users.id, eventUsers.user_id)).where(where)
      : db.select({ total: count() }).from(eventUsers).where(where);
    // The page's keys first (walking the name index, probing event_users), then the page's rows: whatever the
    // offset, the invitation summary is computed for the page's rows only, never for the rows skipped.
    const page = db.$with('page').as(
      db
        .select({
          event_id: eventUsers.event_id,
          user_id: eventUsers.user_id,
          sort: sql<string>`${nameOrder}`.as('sort'),
        })
        .from(eventUsers)
        .innerJoin(users, eq(users.id, eventUsers.user_id))
        .where(where)
        .orderBy(nameOrder, asc(users.id))
        .limit(opts.limit)
        .offset(opts.offset),
    );
    const [rows, totals] = await inOrder([
      db
        .with(page)
        .select({
          user: users,
          avatar: media,
          role: eventUsers.role,
          speaker_title: eventUsers.speaker_title,
          speaker_bio: eventUsers.speaker_bio,
          invitation: opts.withInvitation ? invitationSummary : sql<null>`null`,
        })
        .from(page)
        .innerJoin(eventUsers, and(eq(eventUsers.event_id, page.event_id), eq(eventUsers.user_id, page.user_id)))
        .innerJoin(users, eq(users.id, eventUsers.user_id))
        .leftJoin(media, eq(media.id, users.avatar_media_id))
        .orderBy(page.sort, asc(users.id)),
      countQuery,
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  /**
   * Every participant of the event in one statement, sorted by PostgreSQL (the database's collation, as the SQL
   * lists) by lower("first last") then id, each with the event's invitation facts and the directory's order.
   */
  async eventPeople(db: Db, eventId: number): Promise<EventPersonRow[]> {
    const result = await db.execute(sql`select u.id, eu.role, u.first_name, u.last_name, u.title, u.company_name,
        u.avatar_media_id, u.email, u.deleted_at is not null as deleted, u.profile_visibility as profile,
        u.password_hash is null as unclaimed, i.user_id is not null as any_link, i.open_until, i.latest_revoked,
        row_number() over (order by lower(u.first_name), lower(u.last_name), u.id) as directory_rank
      from ${eventUsers} eu
      join ${users} u on u.id = eu.user_id
      left join (select user_id,
          max(expires_at) filter (where claimed_at is null and revoked_at is null) as open_until,
          (array_agg(revoked_at is not null order by id desc))[1] as latest_revoked
        from ${invitations} where event_id = ${eventId} group by user_id) i on i.user_id = eu.user_id
      where eu.event_id = ${eventId}
      order by lower(u.first_name || ' ' || u.last_name), u.id`);
    return (result as unknown as { rows: EventPersonRow[] }).rows;
  },

  /**
   * The participants `userIds` of the event (a page the in-memory index chose, see event-people.ts), in the
   * order of `userIds`; ids no longer in the event are left out. One statement, by primary keys.
   */
  /**
   * The rows of the given participants, in the order of `userIds` (a page of the held participant list). A
   * prepared statement per form (with or without the invitation summary): the page read of every list request,
   * so neither the query builder nor PostgreSQL's planner runs per request.
   */
  async eventUsersByIds(db: Db, eventId: number, userIds: number[], withInvitation: boolean) {
    if (userIds.length === 0) return [];
    const rows = isTransaction(db)
      ? await selectEventUsersByIds(db, withInvitation).where(
          and(eq(eventUsers.event_id, eventId), inArray(eventUsers.user_id, userIds)),
        )
      : await (withInvitation ? eventUsersByIdsWithInvitation : eventUsersByIdsPlain)(db).execute({
          eventId,
          userIds,
        });
    const byId = new Map(rows.map((r) => [r.user.id, r]));
    return userIds.flatMap((id) => byId.get(id) ?? []);
  },
};

function selectEventUsersByIds(db: Db, withInvitation: boolean) {
  return db
    .select({
      user: users,
      avatar: media,
      role: eventUsers.role,
      speaker_title: eventUsers.speaker_title,
      speaker_bio: eventUsers.speaker_bio,
      invitation: withInvitation ? invitationSummary : sql<null>`null`,
    })
    .from(eventUsers)
    .innerJoin(users, eq(users.id, eventUsers.user_id))
    .leftJoin(media, eq(media.id, users.avatar_media_id));
}

const preparedByIds = (withInvitation: boolean) =>
  preparedPer((db) =>
    selectEventUsersByIds(db, withInvitation)
      .where(
        and(
          eq(eventUsers.event_id, sql.placeholder('eventId')),
          sql`${eventUsers.user_id} = any(${sql.placeholder('userIds')}::int[])`,
        ),
      )
      .prepare(`atria_event_users_by_ids_${withInvitation ? 'invitation' : 'plain'}_v1`),
  );
const eventUsersByIdsWithInvitation = preparedByIds(true);
const eventUsersByIdsPlain = preparedByIds(false);

/** A participant as eventsRepository.eventPeople reads them. */
export interface EventPersonRow {
  id: number;
  role: EventUserRole;
  first_name: string;
  last_name: string;
  title: string | null;
  company_name: string | null;
  avatar_media_id: number | null;
  email: string;
  deleted: boolean;
  profile: 'EVERYONE' | 'CONNECTIONS' | 'NOBODY';
  unclaimed: boolean;
  any_link: boolean;
  open_until: string | Date | null;
  latest_revoked: boolean | null;
  directory_rank: string | number;
}

/** The sort key of participant lists; `users_name_order_idx` (migration 0013) is on the same expression. */
const nameOrder = sql`lower(${users.first_name} || ' ' || ${users.last_name})`;

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` matching themselves. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Names, company and optionally email containing the text. Each side is an expression with a trigram index
 * (migration 0013), so a search of a large user table is a bitmap index scan rather than a scan of every row.
 */
function searchCondition(q: string, withEmail: boolean) {
  const p = containsPattern(q);
  return or(
    sql`${nameOrder} like ${p}`,
    sql`lower(${users.company_name}) like ${p}`,
    withEmail ? sql`lower(${users.email}) like ${p}` : undefined,
  );
}

const ofThisRow = sql`i.event_id = ${eventUsers.event_id} and i.user_id = ${eventUsers.user_id}`;
const anyLink = sql`exists (select 1 from ${invitations} i where ${ofThisRow})`;
const liveLink = sql`exists (select 1 from ${invitations} i where ${ofThisRow}
  and i.claimed_at is null and i.revoked_at is null and i.expires_at > now())`;
const latestRevoked = sql`(select i.revoked_at is not null from ${invitations} i where ${ofThisRow}
  order by i.id desc limit 1)`;

/** The rows whose invitation is in the state (see INVITATION_STATES in the contracts). */
function invitationCondition(state: InvitationState) {
  const unclaimed = sql`${users.password_hash} is null`;
  switch (state) {
    case 'none':
      return sql`not ${anyLink}`;
    case 'claimed':
      return sql`${users.password_hash} is not null and ${anyLink}`;
    case 'pending':
      return sql`${unclaimed} and ${liveLink}`;
    case 'revoked':
      return sql`${unclaimed} and not ${liveLink} and ${latestRevoked} is true`;
    case 'expired':
      return sql`${unclaimed} and not ${liveLink} and ${latestRevoked} is false`;
  }
}

/** The event's invitation links to one person, summed up by the participant list's query. */
export interface InvitationSummaryRow {
  live: boolean;
  latest_revoked: boolean;
  sent_at: string;
  expires_at: string;
}

/** The event's links to this person, summed up in one row (null when there are none). */
const invitationSummary = sql<InvitationSummaryRow | null>`(select case when count(*) = 0 then null else json_build_object(
    'live', bool_or(i.claimed_at is null and i.revoked_at is null and i.expires_at > now()),
    'latest_revoked', (array_agg(i.revoked_at is not null order by i.id desc))[1],
    'sent_at', max(i.created_at),
    'expires_at', max(i.expires_at)) end
  from ${invitations} i where ${ofThisRow})`;
