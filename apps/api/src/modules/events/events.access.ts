import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { eventAccessRepository } from './event-access.repository';
import { eventsPolicy, type EventAccess } from './events.policy';
import type { EventRow } from './events.mapper';

/**
 * The event and who the user is to it, in one query; undefined when the event does not exist. Outside a
 * transaction the query is prepared once (it runs on most requests).
 */
export async function loadEventAccess(
  db: Db,
  eventId: number,
  userId: number,
): Promise<{ event: EventRow; access: EventAccess } | undefined> {
  const row = await eventAccessRepository.findWithRoles(db, eventId, userId);
  if (!row) return undefined;
  return {
    event: row.event,
    access: { orgRole: row.orgRole ?? null, eventRole: row.eventRole ?? null, banned: row.banned },
  };
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
