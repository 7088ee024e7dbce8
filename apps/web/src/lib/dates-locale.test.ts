import { afterEach, describe, expect, it } from 'vitest';
import { formatFullTime, formatRelativeTime } from '../features/chat/relative-time';
import { formatDate, formatDateRange } from '../features/events/format';
import {
  formatDuration,
  formatEventDay,
  formatLongDate,
  formatMinutes12,
  formatShortDateInZone,
  formatTime12,
  formatTimeInZone,
  formatTimeRange,
} from './dates';
import { setLocale } from './i18n/i18n';

afterEach(async () => setLocale('en'));

describe('dates in the chosen language (docs/i18n.md#dates)', () => {
  it("keeps English in the product's own formats", () => {
    expect(formatLongDate('2031-05-01')).toBe('May 1, 2031');
    expect(formatMinutes12(9 * 60)).toBe('9:00 AM');
    expect(formatEventDay('2031-05-01', 2)).toBe('Day 2 - May 2, 2031');
  });

  it('writes German dates and 24-hour times', async () => {
    await setLocale('de');
    expect(formatLongDate('2031-05-01')).toBe('1. Mai 2031');
    expect(formatMinutes12(14 * 60 + 5)).toBe('14:05');
    expect(formatEventDay('2031-05-01', 2)).toBe('Tag 2 – 2. Mai 2031');
    expect(formatDate('2031-03-03')).toBe('3. März 2031');
  });

  it('writes Arabic month names', async () => {
    await setLocale('ar');
    expect(formatLongDate('2031-05-01')).toMatch(/مايو|أيار/);
    expect(formatEventDay('2031-05-01', 1)).toMatch(/^اليوم/);
  });

  it('writes times and dates in a zone in the chosen language', async () => {
    const instant = new Date('2031-03-04T13:05:00Z');
    expect(formatTimeInZone(instant, 'Europe/Berlin')).toBe('2:05 PM');
    expect(formatShortDateInZone(instant, 'Europe/Berlin')).toBe('Tue, Mar 4');
    await setLocale('de');
    expect(formatTimeInZone(instant, 'Europe/Berlin')).toBe('14:05');
    expect(formatShortDateInZone(instant, 'Europe/Berlin')).toBe('Di., 4. März');
  });

  it('says a date cannot be read in the chosen language, from every formatter', async () => {
    const unreadable = () => [
      formatLongDate('soon'),
      formatLongDate(null),
      formatTime12('25:00'),
      formatMinutes12(-1),
      formatDuration('10:00', '09:00'),
      formatTimeInZone(new Date('nope'), 'UTC'),
      formatShortDateInZone(new Date('nope'), 'UTC'),
      formatDate('soon'),
      formatDateRange('soon', 'soon'),
      formatRelativeTime('not a date'),
      formatFullTime('nope'),
    ];
    expect(new Set(unreadable())).toEqual(new Set(['Invalid date']));
    expect(formatTimeRange('x', '09:00')).toBe('Invalid date - 9:00 AM');
    await setLocale('de');
    expect(new Set(unreadable())).toEqual(new Set(['Ungültiges Datum']));
    expect(formatEventDay('nope', 1)).toBe('Tag 1 – Ungültiges Datum');
    await setLocale('ar');
    expect(new Set(unreadable())).toEqual(new Set(['تاريخ غير صالح']));
  });
});
