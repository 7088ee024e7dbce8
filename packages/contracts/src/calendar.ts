import { z } from 'zod';
import { SessionStatus, SessionType } from './enums';

/**
 * Event time zones, personal agendas (bookmarks) and calendar feeds (docs/calendar.md).
 * Exported from the barrel and as `@atria/contracts/calendar`.
 */

export const TIME_ZONE_INVALID = 'Unknown time zone: use an IANA name such as Europe/Berlin';

/** Message for a local time skipped by a daylight-saving switch (the zone is named so the person sees why). */
export const timeDoesNotExist = (zone: string): string => `This time does not exist in ${zone} (clocks move forward)`;

/** Each `/`-separated part starts with a capital letter, as IANA names do ('Europe/Berlin', 'Etc/GMT+5', 'UTC'). */
const IANA_SHAPE = /^[A-Z][A-Za-z0-9_+-]*(\/[A-Z][A-Za-z0-9_+-]*)*$/;

/**
 * True for a time zone name of the IANA database that this runtime knows (the browser's or Node's ICU data).
 * Offsets ('+02:00') and lower-cased spellings are refused so one zone is stored under one spelling.
 */
export function isIanaTimeZone(name: string): boolean {
  if (!IANA_SHAPE.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An event's time zone field. */
export const TimeZone = z.string({ error: TIME_ZONE_INVALID }).trim().refine(isIanaTimeZone, TIME_ZONE_INVALID);
export type TimeZone = z.infer<typeof TimeZone>;

/** The event a bookmarked session belongs to, as "My agenda" shows it. */
export const AgendaEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  time_zone: z.string(),
});
export type AgendaEvent = z.infer<typeof AgendaEvent>;

/** One bookmarked session: event-local date and times, the same moment as UTC instants, and what it clashes with. */
export const AgendaItem = z.object({
  session_id: z.number().int(),
  title: z.string(),
  session_type: SessionType,
  status: SessionStatus,
  day_number: z.number().int(),
  /** Event-local `YYYY-MM-DD`. */
  date: z.string(),
  /** Event-local `HH:MM`. */
  start_time: z.string(),
  end_time: z.string(),
  /** ISO 8601 UTC instants. */
  starts_at: z.string(),
  ends_at: z.string(),
  event: AgendaEvent,
  bookmarked_at: z.string(),
  /** Other bookmarked sessions (any event) whose time overlaps this one; cancelled sessions clash with nothing. */
  clashes_with: z.array(z.number().int()),
});
export type AgendaItem = z.infer<typeof AgendaItem>;

export const MyAgenda = z.object({ items: z.array(AgendaItem) });
export type MyAgenda = z.infer<typeof MyAgenda>;

export const BookmarkState = z.object({ session_id: z.number().int(), bookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof BookmarkState>;

/** Interest per session of an event, for its organizers. */
export const SessionInterest = z.object({
  session_id: z.number().int(),
  title: z.string(),
  bookmarks: z.number().int(),
});
export const SessionInterestList = z.object({ sessions: z.array(SessionInterest) });
export type SessionInterestList = z.infer<typeof SessionInterestList>;

/** The personal feed's secret URL, shown once when made; only its hash is kept. */
export const CalendarFeedToken = z.object({ token: z.string(), path: z.string(), created_at: z.string() });
export type CalendarFeedToken = z.infer<typeof CalendarFeedToken>;

/** Whether the caller has a personal feed, and since when (its token is never shown again). */
export const CalendarFeedStatus = z.object({ active: z.boolean(), created_at: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatus>;

/** An iCalendar (RFC 5545) file, sent as `text/calendar`. */
export const IcsFile = z.string().describe('An iCalendar (RFC 5545) file');
