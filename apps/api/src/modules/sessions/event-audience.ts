import type { EventUserRole, OrganizationRole } from '@atria/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { InvalidatedCache } from '../../lib/change-feed';
import { eventAccessRepository, type AgendaInfoRow } from '../events/event-access.repository';
import { loadEventAccess } from '../events/events.access';
import type { EventRow } from '../events/events.mapper';
import { eventsPolicy, type EventAccess } from '../events/events.policy';
import { sessionsPolicy } from './sessions.policy';
import { sessionsRepository } from './sessions.repository';

/** (event, user) pairs whose roles are held in memory at most, and for how long. */
const ACCESS_CACHE = { capacity: 20_000, ttlMs: 10_000 };

/**
 * Who the caller is to an event, as an audience: the answers of an event's shared reads (landing page,
 * participants, sessions, speakers) depend on the caller only through their roles, so they are held once per
 * audience and event rather than once per caller. The roles are held per (event, user) until a membership of
 * anyone changes (`user:<id>`, announced with every change of organization_users or event_users) or the event
 * moves to another organization (`event-access:<id>`): not for each edit of the event. A refusal is never held:
 * the route then runs its own check (and answers 404). Built once per app (services.ts) and shared by the read
 * cache and the sessions service.
 */
export function createEventAudiences(ctx: AppContext) {
  const access = new InvalidatedCache<string, string | undefined>(ctx.changes, {
    ...ACCESS_CACHE,
    dependsOn: ['user', 'event-access'],
    name: 'event access',
  });
  const sessionEvents = new InvalidatedCache<number, number | undefined>(ctx.changes, {
    ...ACCESS_CACHE,
    dependsOn: ['session'],
    name: 'session events',
  });
  const audience = (
    eventId: number,
    userId: number,
    canRead: typeof eventsPolicy.canView,
    onEvent?: (row: EventRow) => void,
  ) =>
    access.read(`${eventId}:${userId}`, async () => {
      const found = await loadEventAccess(ctx.db, eventId, userId);
      if (found) onEvent?.(found.event);
      return found && canRead(found.access)
        ? `${found.access.orgRole ?? '-'}/${found.access.eventRole ?? '-'}`
        : undefined;
    });
  return {
    /** The caller's audience of an event, if held in memory (no query). */
    peekEvent: (eventId: number, userId: number): string | undefined => access.peek(`${eventId}:${userId}`),
    /** The caller's audience of a session's event, if held in memory (no query). */
    peekSession(sessionId: number, userId: number): { eventId: number; audience: string } | undefined {
      const eventId = sessionEvents.peek(sessionId);
      const audience = eventId === undefined ? undefined : access.peek(`${eventId}:${userId}`);
      return eventId === undefined || audience === undefined ? undefined : { eventId, audience };
    },
    /** The caller's audience of an event they may see; undefined otherwise. */
    forEvent: (eventId: number, userId: number, onEvent?: (row: EventRow) => void): Promise<string | undefined> =>
      audience(eventId, userId, eventsPolicy.canView, onEvent),
    /** The caller's audience of a session's event, if they may read the session; undefined otherwise. */
    async forSession(sessionId: number, userId: number): Promise<{ eventId: number; audience: string } | undefined> {
      const eventId = await sessionEvents.read(
        sessionId,
        async () => (await sessionsRepository.findById(ctx.db, sessionId))?.event_id,
      );
      if (eventId === undefined) return undefined;
      const found = await audience(eventId, userId, sessionsPolicy.canRead);
      return found === undefined ? undefined : { eventId, audience: found };
    },
  };
}

export type EventAudiences = ReturnType<typeof createEventAudiences>;

/** The roles an audience (`forEvent`'s answer) stands for: someone who may see the event, so never banned. */
export function accessOfAudience(audience: string): EventAccess {
  const [org = '-', event = '-'] = audience.split('/');
  return {
    orgRole: org === '-' ? null : (org as OrganizationRole),
    eventRole: event === '-' ? null : (event as EventUserRole),
    banned: false,
  };
}

/**
 * What the sessions list needs of its event, with the agenda version, for a caller who may see the event:
 * the caller's roles come from the event's audiences (held per event and user until a membership changes), the
 * event's columns from memory per event until the event changes (every agenda change moves its version, which
 * announces it), each on any instance (ChangeFeed). The returned function throws NOT_FOUND unless the user may
 * see the event.
 */
export function agendaViewerCheck(ctx: AppContext, audiences: EventAudiences) {
  const info = new InvalidatedCache<number, AgendaInfoRow | undefined>(ctx.changes, {
    ...ACCESS_CACHE,
    dependsOn: ['event', 'event-access'],
    name: 'agenda events',
  });
  return async function requireAgendaViewer(db: Db, eventId: number, userId: number): Promise<AgendaInfoRow> {
    // The roles first: the event's row is read with them when they are not held (one query for both, kept
    // only if the event did not change since), after them otherwise.
    const since = info.generation;
    let read: AgendaInfoRow | undefined;
    const audience = await audiences.forEvent(eventId, userId, (e) => {
      read = {
        id: e.id,
        title: e.title,
        start_date: e.start_date,
        time_zone: e.time_zone,
        organization_id: e.organization_id,
        day_count: e.day_count,
        agenda_version: e.agenda_version,
      };
    });
    if (audience === undefined) throw notFound('Event');
    const row = await info.read(
      eventId,
      async () => read ?? (await eventAccessRepository.findAgendaInfo(db, eventId)),
      Date.now(),
      since,
    );
    if (!row) throw notFound('Event');
    return row;
  };
}
