import { describe, expect, it } from 'vitest';
import { formatClockTime, formatFullTime, formatRelativeTime } from './relative-time';

const now = new Date(2025, 5, 15, 12, 0, 0); // 15 June 2025, 12:00 local
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('formatRelativeTime', () => {
  it("says 'now' under a minute and for a clock slightly ahead", () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe('now');
    expect(formatRelativeTime(ago(-5_000), now)).toBe('now');
  });

  it('counts minutes under an hour and hours under a day', () => {
    expect(formatRelativeTime(ago(5 * MIN), now)).toBe('5m');
    expect(formatRelativeTime(ago(59 * MIN), now)).toBe('59m');
    expect(formatRelativeTime(ago(2 * HOUR), now)).toBe('2h');
    expect(formatRelativeTime(ago(23 * HOUR), now)).toBe('23h');
  });

  it("says 'Yesterday' for the previous calendar day beyond 24 hours", () => {
    expect(formatRelativeTime(new Date(2025, 5, 14, 8, 0).toISOString(), now)).toBe('Yesterday');
  });

  it('shows the date for older messages, with the year only when it is another year', () => {
    expect(formatRelativeTime(new Date(2025, 2, 5, 9, 0).toISOString(), now)).toBe('Mar 5');
    expect(formatRelativeTime(new Date(2023, 11, 24, 9, 0).toISOString(), now)).toBe('Dec 24, 2023');
  });

  it("says 'Invalid date' for a timestamp it cannot read", () => {
    expect(formatRelativeTime('not a date', now)).toBe('Invalid date');
  });
});

describe('formatFullTime and formatClockTime', () => {
  it('write the local date and time in US English', () => {
    const at = new Date(2025, 5, 15, 9, 5).toISOString();
    expect(formatFullTime(at)).toBe(new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatClockTime(at)).toBe(new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }));
    expect(formatClockTime(at)).toMatch(/^9:05\sAM$/);
  });

  it('say nothing readable for a timestamp they cannot read', () => {
    expect(formatFullTime('nope')).toBe('Invalid date');
    expect(formatClockTime('nope')).toBe('');
  });
});
