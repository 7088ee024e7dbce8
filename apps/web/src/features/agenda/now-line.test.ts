import { describe, expect, it } from 'vitest';
import { layoutTimeline, pushDownBelowOpened } from './layout';
import { minutesInZone, nowLineTop } from './now-line';

const session = (start_time: string, end_time: string) => ({ start_time, end_time, session_type: 'PANEL' as const });

describe('now line', () => {
  it('reads the wall clock of the event zone', () => {
    const instant = new Date('2030-06-01T08:30:00Z');
    expect(minutesInZone(instant, 'UTC')).toBe(8 * 60 + 30);
    expect(minutesInZone(instant, 'Europe/Berlin')).toBe(10 * 60 + 30);
    expect(minutesInZone(instant, 'America/New_York')).toBe(4 * 60 + 30);
  });

  it('sits on the hour marks and between them, and nowhere outside the day', () => {
    const layout = layoutTimeline([session('09:00', '10:00'), session('10:00', '11:00')]);
    expect(nowLineTop(layout, 9 * 60)).toBe(0);
    expect(nowLineTop(layout, 9 * 60 + 30)).toBe(60);
    expect(nowLineTop(layout, 10 * 60 + 15)).toBe(150);
    expect(nowLineTop(layout, 8 * 60)).toBeNull();
    expect(nowLineTop(layout, 12 * 60)).toBeNull();
  });

  it('follows the stretched scale of stacked rows and rows pushed down by an opened card', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map(() => session('10:00', '11:00'));
    const layout = layoutTimeline([session('09:00', '10:00'), ...five, session('11:00', '12:00')]);
    // 10:00-11:00 holds two rows (3 + 2), so it is twice as tall: 11:00 is at 120 + 240.
    expect(nowLineTop(layout, 11 * 60)).toBe(360);
    const opened = pushDownBelowOpened(layout, (item) => (item.session.start_time === '09:00' ? 50 : 0));
    expect(nowLineTop(opened, 11 * 60)).toBe(410);
    expect(nowLineTop(opened, 11 * 60 + 30)).toBe(470);
  });
});
