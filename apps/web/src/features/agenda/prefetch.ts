import type { QueryClient } from '@tanstack/react-query';
import { eventQueryOptions } from '../events';
import { daySessionsQueryOptions } from '../sessions';
import { parseRouteId } from '../../lib/route-id';
import { agendaDay } from './search';

/**
 * The agenda's two requests side by side instead of one after the other: the event, and the day's sessions.
 * Day 1 needs no event to be known; another day is clamped to the event's days first, exactly as the page does.
 */
export function prefetchAgenda(queryClient: QueryClient, eventParam: string, day = 1): void {
  const eventId = parseRouteId(eventParam);
  if (eventId === null) return;
  const eventQuery = eventQueryOptions(eventId);
  const event = queryClient.prefetchQuery(eventQuery);
  if (day === 1) {
    void queryClient.prefetchQuery(daySessionsQueryOptions(eventId, 1));
    return;
  }
  void event.then(() => {
    const dayCount = queryClient.getQueryData(eventQuery.queryKey)?.day_count;
    if (dayCount) void queryClient.prefetchQuery(daySessionsQueryOptions(eventId, agendaDay(day, dayCount)));
  });
}
