import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { EventUserRole, OrganizationRole } from '@atria/contracts';
import type { Db } from '../../db/client';
import { batchedPer } from '../../db/batched';
import { isTransaction, preparedPer } from '../../db/prepared';
import { qualified } from '../../db/qualified';
import { eventBans, eventUsers, events, organizationUsers } from '../../db/schema';

/** The user's role in the event's organization and in the event itself, as two correlated subqueries, and whether the user is banned from the event. */
const rolesOf = (userId: number | Placeholder | SQL) => ({
  orgRole: sql<OrganizationRole | null>`(select ou.role from ${organizationUsers} ou
    where ou.organization_id = ${qualified(events.organization_id)} and ou.user_id = ${userId})`,
  eventRole: sql<EventUserRole | null>`(select eu.role from ${eventUsers} eu
    where eu.event_id = ${qualified(events.id)} and eu.user_id = ${userId})`,
  banned: sql<boolean>`exists (select 1 from ${eventBans} eb where eb.event_id = ${qualified(events.id)} and eb.user_id = ${userId})`,
});

const withRolesSelect = (db: Db, eventId: number | Placeholder, userId: number | Placeholder) =>
  db
    .select({ event: events, ...rolesOf(userId) })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
/**
 * The same read for many (event, user) pairs in one statement: the pairs come as two arrays and each row
 * carries its user. Prepared once, whatever the number of pairs.
 */
const withRolesManyQuery = preparedPer((db) =>
  db
    .select({ event: events, userId: sql<number>`k.user_id`, ...rolesOf(sql`k.user_id`) })
    .from(events)
    .innerJoin(
      sql`unnest(${sql.placeholder('eventIds')}::int[], ${sql.placeholder('userIds')}::int[]) as k(event_id, user_id)`,
      sql`k.event_id = ${events.id}`,
    )
    .prepare('atria_event_access_many'),
);

type EventWithRolesRow = Awaited<ReturnType<typeof withRolesSelect>>[number];
type AccessKey = { eventId: number; userId: number };
const accessKey = (k: AccessKey) => `${k.eventId}:${k.userId}`;

/** Access reads asked for by concurrent requests, sent as one statement (see batchedPer). */
const withRolesBatched = batchedPer(async (db, keys: readonly AccessKey[]) => {
  const rows = await withRolesManyQuery(db).execute({
    eventIds: keys.map((k) => k.eventId),
    userIds: keys.map((k) => k.userId),
  });
  return new Map<string, EventWithRolesRow>(
    rows.map(({ userId, ...row }) => [accessKey({ eventId: row.event.id, userId }), row]),
  );
}, accessKey);

const agendaInfoSelect = (db: Db, eventId: number | Placeholder) =>
  db
    .select({
      id: events.id,
      title: events.title,
      start_date: events.start_date,
      time_zone: events.time_zone,
      organization_id: events.organization_id,
      day_count: events.day_count,
      agenda_version: events.agenda_version,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
const agendaInfoQuery = preparedPer((db) =>
  agendaInfoSelect(db, sql.placeholder('eventId')).prepare('atria_agenda_info'),
);

export type AgendaInfoRow = Awaited<ReturnType<typeof agendaInfoSelect>>[number];

/**
 * The reads behind every access check of an event. They run on most requests, so outside a transaction each
 * query is prepared once per database handle, and the access reads of concurrent requests go out together.
 */
export const eventAccessRepository = {
  /** The event and the user's roles in it and in its organization; undefined when the event does not exist. */
  async findWithRoles(db: Db, eventId: number, userId: number) {
    if (isTransaction(db)) return (await withRolesSelect(db, eventId, userId))[0];
    return withRolesBatched(db).load({ eventId, userId });
  },

  /** The columns the sessions list needs of its event, with the agenda version. */
  async findAgendaInfo(db: Db, eventId: number): Promise<AgendaInfoRow | undefined> {
    const rows = isTransaction(db)
      ? await agendaInfoSelect(db, eventId)
      : await agendaInfoQuery(db).execute({ eventId });
    return rows[0];
  },
};
