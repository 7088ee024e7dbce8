import type { MyAgenda } from '@atria/contracts/calendar';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { retryUnlessClientError } from '../../lib/query-retry';
import { myAgendaKeys } from './api';

/* The queries of My agenda's own pages (kept out of the agenda's cards, which need only api.ts). */

/** GET /users/me/agenda: the caller's bookmarks across every event they see. */
export function myAgendaQueryOptions() {
  return queryOptions({
    queryKey: myAgendaKeys.everywhere(),
    queryFn: ({ signal }) => api.bookmarks.myAgenda({ signal }),
    retry: retryUnlessClientError,
  });
}

/** My agenda in one event (`eventId`) or across every event: the same cache entries as the two queries above. */
export function agendaQueryOptions(eventId?: number) {
  const key: ReadonlyArray<string | number> =
    eventId === undefined ? myAgendaKeys.everywhere() : myAgendaKeys.event(eventId);
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }): Promise<MyAgenda> =>
      eventId === undefined
        ? api.bookmarks.myAgenda({ signal })
        : api.bookmarks.eventAgenda({ params: { id: eventId }, signal }),
    retry: retryUnlessClientError,
  });
}

/** GET /events/{id}/interest: bookmarks per session, for the event's editors. */
export function interestQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: myAgendaKeys.interest(eventId),
    queryFn: ({ signal }) => api.bookmarks.interest({ params: { id: eventId }, signal }),
    retry: retryUnlessClientError,
    staleTime: 30_000,
  });
}

/** GET /users/me/calendar-feed: whether the person has a personal feed. */
export function feedStatusQueryOptions() {
  return queryOptions({
    queryKey: myAgendaKeys.feed(),
    queryFn: ({ signal }) => api.calendar.feedStatus({ signal }),
    retry: retryUnlessClientError,
  });
}
