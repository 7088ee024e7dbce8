import { tzName, tzOffset } from '@date-fns/tz';
import {
  addDays as addCalendarDays,
  addMinutes,
  differenceInCalendarDays,
  intlFormat,
  isValid,
  lightFormat,
  parseISO,
} from 'date-fns';
import { currentLocale, translate } from './i18n/i18n';
import { intlLocale } from './i18n/locales';
import { invalidDate } from './invalid-date';

export { invalidDate };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * 'MMMM d, yyyy' as Intl writes it in US English ('May 1, 2031'): the same text as date-fns' `format`, without
 * shipping its locale tables to the agenda (bundle budget, docs/architecture.md#web-app).
 */
const LONG_DATE = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const EN_US = { locale: 'en-US' };

/**
 * The language dates are written in (docs/i18n.md#dates): null for English, whose formats are the product's own
 * ('May 1, 2031', '9:00 AM'); else the chosen language's `Intl` locale ('1. Mai 2031', '09:00').
 */
function otherLocale(): string | null {
  const tag = intlLocale(currentLocale());
  return tag === 'en' ? null : tag;
}

/**
 * A calendar date `YYYY-MM-DD` as local midnight of that day, or null when it is not a real date (2031-02-30).
 * Calendar dates carry no time zone: they are read, counted and written in local time, where date-fns' calendar
 * functions (addDays, differenceInCalendarDays) step over clock changes, so no day is ever lost or doubled.
 */
export function parseIsoDate(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** `YYYY-MM-DD` plus a number of days, or null for an invalid date. */
export function addDays(isoDate: string, days: number): string | null {
  const date = parseIsoDate(isoDate);
  return date ? lightFormat(addCalendarDays(date, days), 'yyyy-MM-dd') : null;
}

/** Days from start to end, both included (a one-day event is 1); null when either is invalid or end < start. */
export function daysInclusive(startDate: string, endDate: string): number | null {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (!start || !end || end < start) return null;
  return differenceInCalendarDays(end, start) + 1;
}

/** The calendar date of day N (1-based) of an event that starts on `startDate`. */
export function eventDayDate(startDate: string, dayNumber: number): string | null {
  return Number.isInteger(dayNumber) ? addDays(startDate, dayNumber - 1) : null;
}

/**
 * 'MMMM d, yyyy', e.g. 'May 1, 2031'. A `YYYY-MM-DD` string is read as a calendar date; any other string or a
 * Date as an instant shown in local time. Unreadable input gives 'Invalid date'.
 */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return invalidDate();
  const date = typeof value !== 'string' ? value : ISO_DATE.test(value) ? parseIsoDate(value) : parseISO(value);
  if (!date || !isValid(date)) return invalidDate();
  const other = otherLocale();
  return intlFormat(date, LONG_DATE, other ? { locale: other } : EN_US);
}

/** 'Day N - MMMM d, yyyy' (Event Day on the session page and the day choices of the session form). */
export function formatEventDay(startDate: string, dayNumber: number): string {
  return translate('dates.eventDay', { number: dayNumber, date: formatLongDate(eventDayDate(startDate, dayNumber)) });
}

const TIME_24 = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
const TIME_12 = /^(0?[1-9]|1[0-2]):([0-5]\d)\s*([AaPp])\.?[Mm]\.?$/;

/**
 * Minutes after midnight of a time of day: 'HH:MM' or 'HH:MM:SS' (24 h, what the API sends) or '09:00 AM'
 * (12 h, which the agenda may also meet, docs/product.md#data-fields). Null for anything else.
 */
export function parseTimeToMinutes(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  const h24 = TIME_24.exec(text);
  if (h24) return Number(h24[1]) * 60 + Number(h24[2]);
  const h12 = TIME_12.exec(text);
  if (!h12) return null;
  const hours = Number(h12[1]) % 12;
  const pm = h12[3]?.toUpperCase() === 'P';
  return (hours + (pm ? 12 : 0)) * 60 + Number(h12[2]);
}

/** Minutes after midnight as 'h:mm a', e.g. '9:00 AM', '12:30 PM', written on a day without a clock change. */
export function formatMinutes12(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) return invalidDate();
  const time = addMinutes(new Date(2000, 0, 1), minutes);
  const other = otherLocale();
  return other
    ? new Intl.DateTimeFormat(other, { hour: 'numeric', minute: '2-digit' }).format(time)
    : lightFormat(time, 'h:mm a');
}

