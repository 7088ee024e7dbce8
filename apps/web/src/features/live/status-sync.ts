import type { SessionStatusChanged } from '@atria/contracts/live';
import type { EventDetail, Session } from '@atria/contracts/zod-free';
import type { QueryClient } from '@tanstack/react-query';

/*
 * A session's status changed (an organizer set it LIVE, COMPLETED...): every cached copy of that session takes the
 * new status at once, so the session page, the agenda and the event home show it without a reload. Only caches
 * that hold the session are touched; nothing is fetched. The keys are those of the sessions and events features
 * (sessionKeys, eventKeys), written out here so this module stays free of their API code: it travels with the
 * chat, which every signed-in page loads.
 */

function withStatus<T extends { status: Session['status'] }>(item: T, status: Session['status']): T {
  if (item.status === status) return item;
  return 'is_live' in item ? { ...item, status, is_live: status === 'LIVE' } : { ...item, status };
}

/** Applies a `session_status_changed` to the session, the agenda day lists and the event detail in the cache. */
export function applySessionStatus(queryClient: QueryClient, change: SessionStatusChanged): void {
  const { session_id: sessionId, event_id: eventId, status } = change;
  queryClient.setQueryData<Session>(['sessions', 'detail', sessionId], (session) =>
    session ? withStatus(session, status) : session,
  );
  queryClient.setQueriesData<Session[]>({ queryKey: ['sessions', 'list', eventId] }, (day) => {
    if (!Array.isArray(day) || !day.some((s) => s.id === sessionId)) return day;
    return day.map((s) => (s.id === sessionId ? withStatus(s, status) : s));
  });
  queryClient.setQueryData<EventDetail>(['events', 'detail', eventId], (event) => {
    if (!event?.sessions.some((s) => s.id === sessionId)) return event;
    return { ...event, sessions: event.sessions.map((s) => (s.id === sessionId ? withStatus(s, status) : s)) };
  });
}
