import type { AgendaItem, MyAgenda } from '@atria/contracts/calendar';
import type { Session } from '@atria/contracts/zod-free';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { eventDayDate, slotInstants } from '../../lib/dates';
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

/** The agenda entry a bookmark will add, made from the session while the server answers (no clashes yet). */
function provisionalItem(session: Session): AgendaItem {
  const { start, end } = slotInstants(session);
  return {
    session_id: session.id,
    title: session.title,
    session_type: session.session_type,
    status: session.status,
    day_number: session.day_number,
    date: eventDayDate(session.event.start_date, session.day_number) ?? session.event.start_date,
    start_time: session.start_time,
    end_time: session.end_time,
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    event: { id: session.event.id, title: session.event.title, time_zone: session.event.time_zone },
    bookmarked_at: new Date().toISOString(),
    clashes_with: [],
  };
}

/**
 * Bookmarks or un-bookmarks a session. The event's agenda (and a removal from My agenda across events) changes
 * at once, so the star follows before the server answers, and goes back if the request fails; afterwards every
 * My agenda and the interest counts are asked again (clashes come from the server).
 */
export function useToggleBookmark(target: { sessionId: number; eventId: number; session?: Session }) {
  const queryClient = useQueryClient();
  const eventKey = myAgendaKeys.event(target.eventId);
  const everywhereKey = myAgendaKeys.everywhere();
  return useMutation({
    mutationFn: (bookmarked: boolean) =>
      bookmarked
        ? api.bookmarks.add({ params: { id: target.sessionId } })
        : api.bookmarks.remove({ params: { id: target.sessionId } }),
    onMutate: async (bookmarked) => {
      await queryClient.cancelQueries({ queryKey: myAgendaKeys.all });
      const before = queryClient.getQueryData<MyAgenda>(eventKey);
      const beforeEverywhere = queryClient.getQueryData<MyAgenda>(everywhereKey);
      const without = (agenda: MyAgenda) => agenda.items.filter((item) => item.session_id !== target.sessionId);
      if (bookmarked && target.session) {
        const items = [...(before ? without(before) : []), provisionalItem(target.session)];
        queryClient.setQueryData<MyAgenda>(eventKey, {
          items: items.sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
        });
      } else if (!bookmarked) {
        if (before) queryClient.setQueryData<MyAgenda>(eventKey, { items: without(before) });
        if (beforeEverywhere) queryClient.setQueryData<MyAgenda>(everywhereKey, { items: without(beforeEverywhere) });
      }
      return { before, beforeEverywhere };
    },
    onError: (_error, _bookmarked, context) => {
      if (context?.before) queryClient.setQueryData(eventKey, context.before);
      if (context?.beforeEverywhere) queryClient.setQueryData(everywhereKey, context.beforeEverywhere);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAgendaKeys.all }),
  });
}

/** Saves text as a file through the browser (the `.ics` routes need the bearer token, so no plain link). */
function saveFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET /sessions/{id}/calendar.ics, saved as `session-<id>.ics`. */
export async function downloadSessionIcs(sessionId: number): Promise<void> {
  saveFile(await api.calendar.sessionFile({ params: { id: sessionId } }), `session-${sessionId}.ics`);
}

/** GET /events/{id}/calendar.ics, saved as `event-<id>.ics`. */
export async function downloadEventIcs(eventId: number): Promise<void> {
  saveFile(await api.calendar.eventFile({ params: { id: eventId } }), `event-${eventId}.ics`);
}

export const createFeed = () => api.calendar.createFeed();
export const removeFeed = () => api.calendar.removeFeed();
