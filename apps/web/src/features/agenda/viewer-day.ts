import { addDays, eventDayDate, formatTimeInZone, slotInstants, zonedInstant, type ZonedSlot } from '../../lib/dates';
import type { TimelineClock } from './layout';

const MINUTE_MS = 60_000;

/** The event days whose sessions can fall on event day `day`'s date in another zone: zones differ by ≤ 26 hours. */
export function neighbourDays(day: number, dayCount: number): number[] {
  const days: number[] = [];
  for (let d = Math.max(1, day - 2); d <= Math.min(dayCount, day + 2); d += 1) days.push(d);
  return days;
}

export interface ViewerDay<S> {
  /** The sessions shown on this day in the viewer's zone, in time order. */
  sessions: S[];
  /** Where each of them goes on the day's timeline, and how its hour marks read (layoutTimeline's `clock`). */
  clock: TimelineClock<S>;
}

/**
 * One day of an event's agenda as it falls in the viewer's zone `zone` (docs/calendar.md#in-the-web-app): the
 * calendar date of event day `day`, from local midnight to the next one, so the day has 23 or 25 hours on a
 * daylight-saving switch. Every session of `sessions` (the event days around `day`) that runs during that
 * span is on it, placed by the minutes elapsed since that midnight, cut at either midnight when it runs into
 * the day before or after. The first and last days also take the sessions that fall before or after the
 * event's dates in the viewer's zone, so that none is lost. Hour marks read the viewer's clock at their
 * instant, which skips or repeats an hour where the zone's clock does.
 */
export function viewerDay<S extends ZonedSlot & { id: number }>(
  sessions: readonly S[],
  day: number,
  dayCount: number,
  startDate: string,
  zone: string,
): ViewerDay<S> {
  const date = eventDayDate(startDate, day) ?? startDate;
  const from = zonedInstant(date, '00:00', zone).getTime();
  const to = zonedInstant(addDays(date, 1) ?? date, '00:00', zone).getTime();
  const length = Math.round((to - from) / MINUTE_MS);
  const placed = new Map<number, { start: number; end: number; at: number }>();
  const shown: S[] = [];
  const seen = new Set<number>();
  for (const session of sessions) {
    if (seen.has(session.id)) continue;
    seen.add(session.id);
    const { start, end } = slotInstants(session);
    const s = Math.round((start.getTime() - from) / MINUTE_MS);
    const e = Math.round((end.getTime() - from) / MINUTE_MS);
    if (!(e > s)) continue;
    const overlaps = e > 0 && s < length;
    const before = day === 1 && e <= 0;
    const after = day === dayCount && s >= length;
    if (!overlaps && !before && !after) continue;
    // Cut at the day's midnights, except where the first or last day also holds what lies beyond the event's
    // dates (no other day shows it).
    const top = day === 1 ? s : Math.max(0, s);
    const bottom = day === dayCount ? e : Math.min(length, e);
    placed.set(session.id, { start: top, end: bottom, at: start.getTime() });
    shown.push(session);
  }
  shown.sort((a, b) => (placed.get(a.id)?.at ?? 0) - (placed.get(b.id)?.at ?? 0) || a.id - b.id);
  return {
    sessions: shown,
    clock: {
      times: (session) => {
        const p = placed.get(session.id);
        return p ? { start: p.start, end: p.end } : null;
      },
      label: (minutes) => formatTimeInZone(new Date(from + minutes * MINUTE_MS), zone),
    },
  };
}
