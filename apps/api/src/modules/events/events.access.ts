import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { EventUserRole, OrganizationRole } from '@atria/contracts';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { eventBans, eventUsers, events, organizationUsers } from '../../db/schema';
import { isTransaction, preparedPer } from '../../db/prepared';
import { forbidden, notFound } from '../../errors';
import { eventsPolicy, type EventAccess } from './events.policy';
import type { EventRow } from './events.mapper';

/** The user's role in the event's organization and in the event itself, as two correlated subqueries. */
const rolesOf = (userId: number | Placeholder) => ({
  orgRole: sql<OrganizationRole | null>`(select ou.role from ${organizationUsers} ou
    where ou.organization_id = ${qualified(events.organization_id)} and ou.user_id = ${userId})`,
  eventRole: sql<EventUserRole | null>`(select eu.role from ${eventUsers} eu
    where eu.event_id = ${qualified(events.id)} and eu.user_id = ${userId})`,
  banned: sql<boolean>`exists (select 1 from ${eventBans} eb where eb.event_id = ${qualified(events.id)} and eb.user_id = ${userId})`,
});

const accessQuery = preparedPer((db) =>
  db
    .select({ event: events, ...rolesOf(sql.placeholder('userId')) })
    .from(events)
    .where(eq(events.id, sql.placeholder('eventId')))
    .limit(1)
    .prepare('atria_event_access'),
);

/**
 * The event and who the user is to it, in one query; undefined when the event does not exist. Outside a
 * transaction the query is prepared once (it runs on most requests).
 */
export async function loadEventAccess(db: Db, eventId: number, userId: number): Promise<{ event: EventRow; access: EventAccess } | undefined> {
  const rows = isTransaction(db)
    ? await db
        .select({ event: events, ...rolesOf(userId) })
        .from(events)
        .where(eq(events.id, eventId))
        .limit(1)
    : await accessQuery(db).execute({ eventId, userId });
  const row = rows[0];
  if (!row) return undefined;
  return { event: row.event, access: { orgRole: row.orgRole ?? null, eventRole: row.eventRole ?? null, banned: row.banned } };
}

/** The event if the user may see it; NOT_FOUND otherwise (outsiders cannot tell it exists). */
export async function requireEventViewer(db: Db, eventId: number, userId: number) {
  const found = await loadEventAccess(db, eventId, userId);
  if (!found || !eventsPolicy.canView(found.access)) throw notFound('Event');
  return found;
}

/** The event if the user may edit it: NOT_FOUND for outsiders, FORBIDDEN for readers. */
export async function requireEventEditor(db: Db, eventId: number, userId: number) {
  const found = await requireEventViewer(db, eventId, userId);
  if (!eventsPolicy.canEdit(found.access)) throw forbidden('Only the event organizers can do this');
  return found;
}
