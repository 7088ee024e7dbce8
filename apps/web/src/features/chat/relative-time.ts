import {
  differenceInHours,
  differenceInMinutes,
  intlFormat,
  isSameDay,
  isSameYear,
  isValid,
  parseISO,
  subDays,
} from 'date-fns';

const INVALID = 'Invalid date';
/** Chat times are written in US English, whatever the reader's locale. */
const EN_US = { locale: 'en-US' };

/**
 * The time of a thread's last message, short: 'now' (under a minute, or a clock slightly ahead), '5m',
 * '2h' (under a day), 'Yesterday' (the previous calendar day), then the date ('Mar 5', with the year when it
 * is not this year). 'Invalid date' for a timestamp that cannot be read (docs/product.md#error-texts).
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return INVALID;
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m`;
  const hours = differenceInHours(now, date);
  if (hours < 24) return `${hours}h`;
  if (isSameDay(date, subDays(now, 1))) return 'Yesterday';
  const year = isSameYear(date, now) ? {} : { year: 'numeric' as const };
  return intlFormat(date, { month: 'short', day: 'numeric', ...year }, EN_US);
}

/** The full local date and time, for a tooltip or a screen reader. */
export function formatFullTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? intlFormat(date, { dateStyle: 'medium', timeStyle: 'short' }, EN_US) : INVALID;
}

/** The local time of a message, e.g. '9:05 AM'; nothing when it cannot be read. */
export function formatClockTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? intlFormat(date, { hour: 'numeric', minute: '2-digit' }, EN_US) : '';
}
