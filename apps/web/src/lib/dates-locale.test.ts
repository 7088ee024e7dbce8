import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../features/events/format';
import { formatEventDay, formatLongDate, formatMinutes12 } from './dates';
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
});
