import { TZDate, tzName, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import { timeDoesNotExist } from '@atria/contracts/calendar';

/**
 * Event-local wall times and the instants they stand for (docs/calendar.md#time-zones).
 *
 * Sessions are stored as the event's local date (start_date + day_number - 1) and local `HH:MM` times; the
 * event's IANA zone turns them into instants. Two rules settle the daylight-saving edge cases:
 * - a local time skipped by a switch (a gap) has no instant: new input is refused (`resolveLocalTime`), and a
 *   stored time that a later change put into a gap is read with the offset in force before the switch, which
 *   moves it forward by the gap (`sessionInstants`; PostgreSQL and TZDate read such times the same way);
 * - a local time that happens twice (an overlap) means its first occurrence.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Milliseconds of the wall time read as if it were UTC: the zone-free number the rules work on. */
function wallClock(date: string, time: string): number {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** The zone's offsets (minutes east of UTC) around a wall time: one, or two when a switch is near. */
function offsetsAround(wall: number, zone: string): number[] {
  return [...new Set([wall - DAY, wall, wall + DAY].map((t) => tzOffset(zone, new Date(t))))];
}

/** Every instant a wall time (ms, read as UTC) stands for in `zone`, earliest first: none in a gap, two in an overlap. */
function occurrences(wall: number, zone: string): number[] {
  return offsetsAround(wall, zone)
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => tzOffset(zone, new Date(instant)) * MINUTE === wall - instant)
    .sort((a, b) => a - b);
}

/**
 * The instant a local date and time stand for in `zone`: null in a gap, the earlier instant in an overlap.
 * `date` is `YYYY-MM-DD`, `time` `HH:MM` or `HH:MM:SS`.
 */
export function zonedInstant(date: string, time: string, zone: string): Date | null {
  const first = occurrences(wallClock(date, time), zone)[0];
  return first === undefined ? null : new Date(first);
}

/** Whether the instant's local time in `zone` happens twice (it lies in a daylight-saving overlap). */
export function isRepeatedLocalTime(instant: Date, zone: string): boolean {
  const wall = instant.getTime() + tzOffset(zone, instant) * MINUTE;
  return occurrences(wall, zone).length > 1;
}

export type LocalTimeResolution = { ok: true; instant: Date } | { ok: false; message: string };

/** For new input: the instant, or the message refusing a time that does not exist in the zone. */
export function resolveLocalTime(date: string, time: string, zone: string): LocalTimeResolution {
  const instant = zonedInstant(date, time, zone);
  return instant ? { ok: true, instant } : { ok: false, message: timeDoesNotExist(zone) };
}

/** For stored data: like `zonedInstant`, but a time in a gap is read with the offset before the switch. */
function lenientInstant(date: string, time: string, zone: string): Date {
  const exact = zonedInstant(date, time, zone);
  if (exact) return exact;
  const wall = wallClock(date, time);
  return new Date(wall - tzOffset(zone, new Date(wall - DAY)) * MINUTE);
}

/** The event-local date of an event's day (day 1 is the start date). */
export function localDate(startDate: string, dayNumber: number): string {
  // Plain calendar arithmetic on the date read as UTC: no zone can shift it (and it runs for every feed entry).
  return new Date(wallClock(startDate, '00:00') + (dayNumber - 1) * DAY).toISOString().slice(0, 10);
}

export interface EventClock {
  start_date: string;
  time_zone: string;
}
export interface SessionSlot {
  day_number: number;
  start_time: string;
  end_time: string;
}

/** A stored session's start and end instants. */
export function sessionInstants(event: EventClock, slot: SessionSlot): { start: Date; end: Date } {
  const date = localDate(event.start_date, slot.day_number);
  return {
    start: lenientInstant(date, slot.start_time, event.time_zone),
    end: lenientInstant(date, slot.end_time, event.time_zone),
  };
}

/** An instant as the event shows it: local date, `HH:MM`, and the zone's short name then (e.g. 'EDT', 'GMT+2'). */
export function toEventLocal(instant: Date, zone: string): { date: string; time: string; abbreviation: string } {
  const local = new TZDate(instant.getTime(), zone);
  return {
    date: format(local, 'yyyy-MM-dd'),
    time: format(local, 'HH:mm'),
    abbreviation: tzName(zone, instant, 'short'),
  };
}
