import { describe, expect, it } from 'vitest';
import { currentEventDay } from './event-day';
import { nowAndNext, type NowNextSession } from './now-next';

const event = { start_date: '2026-03-28', time_zone: 'Europe/Berlin' };
const session = (id: number, start: string, end: string, status: NowNextSession['status'] = 'UPCOMING', day = 1) => ({
  id,
  day_number: day,
  start_time: start,
  end_time: end,
  status,
  is_live: status === 'LIVE',
  event,
});

describe('now and next', () => {
  // 2026-03-28 09:30 in Berlin (CET, UTC+1) is 08:30 UTC.
  const now = new Date('2026-03-28T08:30:00Z');

  it('shows running and LIVE sessions now, and the earliest later start (parallel ones together) next', () => {
    const sessions = [
      session(1, '09:00', '10:00'),
      session(2, '08:00', '09:00', 'LIVE'),
      session(3, '11:00', '12:00'),
      session(4, '10:30', '11:00'),
      session(5, '10:30', '11:30'),
      session(6, '10:00', '10:30', 'CANCELLED'),
    ];
    const result = nowAndNext(sessions, now);
    expect(result.now.map((s) => s.id)).toEqual([2, 1]);
    expect(result.next.map((s) => s.id)).toEqual([4, 5]);
  });

  it('leaves completed and cancelled sessions out of both', () => {
    const result = nowAndNext(
      [session(1, '09:00', '10:00', 'COMPLETED'), session(2, '12:00', '13:00', 'CANCELLED')],
      now,
    );
    expect(result).toEqual({ now: [], next: [] });
  });

  it('reads times in the event zone across the spring switch (Berlin, 29 March 2026)', () => {
    // Day 2 is 2026-03-29 (CEST from 03:00, UTC+2): 10:00 there is 08:00 UTC.
    const sunday = [session(1, '10:00', '11:00', 'UPCOMING', 2)];
    expect(nowAndNext(sunday, new Date('2026-03-29T08:30:00Z')).now.map((s) => s.id)).toEqual([1]);
    expect(nowAndNext(sunday, new Date('2026-03-29T07:59:00Z')).next.map((s) => s.id)).toEqual([1]);
  });

  it('finds the event day by the date in the event zone', () => {
    // 23:30 UTC on the 27th is already the 28th in Berlin.
    expect(currentEventDay('2026-03-28', 2, 'Europe/Berlin', new Date('2026-03-27T23:30:00Z'))).toBe(1);
    expect(currentEventDay('2026-03-28', 2, 'Europe/Berlin', new Date('2026-03-29T12:00:00Z'))).toBe(2);
    expect(currentEventDay('2026-03-28', 2, 'Europe/Berlin', new Date('2026-03-27T22:30:00Z'))).toBeNull();
    expect(currentEventDay('2026-03-28', 2, 'Europe/Berlin', new Date('2026-03-30T12:00:00Z'))).toBeNull();
  });
});
