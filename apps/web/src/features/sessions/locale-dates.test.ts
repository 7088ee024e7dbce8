import { describe, expect, it } from 'vitest';
import { clockTime, countdownTo, duration, longDate } from './locale-dates';

describe('locale dates', () => {
  it('keeps the product forms in English and uses the language elsewhere', () => {
    expect(longDate('2025-03-03', 'en-US')).toBe('March 3, 2025');
    expect(longDate('2025-03-03', 'de-DE')).toBe('3. März 2025');
    expect(clockTime('14:05', 'en-US')).toBe('2:05 PM');
    expect(clockTime('14:05', 'de-DE')).toBe('14:05');
    expect(clockTime(9 * 60, 'en-US')).toBe('9:00 AM');
  });

  it("writes the API's duration in the reader's language, English as the API wrote it", () => {
    expect(['1h 30m', '2h', '45m'].map((d) => duration(d, 'en-US'))).toEqual(['1h 30m', '2h', '45m']);
    expect(['1h 30m', '2h', '45m'].map((d) => duration(d, 'de'))).toEqual(['1 Std., 30 Min.', '2 Std.', '45 Min.']);
    const arabic = duration('1h 30m', 'ar');
    expect(arabic).not.toMatch(/[hm]/);
    expect(arabic).toMatch(/س/);
    expect(duration('about an hour', 'de')).toBe('about an hour');
  });

  it('counts down in days, hours and minutes, rounding minutes up, and stops at the start', () => {
    const start = new Date('2030-01-02T10:00:00Z');
    expect(countdownTo(start, new Date('2030-01-01T08:29:30Z'))).toEqual({ days: 1, hours: 1, minutes: 31 });
    expect(countdownTo(start, new Date('2030-01-02T09:59:59Z'))).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(countdownTo(start, start)).toBeNull();
    expect(countdownTo(start, new Date('2030-01-02T11:00:00Z'))).toBeNull();
  });
});
