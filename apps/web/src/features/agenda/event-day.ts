import { differenceInCalendarDays } from 'date-fns';
import { isoDateInZone, parseIsoDate } from '../../lib/dates';

/** The event day (1-based) whose date it is now in the event's zone; null before the event and once it is over. */
export function currentEventDay(startDate: string, dayCount: number, zone: string, now: Date): number | null {
  const start = parseIsoDate(startDate);
  const today = parseIsoDate(isoDateInZone(now, zone));
  if (!start || !today) return null;
  const day = differenceInCalendarDays(today, start) + 1;
  return day >= 1 && day <= dayCount ? day : null;
}
