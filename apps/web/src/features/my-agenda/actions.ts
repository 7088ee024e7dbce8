import type { AgendaItem, MyAgenda } from '@atria/contracts/calendar';
import type { Session } from '@atria/contracts/zod-free';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { eventDayDate, slotInstants } from '../../lib/dates';
import { myAgendaKeys } from './api';

/* What My agenda does (bookmarks, downloads, the feed), apart from its queries so pages load it when used. */

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

/** Which session a star stands for; `session` (when at hand) lets a new bookmark show before the server answers. */
export interface BookmarkTarget {
  sessionId: number;
  eventId: number;
  session?: Session;
}

/**
 * Bookmarks or un-bookmarks a session. The event's agenda (and a removal from My agenda across events) changes
 * at once, so the star follows before the server answers, and goes back if the request fails; afterwards every
 * My agenda and the interest counts are asked again (clashes come from the server). Loaded on the first click, so
 * the agenda's own code stays small.
 */
export async function toggleBookmark(queryClient: QueryClient, target: BookmarkTarget, bookmarked: boolean) {
  const eventKey = myAgendaKeys.event(target.eventId);
  const everywhereKey = myAgendaKeys.everywhere();
  await queryClient.cancelQueries({ queryKey: myAgendaKeys.all });
  const before = queryClient.getQueryData<MyAgenda>(eventKey);
  const beforeEverywhere = queryClient.getQueryData<MyAgenda>(everywhereKey);
  const without = (agenda: MyAgenda) => agenda.items.filter((item) => item.session_id !== target.sessionId);
  if (bookmarked && target.session) {
    const items = [...(before ? without(before) : []), provisionalItem(target.session)];
    queryClient.setQueryData<MyAgenda>(eventKey, {
      items: items.sort((x, y) => x.starts_at.localeCompare(y.starts_at)),
    });
  } else if (!bookmarked) {
    if (before) queryClient.setQueryData<MyAgenda>(eventKey, { items: without(before) });
    if (beforeEverywhere) queryClient.setQueryData<MyAgenda>(everywhereKey, { items: without(beforeEverywhere) });
  }
  try {
    await (bookmarked
      ? api.bookmarks.add({ params: { id: target.sessionId } })
      : api.bookmarks.remove({ params: { id: target.sessionId } }));
  } catch (error) {
    if (before) queryClient.setQueryData(eventKey, before);
    if (beforeEverywhere) queryClient.setQueryData(everywhereKey, beforeEverywhere);
    throw error;
  } finally {
    await queryClient.invalidateQueries({ queryKey: myAgendaKeys.all });
  }
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
