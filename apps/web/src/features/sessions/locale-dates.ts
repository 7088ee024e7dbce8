import { eventDayDate, formatLongDate, formatTime12, parseIsoDate, parseTimeToMinutes } from '../../lib/dates';

// The agenda's and the session page's dates in the reader's language (docs/i18n.md#messages). English keeps the
// product's own forms ('March 3, 2025', 'h:mm a'), so its texts do not change; other languages use `Intl`.

const isEnglish = (intl: string): boolean => intl.toLowerCase().startsWith('en');

/** A calendar date `YYYY-MM-DD` written long: 'March 3, 2025', '3. März 2025', '٣ مارس ٢٠٢٥'. */
export function longDate(isoDate: string | null, intl: string): string {
  if (isEnglish(intl) || !isoDate) return formatLongDate(isoDate);
  const date = parseIsoDate(isoDate);
  return date ? new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(date) : formatLongDate(isoDate);
}

/** Day N's date of an event, written long. */
export function eventDayLongDate(startDate: string, day: number, intl: string): string {
  return longDate(eventDayDate(startDate, day), intl);
}

/** A wall-clock time 'HH:MM' (or minutes after midnight): 'h:mm a' in English, the language's own form elsewhere. */
export function clockTime(time: string | number, intl: string): string {
  const minutes = typeof time === 'number' ? time : parseTimeToMinutes(time);
  if (minutes === null) return formatTime12(null);
  const text = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  if (isEnglish(intl)) return formatTime12(text);
  return new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60),
  );
}

const API_DURATION = /^(?:(\d+)h)?\s*(?:(\d+)m)?$/;

/**
 * The API's `formatted_duration` ('1h 30m', '2h', '45m') in the reader's language: as it is in English, with the
 * language's own unit words elsewhere ('1 Std., 30 Min.'); a text of another shape is left as it is.
 */
export function duration(formatted: string, intl: string): string {
  const match = API_DURATION.exec(formatted.trim());
  if (isEnglish(intl) || !match || (match[1] === undefined && match[2] === undefined)) return formatted;
  const part = (value: string | undefined, unit: 'hour' | 'minute') =>
    value === undefined
      ? []
      : [new Intl.NumberFormat(intl, { style: 'unit', unit, unitDisplay: 'short' }).format(Number(value))];
  const parts = [...part(match[1], 'hour'), ...part(match[2], 'minute')];
  return new Intl.ListFormat(intl, { type: 'unit', style: 'short' }).format(parts);
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * What is left until `start`, in whole days, hours and minutes (minutes rounded up, so '1 minute' is shown until
 * the start); null once it has started. Days and hours drop out when zero; under a day the minutes always show.
 */
export function countdownTo(start: Date, now: Date): Countdown | null {
  const ms = start.getTime() - now.getTime();
  if (ms <= 0) return null;
  const total = Math.ceil(ms / 60_000);
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}
