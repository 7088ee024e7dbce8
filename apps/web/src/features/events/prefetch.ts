import type { QueryClient } from '@tanstack/react-query';
import { parseRouteId } from '../../lib/route-id';
import { eventQueryOptions } from './api';

/** An event page's first request: the event (also what the side navigation asks for). */
export function prefetchEvent(queryClient: QueryClient, eventParam: string): void {
  const eventId = parseRouteId(eventParam);
  if (eventId !== null) void queryClient.prefetchQuery(eventQueryOptions(eventId));
}
