import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { retryUnlessClientError } from '../../lib/query-retry';

/** Query keys of My agenda, interest counts and the calendar feed; a bookmark change invalidates `all`. */
export const myAgendaKeys = {
  all: ['my-agenda'] as const,
  event: (eventId: number) => ['my-agenda', 'event', eventId] as const,
  everywhere: () => ['my-agenda', 'all-events'] as const,
  interest: (eventId: number) => ['my-agenda', 'interest', eventId] as const,
  feed: () => ['calendar-feed'] as const,
};

/** GET /events/{id}/my-agenda: the caller's bookmarks in the event, in time order, with clashes. */
export function eventAgendaQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: myAgendaKeys.event(eventId),
    queryFn: ({ signal }) => api.bookmarks.eventAgenda({ params: { id: eventId }, signal }),
    retry: retryUnlessClientError,
    staleTime: 30_000,
  });
}
