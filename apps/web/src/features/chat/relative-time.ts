import { differenceInHours, differenceInMinutes, isSameDay, isSameYear, isValid, parseISO, subDays } from 'date-fns';
import { invalidDate } from '../../lib/invalid-date';
import { currentLocale, translate } from '../../lib/i18n/i18n';
import { intlLocale } from '../../lib/i18n/locales';
import './messages';

/** Chat times in the chosen language (English: US English, as the product's texts give them). */
const intlTag = (): string => {
  const tag = intlLocale(currentLocale());
  return tag === 'en' ? 'en-US' : tag;
};

const format = (date: Date, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(intlTag(), options).format(date);

/**
 * The time of a thread's last message, short: 'now' (under a minute, or a clock slightly ahead), '5m',
 * '2h' (under a day), 'Yesterday' (the previous calendar day), then the date ('Mar 5', with the year when it
 * is not this year). 'Invalid date' for a timestamp that cannot be read (docs/product.md#error-texts).
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return invalidDate();
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return translate('chat.time.now');
  if (minutes < 60) return translate('chat.time.minutes', { count: minutes });
  const hours = differenceInHours(now, date);
  if (hours < 24) return translate('chat.time.hours', { count: hours });
  if (isSameDay(date, subDays(now, 1))) return translate('chat.time.yesterday');
  const year = isSameYear(date, now) ? {} : { year: 'numeric' as const };
  return format(date, { month: 'short', day: 'numeric', ...year });
}

/** The full local date and time, for a tooltip or a screen reader. */
export function formatFullTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, { dateStyle: 'medium', timeStyle: 'short' }) : invalidDate();
}

/** The local time of a message, e.g. '9:05 AM'; nothing when it cannot be read. */
export function formatClockTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, { hour: 'numeric', minute: '2-digit' }) : '';
}
