import { sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../db/qualified';
import { eventUsers, events, organizationUsers } from '../../db/schema';

/**
 * SQL condition: the user may see the event of the row (`events` must be in the query). The same rule as
 * eventsPolicy.canView — a member of the event's organization, or a participant of the event — for queries that
 * span many events, where checking each one in code would cost a query per event.
 */
export function eventVisibleTo(userId: number): SQL {
  return sql`(exists (select 1 from ${organizationUsers} ou where ou.organization_id = ${qualified(events.organization_id)} and ou.user_id = ${userId})
    or exists (select 1 from ${eventUsers} eu where eu.event_id = ${qualified(events.id)} and eu.user_id = ${userId}))`;
}
