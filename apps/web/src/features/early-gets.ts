import { apiUrl } from '../lib/api-url';
import { parseAgendaSearch } from './agenda/search';
import { eventPath } from './events/api-paths';
import { organizationsList } from './organizations/api-paths';
import { daySessionsPage, sessionPath } from './sessions/api-paths';
import { parseRouteId } from './sessions/paths';

/*
 * The routes' `staticData.earlyGets` (lib/route-prefetch.ts): the URLs their prefetches ask for first and can
 * name from the URL alone. Each mirrors a prefetch (warm-up.test.ts checks that every such URL is fetched once).
 */

/** prefetchAgenda: the event and, for day 1, its sessions (another day waits for the event's day count). */
export function agendaEarlyGets(params: Record<string, string>, search: Record<string, unknown>): string[] {
  const eventId = parseRouteId(params.eventId ?? '');
  if (eventId === null) return [];
  const { day = 1 } = parseAgendaSearch(search);
  if (day !== 1) return [apiUrl(eventPath(eventId))];
  const sessions = daySessionsPage(eventId, 1, 1);
  return [apiUrl(eventPath(eventId)), apiUrl(sessions.path, sessions.query)];
}

/** prefetchEvent: the event. */
export function eventEarlyGets(params: Record<string, string>): string[] {
  const eventId = parseRouteId(params.eventId ?? '');
  return eventId === null ? [] : [apiUrl(eventPath(eventId))];
}

/** prefetchSession: the session and its event. */
export function sessionEarlyGets(params: Record<string, string>): string[] {
  const eventId = parseRouteId(params.eventId ?? '');
  const sessionId = parseRouteId(params.sessionId ?? '');
  if (eventId === null || sessionId === null) return [];
  return [apiUrl(sessionPath(sessionId)), apiUrl(eventPath(eventId))];
}

/** The organizations list (the organizations page, and the first question of /app's landing decision). */
export function organizationsEarlyGets(): string[] {
  return [apiUrl(organizationsList.path, organizationsList.query)];
}