/** A session time in 12-hour form 'h:mm a'; 'Invalid date' when it cannot be read. */
export function formatTime12(value: string | null | undefined): string {
  const minutes = parseTimeToMinutes(value);
  return minutes === null ? invalidDate() : formatMinutes12(minutes);
}

/** 'h:mm a - h:mm a' for a session's start and end. */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime12(start)} - ${formatTime12(end)}`;
}

/** A number of minutes written like the API's formatted_duration: '1h 30m', '2h', '45m'. */
export function formatDurationMinutes(total: number): string {
  if (!Number.isFinite(total) || total < 0) return invalidDate();
  const hours = Math.floor(total / 60);
  const minutes = Math.round(total % 60);
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

/** The duration between two session times; 'Invalid date' when either is unreadable or end is before start. */
export function formatDuration(start: string, end: string): string {
  const from = parseTimeToMinutes(start);
  const to = parseTimeToMinutes(end);
  return from === null || to === null || to < from ? invalidDate() : formatDurationMinutes(to - from);
}

/*
 * Event time zones (docs/calendar.md#time-zones). A session is stored as its event's local day and wall-clock
 * times; the event's IANA zone turns them into instants. The rules match the API's (apps/api/src/lib/event-time.ts):
 * a time that happens twice (a daylight-saving overlap) means its first occurrence, and a stored time that fell
 * into a gap is read with the offset in force before the switch.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The wall time read as if it were UTC (milliseconds): the zone-free number the rules work on. */
function wallClockMs(date: string, time: string): number {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const minutes = parseTimeToMinutes(time) ?? 0;
  return Date.UTC(y, mo - 1, d) + minutes * MINUTE_MS;
}

/** The zone's offset in minutes east of UTC at an instant (0 for a zone the runtime does not know). */
function offsetMinutes(zone: string, instantMs: number): number {
  const offset = tzOffset(zone, new Date(instantMs));
  return Number.isFinite(offset) ? offset : 0;
}

/**
 * The instant an event-local date (`YYYY-MM-DD`) and time (`HH:MM`) stand for in `zone`: the earlier one in an
 * overlap; in a gap, the wall time read with the offset before the switch (it moves forward by the gap).
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const wall = wallClockMs(date, time);
  const offsets = [...new Set([wall - DAY_MS, wall, wall + DAY_MS].map((t) => offsetMinutes(zone, t)))];
  const exact = offsets
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => offsetMinutes(zone, instant) * MINUTE_MS === wall - instant)
    .sort((a, b) => a - b)[0];
  return new Date(exact ?? wall - offsetMinutes(zone, wall - DAY_MS) * MINUTE_MS);
}

/** What a session needs to be placed in time: its event's start date and zone, its day and wall-clock times. */
export interface ZonedSlot {
  day_number: number;
  start_time: string;
  end_time: string;
  event: { start_date: string; time_zone: string };
}

/** A session's start and end instants. */
export function slotInstants(slot: ZonedSlot): { start: Date; end: Date } {
  const date = eventDayDate(slot.event.start_date, slot.day_number) ?? slot.event.start_date;
  const zone = slot.event.time_zone;
  return { start: zonedInstant(date, slot.start_time, zone), end: zonedInstant(date, slot.end_time, zone) };
}

/** The zone's short name at an instant as US English writes it ('EST', 'GMT+1', 'UTC'). */
export function zoneAbbreviation(zone: string, instant: Date): string {
  try {
    return tzName(zone, instant, 'short');
  } catch {
    return zone;
  }
}

/** The viewer's own zone (the browser's), or UTC when the browser names none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * An instant's wall-clock time in `zone` as 'h:mm a' ('9:00 AM'), like the agenda writes event-local times; in
 * another language as that language writes a time ('14:05'), like formatMinutes12.
 */
export function formatTimeInZone(instant: Date, zone: string): string {
  if (!isValid(instant)) return invalidDate();
  const other = otherLocale();
  if (other)
    return new Intl.DateTimeFormat(other, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(instant);
  // Newer ICU puts a narrow no-break space before AM/PM; the agenda writes a plain space.
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(instant)
    .replace(/\s/gu, ' ');
}

/** An instant's calendar date in `zone` as `YYYY-MM-DD`. */
export function isoDateInZone(instant: Date, zone: string): string {
  if (!isValid(instant)) return invalidDate();
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** An instant's date in `zone` as a short weekday and date, by default in the chosen language ('Tue, Mar 3'). */
export function formatShortDateInZone(instant: Date, zone: string, locale = otherLocale() ?? 'en-US'): string {
  if (!isValid(instant)) return invalidDate();
  return new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }).format(
    instant,
  );
}
