import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInclusive,
  eventDayDate,
  formatDuration,
  formatDurationMinutes,
  formatEventDay,
  formatLongDate,
  formatTime12,
  formatTimeRange,
  parseIsoDate,
  parseTimeToMinutes,
} from './dates';

describe('calendar dates', () => {
  it('formats YYYY-MM-DD as MMMM d, yyyy', () => {
    expect(formatLongDate('2031-05-01')).toBe('May 1, 2031');
    expect(formatLongDate('2030-12-31')).toBe('December 31, 2030');
  });

  it("shows 'Invalid date' for anything it cannot read", () => {
    for (const bad of ['', 'soon', '2031-02-30', '2031-13-01', null, undefined, new Date('nope')]) {
      expect(formatLongDate(bad)).toBe('Invalid date');
    }
  });

  it('reads a calendar date without a time zone shift', () => {
    // The test runner's zone does not matter: the date is the same calendar day everywhere.
    const date = parseIsoDate('2031-05-01');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([2031, 4, 1, 0]);
    expect(parseIsoDate('2031-02-29')).toBeNull();
  });

  it('keeps calendar dates and times of day the same west and east of Greenwich', () => {
    const zone = process.env.TZ;
    try {
      for (const place of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = place;
        expect(formatLongDate('2031-05-01')).toBe('May 1, 2031');
        expect(addDays('2031-03-08', 1)).toBe('2031-03-09');
        expect(daysInclusive('2031-03-08', '2031-03-10')).toBe(3);
        expect(formatTime12('02:30')).toBe('2:30 AM');
        expect(parseIsoDate('2031-05-01')?.getDate()).toBe(1);
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('shows an instant as its local calendar day', () => {
    expect(formatLongDate(new Date(2031, 4, 1, 23, 30))).toBe('May 1, 2031');
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2031-01-31', 1)).toBe('2031-02-01');
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01');
    expect(addDays('2032-02-28', 1)).toBe('2032-02-29');
    expect(addDays('2031-03-30', 1)).toBe('2031-03-31');
    expect(addDays('bad', 1)).toBeNull();
  });

  it('finds the date of day N of an event', () => {
    expect(eventDayDate('2031-05-01', 1)).toBe('2031-05-01');
    expect(eventDayDate('2031-05-01', 3)).toBe('2031-05-03');
    expect(formatEventDay('2031-05-30', 3)).toBe('Day 3 - June 1, 2031');
    expect(formatEventDay('nope', 1)).toBe('Day 1 - Invalid date');
  });

  it('counts the days of an event, both ends included', () => {
    expect(daysInclusive('2031-05-01', '2031-05-01')).toBe(1);
    expect(daysInclusive('2031-02-27', '2031-03-02')).toBe(4);
    expect(daysInclusive('2031-05-02', '2031-05-01')).toBeNull();
  });
});

describe('times of day', () => {
  it('reads 24-hour times with or without seconds, and 12-hour text', () => {
    expect(parseTimeToMinutes('09:00')).toBe(540);
    expect(parseTimeToMinutes('23:59:59')).toBe(1439);
    expect(parseTimeToMinutes('09:00 AM')).toBe(540);
    expect(parseTimeToMinutes('12:15 AM')).toBe(15);
    expect(parseTimeToMinutes('12:30 PM')).toBe(750);
    expect(parseTimeToMinutes('3:05 pm')).toBe(905);
    expect(parseTimeToMinutes('24:00')).toBeNull();
    expect(parseTimeToMinutes('9')).toBeNull();
  });

  it("formats as 'h:mm a' (12-hour)", () => {
    expect(formatTime12('00:00')).toBe('12:00 AM');
    expect(formatTime12('09:05')).toBe('9:05 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('13:30:00')).toBe('1:30 PM');
    expect(formatTime12('23:59')).toBe('11:59 PM');
    expect(formatTimeRange('10:15', '11:15')).toBe('10:15 AM - 11:15 AM');
  });

  it("shows 'Invalid date' for an unreadable time", () => {
    expect(formatTime12('25:00')).toBe('Invalid date');
    expect(formatTime12('')).toBe('Invalid date');
    expect(formatTime12(null)).toBe('Invalid date');
  });

  it('writes durations like the API', () => {
    expect(formatDuration('09:00', '10:30')).toBe('1h 30m');
    expect(formatDuration('09:00', '11:00')).toBe('2h');
    expect(formatDuration('09:00', '09:45')).toBe('45m');
    expect(formatDurationMinutes(0)).toBe('0m');
    expect(formatDuration('10:00', '09:00')).toBe('Invalid date');
    expect(formatDuration('x', '09:00')).toBe('Invalid date');
  });
});
