import { z } from 'zod';
import { IdParams } from '../common';
import {
  BookmarkState,
  CalendarFeedStatus,
  CalendarFeedToken,
  IcsFile,
  MyAgenda,
  SessionInterestList,
} from '../calendar';
import { NoContent, defineRoutes, errors } from './route';

/** Personal agendas, calendar files and the personal feed (docs/calendar.md). */

const bookmarkTags = ['bookmarks'] as const;
const calendarTags = ['calendar'] as const;
const ICS = { mediaType: 'text/calendar' } as const;

export const bookmarksRoutes = defineRoutes({
  add: {
    method: 'PUT',
    path: '/sessions/:id/bookmark',
    auth: 'bearer',
    tags: bookmarkTags,
    summary: 'Bookmark a session for yourself (again changes nothing)',
    params: IdParams,
    responses: { 200: BookmarkState, ...errors(401, 404) },
  },
  remove: {
    method: 'DELETE',
    path: '/sessions/:id/bookmark',
    auth: 'bearer',
    tags: bookmarkTags,
    summary: 'Remove your bookmark of a session (a missing one changes nothing)',
    params: IdParams,
    responses: { 200: BookmarkState, ...errors(401, 404) },
  },
  eventAgenda: {
    method: 'GET',
    path: '/events/:id/my-agenda',
    auth: 'bearer',
    tags: bookmarkTags,
    summary: 'Your bookmarked sessions of one event, in time order, with clashes (across all your events)',
    params: IdParams,
    responses: { 200: MyAgenda, ...errors(401, 404) },
  },
  myAgenda: {
    method: 'GET',
    path: '/users/me/agenda',
    auth: 'bearer',
    tags: bookmarkTags,
    summary: 'Your bookmarked sessions across every event you can see, in time order, with clashes',
    responses: { 200: MyAgenda, ...errors(401) },
  },
  interest: {
    method: 'GET',
    path: '/events/:id/interest',
    auth: 'bearer',
    tags: bookmarkTags,
    summary: 'How many people bookmarked each session (event organizers)',
    params: IdParams,
    responses: { 200: SessionInterestList, ...errors(401, 403, 404) },
  },
});

export const calendarRoutes = defineRoutes({
  sessionFile: {
    method: 'GET',
    path: '/sessions/:id/calendar.ics',
    auth: 'bearer',
    tags: calendarTags,
    summary: 'One session as an iCalendar file ("Add to calendar")',
    params: IdParams,
    download: ICS,
    responses: { 200: IcsFile, ...errors(401, 404) },
  },
  eventFile: {
    method: 'GET',
    path: '/events/:id/calendar.ics',
    auth: 'bearer',
    tags: calendarTags,
    summary: "An event's whole agenda as an iCalendar file",
    params: IdParams,
    download: ICS,
    responses: { 200: IcsFile, ...errors(401, 404) },
  },
  feedStatus: {
    method: 'GET',
    path: '/users/me/calendar-feed',
    auth: 'bearer',
    tags: calendarTags,
    summary: 'Whether you have a personal calendar feed (its secret URL is only shown when made)',
    responses: { 200: CalendarFeedStatus, ...errors(401) },
  },
  createFeed: {
    method: 'POST',
    path: '/users/me/calendar-feed',
    auth: 'bearer',
    tags: calendarTags,
    summary: 'Make a new secret feed URL; the previous one stops working at once',
    responses: { 201: CalendarFeedToken, ...errors(401) },
  },
  removeFeed: {
    method: 'DELETE',
    path: '/users/me/calendar-feed',
    auth: 'bearer',
    tags: calendarTags,
    summary: 'Turn your personal feed off; its URL then answers 404',
    responses: { 204: NoContent, ...errors(401) },
  },
  feed: {
    method: 'GET',
    path: '/calendar/feeds/:token.ics',
    auth: 'public',
    tags: calendarTags,
    summary: 'A personal calendar feed, for calendar apps (the secret token is the credential)',
    description:
      'Answers with ETag and Last-Modified; If-None-Match (or, without it, If-Modified-Since) matching the current copy gets 304 and no body. An unknown or revoked token gets the same 404. Each client IP may make CALENDAR_FEED_RATE_LIMIT_PER_MINUTE requests a minute (429 with Retry-After past it).',
    params: z.object({ token: z.string().min(1).max(100) }),
    download: ICS,
    responses: { 200: IcsFile, 304: z.null().describe('Not modified'), ...errors(404, 429) },
  },
});
