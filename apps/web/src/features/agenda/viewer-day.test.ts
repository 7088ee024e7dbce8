import { describe, expect, it } from 'vitest';
import { layoutTimeline } from './layout';
import { neighbourDays, viewerDay } from './viewer-day';

type S = {
  id: number;
  day_number: number;
  start_time: string;
  end_time: string;
  session_type: 'PRESENTATION';
  event: { start_date: string; time_zone: string };
};

const eventIn =
  (zone: string, start_date: string) =>
  (id: number, day: number, start: string, end: string): S => ({
    id,
    day_number: day,
    start_time: start,
    end_time: end,
    session_type: 'PRESENTATION',
    event: { start_date, time_zone: zone },
  });

const placed = (sessions: S[], day: number, dayCount: number, startDate: string, zone: string) => {
  const d = viewerDay(sessions, day, dayCount, startDate, zone);
  return d.sessions.map((s) => [s.id, d.clock.times(s)]);
};

describe('neighbourDays', () => {
  it('takes two event days either side, within the event', () => {
    expect(neighbourDays(1, 5)).toEqual([1, 2, 3]);
    expect(neighbourDays(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(neighbourDays(5, 5)).toEqual([3, 4, 5]);
    expect(neighbourDays(1, 1)).toEqual([1]);
  });
});

describe('viewerDay', () => {
  // Berlin event, 2026-06-01..03 (CEST, UTC+2); the viewer is in New York (EDT, UTC-4): 6 hours earlier.
  const berlin = eventIn('Europe/Berlin', '2026-06-01');

  it('places sessions by the viewer’s clock and moves them to the viewer’s date', () => {
    const sessions = [
      berlin(1, 1, '09:00', '10:00'), // 03:00-04:00 Jun 1 in New York
      berlin(2, 2, '03:00', '04:30'), // 21:00-22:30 Jun 1 in New York
      berlin(3, 2, '09:00', '10:00'), // 03:00 Jun 2
    ];
    expect(placed(sessions, 1, 3, '2026-06-01', 'America/New_York')).toEqual([
      [1, { start: 3 * 60, end: 4 * 60 }],
      [2, { start: 21 * 60, end: 22 * 60 + 30 }],
    ]);
    expect(placed(sessions, 2, 3, '2026-06-01', 'America/New_York')).toEqual([[3, { start: 3 * 60, end: 4 * 60 }]]);
  });

  it('cuts a session running past the viewer’s midnight into both days', () => {
    const sessions = [berlin(1, 2, '05:00', '07:00')]; // 23:00 Jun 1 - 01:00 Jun 2 in New York
    expect(placed(sessions, 1, 3, '2026-06-01', 'America/New_York')).toEqual([[1, { start: 23 * 60, end: 24 * 60 }]]);
    expect(placed(sessions, 2, 3, '2026-06-01', 'America/New_York')).toEqual([[1, { start: 0, end: 60 }]]);
  });

  it('keeps on the first and last days what falls before or after the event’s dates in the viewer’s zone', () => {
    // Tokyo event (UTC+9), viewer in Los Angeles (PDT, UTC-7): 16 hours earlier.
    const tokyo = eventIn('Asia/Tokyo', '2026-06-01');
    const early = tokyo(1, 1, '09:00', '10:00'); // 17:00 May 31 in Los Angeles
    const late = tokyo(2, 2, '20:00', '21:00'); // 04:00 Jun 2 in Los Angeles
    const first = placed([early, late], 1, 2, '2026-06-01', 'America/Los_Angeles');
    expect(first).toEqual([[1, { start: -7 * 60, end: -6 * 60 }]]);
    expect(placed([early, late], 2, 2, '2026-06-01', 'America/Los_Angeles')).toEqual([
      [2, { start: 4 * 60, end: 5 * 60 }],
    ]);
    // The hour marks of the first day start before the viewer's midnight and read the viewer's clock.
    const d = viewerDay([early], 1, 2, '2026-06-01', 'America/Los_Angeles');
    const layout = layoutTimeline(d.sessions, d.clock);
    expect(layout.hourMarks[0]).toMatchObject({ minutes: -7 * 60, label: '5:00 PM' });
  });

  it('gives the spring-forward day 23 hours: a session after the switch is an hour nearer midnight', () => {
    // A UTC event on 2026-03-08; New York springs forward at 02:00 that day (EST UTC-5 -> EDT UTC-4).
    const utc = eventIn('UTC', '2026-03-08');
    const sessions = [utc(1, 1, '06:00', '07:00'), utc(2, 1, '13:00', '14:00')];
    // 06:00Z = 01:00 EST, 1 h after midnight; 13:00Z = 09:00 EDT, 8 h after midnight (not 9).
    expect(placed(sessions, 1, 1, '2026-03-08', 'America/New_York')).toEqual([
      [1, { start: 60, end: 120 }],
      [2, { start: 8 * 60, end: 9 * 60 }],
    ]);
    const d = viewerDay(sessions, 1, 1, '2026-03-08', 'America/New_York');
    const layout = layoutTimeline(d.sessions, d.clock);
    // The day starts at the hour before its first session; marks read the clock at their instant: 1 AM, then
    // 3 AM (2 AM does not exist that night).
    expect(layout.hourMarks.slice(0, 3).map((m) => m.label)).toEqual(['1:00 AM', '3:00 AM', '4:00 AM']);
    const second = layout.items.find((i) => i.session.id === 2);
    const nine = layout.hourMarks.find((m) => m.label === '9:00 AM');
    expect(second?.top).toBe(nine?.top);
  });

  it('gives the fall-back day 25 hours: the repeated hour is shown twice', () => {
    // 2026-11-01, New York falls back at 02:00 EDT to 01:00 EST.
    const utc = eventIn('UTC', '2026-11-01');
    const sessions = [utc(1, 1, '05:30', '06:00'), utc(2, 1, '06:30', '07:00')]; // 01:30 EDT and 01:30 EST
    expect(placed(sessions, 1, 1, '2026-11-01', 'America/New_York')).toEqual([
      [1, { start: 90, end: 120 }],
      [2, { start: 150, end: 180 }],
    ]);
    const d = viewerDay(sessions, 1, 1, '2026-11-01', 'America/New_York');
    const layout = layoutTimeline(d.sessions, d.clock);
    expect(layout.hourMarks.slice(0, 3).map((m) => m.label)).toEqual(['1:00 AM', '1:00 AM', '2:00 AM']);
  });
});
