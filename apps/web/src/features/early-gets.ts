import { endpointUrl, endpoints } from '@atria/client';
import { parseAgendaSearch } from './agenda/search';
import { organizationsListRequest } from './organizations/requests';
import { daySessionsRequest } from './sessions/requests';
import { parseRouteId } from '../lib/event-paths';

/*
 * The routes' `staticData.earlyGets` (lib/route-prefetch.ts): the URLs their prefetches ask for first and can
 * name from the URL alone, spelled by the API client from the same endpoints and requests as the queries
 * (warm-up.test.ts checks that every such URL is fetched once).
 */

const eventUrl = (eventId: number) => endpointUrl(endpoints.events.get, { params: { id: eventId } });

/** prefetchAgenda: the event and, for day 1, its sessions (another day waits for the event's day count). */
export function agendaEarlyGets(params: Record<string, string>, search: Record<string, unknown>): string[] {
  const eventId = parseRouteId(params.eventId ?? '');
  if (eventId === null) return [];
  const { day = 1 } = parseAgendaSearch(search);
  if (day !== 1) return [eventUrl(eventId)];
  return [eventUrl(eventId), endpointUrl(endpoints.sessions.list, daySessionsRequest(eventId, 1, 1))];
}

/** prefetchEvent: the event. */
export function eventEarlyGets(params: Record<string, string>): string[] {
  const eventId = parseRouteId(params.eventId ?? '');
  return eventId === null ? [] : [eventUrl(eventId)];
}

/** prefetchSession: the session and its event. */
export function sessionEarlyGets(params: Record<string, string>): string[] {
  const eventId = parseRouteId(params.eventId ?? '');
  const sessionId = parseRouteId(params.sessionId ?? '');
  if (eventId === null || sessionId === null) return [];
  return [endpointUrl(endpoints.sessions.get, { params: { id: sessionId } }), eventUrl(eventId)];
}

/** The organizations list (the organizations page, and the first question of /app's landing decision). */
export function organizationsEarlyGets(): string[] {
  return [endpointUrl(endpoints.organizations.list, organizationsListRequest)];
}
