import { describe, expect, it } from 'vitest';
import { isIanaTimeZone, timeDoesNotExist } from '@atria/contracts/calendar';
import {
  isRepeatedLocalTime,
  localDate,
  resolveLocalTime,
  sessionInstants,
  toEventLocal,
  zonedInstant,
} from './event-time';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('zonedInstant', () => {
  it('converts an ordinary local time in several zones', () => {
    expect(iso(zonedInstant('2026-06-01', '09:00', 'Europe/Berlin'))).toBe('2026-06-01T07:00:00.000Z');
    expect(iso(zonedInstant('2026-01-15', '09:00', 'Europe/Berlin'))).toBe('2026-01-15T08:00:00.000Z');
    expect(iso(zonedInstant('2026-06-01', '09:00', 'America/New_York'))).toBe('2026-06-01T13:00:00.000Z');
    expect(iso(zonedInstant('2026-06-01', '09:00', 'Asia/Kolkata'))).toBe('2026-06-01T03:30:00.000Z');
    expect(iso(zonedInstant('2026-06-01', '09:00', 'UTC'))).toBe('2026-06-01T09:00:00.000Z');
  });

  it('finds no instant for a time skipped by the spring switch (Berlin 2026-03-29 02:30)', () => {
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Berlin')).toBeNull();
    expect(zonedInstant('2026-03-29', '02:00', 'Europe/Berlin')).toBeNull();
    expect(iso(zonedInstant('2026-03-29', '01:59', 'Europe/Berlin'))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(zonedInstant('2026-03-29', '03:00', 'Europe/Berlin'))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first of the two instants of a time repeated by the autumn switch (Berlin 2026-10-25 02:30)', () => {
    // 02:30 CEST (UTC+2) comes first, 02:30 CET (UTC+1) an hour later.
    expect(iso(zonedInstant('2026-10-25', '02:30', 'Europe/Berlin'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedInstant('2026-10-25', '03:00', 'Europe/Berlin'))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('applies the same rules in New York (gap 2026-03-08 02:30, overlap 2026-11-01 01:30)', () => {
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York')).toBeNull();
    expect(iso(zonedInstant('2026-11-01', '01:30', 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
  });

  it('handles half-hour zones and their switches (Adelaide, Kolkata)', () => {
    // Adelaide leaves daylight time on 2026-04-05 at 03:00 (+10:30 -> +09:30): 02:30 happens twice.
    expect(iso(zonedInstant('2026-04-05', '02:30', 'Australia/Adelaide'))).toBe('2026-04-04T16:00:00.000Z');
    // ... and enters it on 2026-10-04 at 02:00: 02:30 does not exist.
    expect(zonedInstant('2026-10-04', '02:30', 'Australia/Adelaide')).toBeNull();
    expect(iso(zonedInstant('2026-10-04', '03:00', 'Australia/Adelaide'))).toBe('2026-10-03T16:30:00.000Z');
    expect(iso(zonedInstant('2026-03-29', '02:30', 'Asia/Kolkata'))).toBe('2026-03-28T21:00:00.000Z');
  });
});

describe('resolveLocalTime', () => {
  it('refuses a skipped time with a message naming the zone', () => {
    const r = resolveLocalTime('2026-03-29', '02:30', 'Europe/Berlin');
    expect(r).toEqual({ ok: false, message: timeDoesNotExist('Europe/Berlin') });
    expect(timeDoesNotExist('Europe/Berlin')).toBe('This time does not exist in Europe/Berlin (clocks move forward)');
  });

  it('accepts an existing time', () => {
    const r = resolveLocalTime('2026-10-25', '02:30', 'Europe/Berlin');
    expect(r.ok && r.instant.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('sessionInstants', () => {
  it('places a session on its day of the event', () => {
    const event = { start_date: '2026-10-24', time_zone: 'Europe/Berlin' };
    const { start, end } = sessionInstants(event, { day_number: 2, start_time: '02:00:00', end_time: '03:00:00' });
    // Day 2 is the autumn switch: 02:00 CEST to 03:00 CET lasts two hours.
    expect(start.toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('moves a stored time that fell into a gap forward by the gap (the offset before the switch)', () => {
    const event = { start_date: '2026-03-29', time_zone: 'Europe/Berlin' };
    const { start, end } = sessionInstants(event, { day_number: 1, start_time: '02:30', end_time: '04:00' });
    expect(start.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });

  it('counts days across month ends', () => {
    expect(localDate('2026-02-27', 3)).toBe('2026-03-01');
    expect(localDate('2028-02-28', 2)).toBe('2028-02-29');
  });
});

describe('toEventLocal', () => {
  it('gives the event-local date, time and abbreviation of an instant', () => {
    expect(toEventLocal(new Date('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-10-25',
      time: '02:30',
      abbreviation: 'GMT+2',
    });
    expect(toEventLocal(new Date('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-10-25',
      time: '02:30',
      abbreviation: 'GMT+1',
    });
    expect(toEventLocal(new Date('2026-07-01T16:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-07-01',
      time: '12:00',
      abbreviation: 'EDT',
    });
    expect(toEventLocal(new Date('2026-06-01T03:30:00Z'), 'Asia/Kolkata').time).toBe('09:00');
  });
});

describe('isIanaTimeZone', () => {
  it.each([
    'Europe/Berlin',
    'America/New_York',
    'Australia/Adelaide',
    'Asia/Kolkata',
    'UTC',
    'Etc/GMT+5',
    'America/Argentina/Buenos_Aires',
  ])('accepts %s', (zone) => expect(isIanaTimeZone(zone)).toBe(true));
  it.each(['', 'Mars/Olympus_Mons', 'europe/berlin', '+02:00', 'GMT+2', 'Europe/Berlin ', 'Europe//Berlin'])(
    'refuses %j',
    (zone) => expect(isIanaTimeZone(zone)).toBe(false),
  );
});

describe('isRepeatedLocalTime', () => {
  it('is true for both instants of a repeated local time and false elsewhere', () => {
    expect(isRepeatedLocalTime(new Date('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe(true);
    expect(isRepeatedLocalTime(new Date('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe(true);
    expect(isRepeatedLocalTime(new Date('2026-10-25T02:30:00Z'), 'Europe/Berlin')).toBe(false);
    expect(isRepeatedLocalTime(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe(false);
    expect(isRepeatedLocalTime(new Date('2026-04-04T16:00:00Z'), 'Australia/Adelaide')).toBe(true);
  });
});
