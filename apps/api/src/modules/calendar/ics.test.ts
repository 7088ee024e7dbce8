import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { renderCalendar, vtimezoneOf, type CalendarEntry } from './ics';
import { parseCalendar } from './ics-test-parse';

const entry = (over: Partial<CalendarEntry>): CalendarEntry => ({
  uid: 'session-1@atria.test',
  title: 'Keynote',
  description: 'Calendar Conf',
  url: null,
  start: new Date('2026-10-25T00:30:00Z'),
  end: new Date('2026-10-25T02:30:00Z'),
  timeZone: 'Europe/Berlin',
  sequence: 0,
  cancelled: false,
  ...over,
});

describe('renderCalendar', () => {
  it('writes times in the event zone with its VTIMEZONE, and ical.js reads back the same instants', () => {
    const text = renderCalendar({
      name: 'Test',
      stamp: new Date('2026-01-01T00:00:00Z'),
      entries: [
        entry({}),
        entry({
          uid: 'session-2@atria.test',
          timeZone: 'America/New_York',
          start: new Date('2026-11-01T05:30:00Z'),
          end: new Date('2026-11-01T07:00:00Z'),
        }),
        entry({
          uid: 'session-3@atria.test',
          timeZone: 'Australia/Adelaide',
          start: new Date('2026-04-04T16:00:00Z'),
          end: new Date('2026-04-04T17:30:00Z'),
        }),
        entry({
          uid: 'session-4@atria.test',
          timeZone: 'Asia/Kolkata',
          start: new Date('2026-06-01T03:30:00Z'),
          end: new Date('2026-06-01T04:30:00Z'),
        }),
        entry({
          uid: 'session-5@atria.test',
          timeZone: 'UTC',
          start: new Date('2026-06-01T09:00:00Z'),
          end: new Date('2026-06-01T10:00:00Z'),
        }),
        entry({
          uid: 'session-6@atria.test',
          timeZone: 'America/New_York',
          start: new Date('2026-07-01T13:00:00Z'),
          end: new Date('2026-07-01T14:00:00Z'),
        }),
        entry({
          uid: 'session-7@atria.test',
          timeZone: 'Europe/Berlin',
          start: new Date('2026-03-29T01:00:00Z'),
          end: new Date('2026-03-29T02:00:00Z'),
        }),
        entry({
          uid: 'session-8@atria.test',
          timeZone: 'Australia/Adelaide',
          start: new Date('2026-10-03T16:30:00Z'),
          end: new Date('2026-10-03T17:00:00Z'),
        }),
      ],
    });
    // Times that happen twice locally (all three DST overlaps here) are written in UTC: unambiguous for every client.
    expect(text).toContain('DTSTART:20261025T003000Z');
    expect(text).toContain('DTSTART:20261101T053000Z');
    expect(text).toContain('DTSTART:20260404T160000Z');
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20260601T090000');
    expect(text).toContain('DTSTART:20260601T090000Z');
    // Ordinary times, also right after a spring switch, keep the event's zone and its VTIMEZONE.
    expect(text).toContain('DTSTART;TZID=America/New_York:20260701T090000');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20260329T030000');
    expect(text).toContain('DTSTART;TZID=Australia/Adelaide:20261004T030000');
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Australia/Adelaide'])
      expect(text).toContain(`TZID:${zone}\r\n`);
    expect(text).toContain('TZID:Asia/Kolkata\r\n');
    const events = parseCalendar(text);
    expect(events.map((e) => [e.uid, e.start.toISOString(), e.end.toISOString()])).toEqual([
      ['session-1@atria.test', '2026-10-25T00:30:00.000Z', '2026-10-25T02:30:00.000Z'],
      ['session-2@atria.test', '2026-11-01T05:30:00.000Z', '2026-11-01T07:00:00.000Z'],
      ['session-3@atria.test', '2026-04-04T16:00:00.000Z', '2026-04-04T17:30:00.000Z'],
      ['session-4@atria.test', '2026-06-01T03:30:00.000Z', '2026-06-01T04:30:00.000Z'],
      ['session-5@atria.test', '2026-06-01T09:00:00.000Z', '2026-06-01T10:00:00.000Z'],
      ['session-6@atria.test', '2026-07-01T13:00:00.000Z', '2026-07-01T14:00:00.000Z'],
      ['session-7@atria.test', '2026-03-29T01:00:00.000Z', '2026-03-29T02:00:00.000Z'],
      ['session-8@atria.test', '2026-10-03T16:30:00.000Z', '2026-10-03T17:00:00.000Z'],
    ]);
  });

  it('writes SEQUENCE and STATUS, CANCELLED included', () => {
    const text = renderCalendar({
      name: 'Test',
      stamp: new Date(),
      entries: [entry({ sequence: 3, cancelled: true })],
    });
    const [e] = parseCalendar(text);
    expect([e?.sequence, e?.status]).toEqual([3, 'CANCELLED']);
    expect(parseCalendar(renderCalendar({ name: 'T', stamp: new Date(), entries: [entry({})] }))[0]?.status).toBe(
      'CONFIRMED',
    );
  });

  it('parses as one VCALENDAR with VERSION 2.0 and PRODID, lines folded at 75 octets', () => {
    const text = renderCalendar({
      name: 'Test',
      stamp: new Date(),
      entries: [entry({ title: 'A very long title '.repeat(10) })],
    });
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.name).toBe('vcalendar');
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('prodid')).toBe('-//Atria//Calendar//EN');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('names the VTIMEZONE as the event does, for an alias too', () => {
    expect(vtimezoneOf('Asia/Calcutta')).toContain('TZID:Asia/Calcutta\r\n');
    expect(vtimezoneOf('Mars/Olympus_Mons')).toBeNull();
  });
});
