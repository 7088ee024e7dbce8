import type { QueryClient } from '@tanstack/react-query';
import { eventQueryOptions } from '../events';
import { sessionQueryOptions } from './api';
import { parseRouteId } from '../../lib/route-id';

/** The session page's two requests side by side: the session and its event (title, permissions). */
export function prefetchSession(queryClient: QueryClient, eventParam: string, sessionParam: string): void {
  const eventId = parseRouteId(eventParam);
  const sessionId = parseRouteId(sessionParam);
  if (eventId === null || sessionId === null) return;
  void queryClient.prefetchQuery(sessionQueryOptions(sessionId));
  void queryClient.prefetchQuery(eventQueryOptions(eventId));
}
