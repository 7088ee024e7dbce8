import {
  browserTimeZone,
  formatShortDateInZone,
  formatTime12,
  formatTimeInZone,
  formatTimeRange,
  isoDateInZone,
  slotInstants,
  zoneAbbreviation,
  type ZonedSlot,
} from '../../lib/dates';
import type { TimeMode } from './time-mode';

export interface ZonedRange {
  /** 'h:mm a - h:mm a' */
  range: string;
  /** The zone's short name at the start ('GMT+1', 'EST'). */
  abbreviation: string;
  /** The IANA zone the range is written in. */
  zone: string;
  /** In the viewer's zone, the date when it is not the event-local date ('Tue, Mar 3'); else null. */
  otherDate: string | null;
}

/**
 * A session's times as a page shows them: in the event's zone (its stored wall-clock times, unchanged), or in
 * the viewer's zone with the date added when the session falls on another calendar day there.
 */
export function zonedRange(slot: ZonedSlot, mode: TimeMode, myZone = browserTimeZone()): ZonedRange {
  const { start, end } = slotInstants(slot);
  const eventZone = slot.event.time_zone;
  if (mode === 'event' || myZone === eventZone) {
    return {
      range: formatTimeRange(slot.start_time, slot.end_time),
      abbreviation: zoneAbbreviation(eventZone, start),
      zone: eventZone,
      otherDate: null,
    };
  }
  const moved = isoDateInZone(start, myZone) !== isoDateInZone(start, eventZone);
  return {
    range: `${formatTimeInZone(start, myZone)} - ${formatTimeInZone(end, myZone)}`,
    abbreviation: zoneAbbreviation(myZone, start),
    zone: myZone,
    otherDate: moved ? formatShortDateInZone(start, myZone) : null,
  };
}

/**
 * A wall-clock time of an event's day ('HH:MM' or minutes after midnight) as the page shows it: unchanged in
 * event time, else that moment in the viewer's zone ('h:mm a'). For the agenda's time headings and hour marks.
 */
export function zonedClock(
  day: { day_number: number; event: ZonedSlot['event'] },
  time: string | number,
  mode: TimeMode,
  myZone = browserTimeZone(),
): string {
  const text =
    typeof time === 'number'
      ? `${String(Math.floor(time / 60)).padStart(2, '0')}:${String(time % 60).padStart(2, '0')}`
      : time;
  if (mode === 'event' || myZone === day.event.time_zone) return formatTime12(text);
  const { start } = slotInstants({ ...day, start_time: text, end_time: text });
  return formatTimeInZone(start, myZone);
}
