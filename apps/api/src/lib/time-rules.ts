import { TIME_ZONE_INVALID, isIanaTimeZone } from '@atria/contracts/calendar';
import { validation } from '../errors';
import { localDate, resolveLocalTime, type EventClock, type SessionSlot } from './event-time';

/**
 * Server-side checks for the event and session services to call once their forms carry a zone
 * (docs/calendar.md#time-zones). Both throw VALIDATION with the field named, like the contracts schemas.
 */

/** The zone if it is an IANA name this runtime knows; VALIDATION on `time_zone` otherwise. */
export function requireTimeZone(value: string): string {
  if (!isIanaTimeZone(value)) throw validation(TIME_ZONE_INVALID, { time_zone: [TIME_ZONE_INVALID] });
  return value;
}

/**
 * Refuses a session whose start or end does not exist on its day in the event's zone (a daylight-saving gap),
 * with VALIDATION on the field concerned. A time that exists twice is accepted (its first occurrence is meant).
 */
export function requireExistingSessionTimes(event: EventClock, slot: SessionSlot): void {
  const date = localDate(event.start_date, slot.day_number);
  const errors: Record<string, string[]> = {};
  for (const field of ['start_time', 'end_time'] as const) {
    const r = resolveLocalTime(date, slot[field], event.time_zone);
    if (!r.ok) errors[field] = [r.message];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw validation(first, errors);
}
