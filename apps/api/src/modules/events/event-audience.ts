import type { AppContext } from '../../context';
import { InvalidatedCache } from '../../lib/change-feed';
import { sessionsRepository } from '../sessions/sessions.repository';
import { sessionsPolicy } from '../sessions/sessions.policy';
import { loadEventAccess } from './events.access';
import { eventsPolicy } from './events.policy';

/** (event, user) pairs whose roles are held in memory at most, and for how long. */
const ACCESS_CACHE = { capacity: 20_000, ttlMs: 10_000 };

/**
 * Who the caller is to an event, as an audience: the answers of an event's shared reads (landing page,
 * participants, sessions, speakers) depend on the caller only through their roles, so they are held once per
 * audience and event rather than once per caller. The roles are held per (event, user) until a membership of
 * anyone changes (`user:<id>`, announced with every change of organization_users or event_users) or the event
 * moves to another organization (`event-access:<id>`): not for each edit of the event. A refusal is never held:
 * the route then runs its own check (and answers 404).
 */
export function eventAudiences(ctx: AppContext) {
  const access = new InvalidatedCache<string, string | undefined>(ctx.changes, { ...ACCESS_CACHE, dependsOn: ['user', 'event-access'], name: 'event access' });
  const sessionEvents = new InvalidatedCache<number, number | undefined>(ctx.changes, { ...ACCESS_CACHE, dependsOn: ['session'], name: 'session events' });
  const audience = (eventId: number, userId: number, canRead: typeof eventsPolicy.canView) =>
    access.read(`${eventId}:${userId}`, async () => {
      const found = await loadEventAccess(ctx.db, eventId, userId);
      return found && canRead(found.access) ? `${found.access.orgRole ?? '-'}/${found.access.eventRole ?? '-'}` : undefined;
    });
  return {
    /** The caller's audience of an event they may see; undefined otherwise. */
    forEvent: (eventId: number, userId: number): Promise<string | undefined> => audience(eventId, userId, eventsPolicy.canView),
    /** The caller's audience of a session's event, if they may read the session; undefined otherwise. */
    async forSession(sessionId: number, userId: number): Promise<{ eventId: number; audience: string } | undefined> {
      const eventId = await sessionEvents.read(sessionId, async () => (await sessionsRepository.findById(ctx.db, sessionId))?.event_id);
      if (eventId === undefined) return undefined;
      const found = await audience(eventId, userId, sessionsPolicy.canRead);
      return found === undefined ? undefined : { eventId, audience: found };
    },
  };
}

export type EventAudiences = ReturnType<typeof eventAudiences>;
