import { describe, expect, it } from 'vitest';
import { formatTimeInZone, slotInstants, zoneAbbreviation, zonedInstant } from '../../lib/dates';
import { zonedClock, zonedRange } from './zoned-time';

const berlin = { start_date: '2026-03-28', time_zone: 'Europe/Berlin' };

describe('event-local times and instants', () => {
  it('reads wall-clock times in the event zone on both sides of the spring switch', () => {
    expect(zonedInstant('2026-03-28', '10:00', 'Europe/Berlin').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(zonedInstant('2026-03-29', '10:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T08:00:00.000Z');
  });

  it('reads a time in the gap forward by the gap, and a repeated time as its first occurrence', () => {
    // 02:30 does not exist in Berlin on 29 March 2026: read with CET (UTC+1), it is 03:30 CEST.
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October 2026: the first is CEST (UTC+2).
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('places a session by its day and handles half-hour zones', () => {
    const slot = { day_number: 2, start_time: '09:00', end_time: '10:30', event: berlin };
    expect(slotInstants(slot).start.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(zonedInstant('2026-04-05', '02:30', 'Australia/Adelaide').toISOString()).toBe('2026-04-04T16:00:00.000Z');
  });

  it('writes times in a zone as h:mm a with a plain space', () => {
    const instant = new Date('2026-03-29T07:00:00Z');
    expect(formatTimeInZone(instant, 'America/New_York')).toBe('3:00 AM');
    expect(formatTimeInZone(instant, 'Asia/Kolkata')).toBe('12:30 PM');
    expect(zoneAbbreviation('America/New_York', instant)).toBe('EDT');
  });
});

describe('zonedRange', () => {
  const slot = { day_number: 1, start_time: '10:00', end_time: '11:30', event: berlin };

  it('keeps the stored times in event time, with the event zone abbreviation', () => {
    expect(zonedRange(slot, 'event', 'America/New_York')).toEqual({
      range: '10:00 AM - 11:30 AM',
      abbreviation: 'GMT+1',
      zone: 'Europe/Berlin',
      otherDate: null,
    });
  });

  it('converts to the viewer zone in my time (New York is already on daylight time: 5:00 AM EDT)', () => {
    const shown = zonedRange(slot, 'mine', 'America/New_York');
    expect(shown.range).toBe('5:00 AM - 6:30 AM');
    expect(shown.abbreviation).toBe('EDT');
    expect(shown.otherDate).toBeNull();
  });

  it('names the date when the session falls on another day in the viewer zone', () => {
    const late = { day_number: 1, start_time: '23:00', end_time: '23:30', event: { ...berlin, time_zone: 'UTC' } };
    const shown = zonedRange(late, 'mine', 'Asia/Tokyo');
    expect(shown.range).toBe('8:00 AM - 8:30 AM');
    expect(shown.otherDate).toBe('Sun, Mar 29');
  });

  it('converts hour marks too', () => {
    expect(zonedClock(slot, 9 * 60, 'mine', 'America/New_York')).toBe('4:00 AM');
    expect(zonedClock(slot, '09:00', 'event', 'America/New_York')).toBe('9:00 AM');
  });
});
