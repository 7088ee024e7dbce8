import type { TimelineLayout } from './layout';
import { parseTimeToMinutes } from '../../lib/dates';

/** Minutes after midnight of an instant on the wall clock of an IANA zone (the event's: the agenda's clock). */
export function minutesInZone(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (value('hour') % 24) * 60 + value('minute');
}

/**
 * Where the 'now' line sits on a laid-out day (pixels from the top), or null outside the timeline. The timeline's
 * scale is not linear (stacked rows stretch it, opened cards push rows down), so the line is placed between the
 * nearest known points: the hour marks and the tops of the sessions' first rows at their start times.
 */
export function nowLineTop<S extends { start_time: string }>(
  layout: TimelineLayout<S>,
  minutes: number,
): number | null {
  if (minutes < layout.startMinutes || minutes > layout.endMinutes) return null;
  const known = new Map<number, number>();
  for (const mark of layout.hourMarks) known.set(mark.minutes, mark.top);
  for (const item of layout.items) {
    const start = parseTimeToMinutes(item.session.start_time);
    if (start === null) continue;
    known.set(start, Math.min(known.get(start) ?? Infinity, item.top));
  }
  const points = [...known.entries()].sort(([a], [b]) => a - b);
  for (let i = 0; i < points.length; i += 1) {
    const [m, top] = points[i] ?? [0, 0];
    if (m === minutes) return top;
    const next = points[i + 1];
    if (next && m < minutes && minutes < next[0]) return top + ((minutes - m) / (next[0] - m)) * (next[1] - top);
  }
  return null;
}
