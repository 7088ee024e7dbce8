import type { SessionType } from '@atria/contracts';
import { formatMinutes12, parseTimeToMinutes } from '../../lib/dates';

/** docs/product.md#agenda-rules: the agenda timeline is 2 px high per minute and a day starts at 09:00. */
export const PX_PER_MINUTE = 2;
export const DAY_START_MINUTES = 9 * 60;
export const MAX_PER_ROW = 4;

/** What the layout needs of a session; the rest of the object is passed through untouched. */
export interface TimelineSession {
  start_time: string;
  end_time: string;
  session_type: SessionType;
}

export interface PlacedSession<S> {
  session: S;
  /** Pixels from the top of the timeline. */
  top: number;
  height: number;
  /** Fractions (0..1) of the timeline's width. */
  left: number;
  width: number;
}

export interface HourMark {
  minutes: number;
  top: number;
  /** 'h:mm a' */
  label: string;
}

/**
 * Where sessions go on the day and how hour marks read. The default reads each session's event-local
 * `start_time`/`end_time` as minutes after midnight and writes marks as 'h:mm a'; the agenda in "my time" passes
 * the viewer's day instead (viewer-day.ts): minutes since the viewer's midnight, marks in the viewer's clock.
 */
export interface TimelineClock<S> {
  /** Minutes from the start of the day (may be negative or pass 24 h); null leaves the session out. */
  times(session: S): { start: number; end: number } | null;
  label(minutes: number): string;
}

const eventLocalClock: TimelineClock<TimelineSession> = {
  times(session) {
    const start = parseTimeToMinutes(session.start_time);
    const end = parseTimeToMinutes(session.end_time);
    return start === null || end === null ? null : { start, end };
  },
  label: (minutes) => formatMinutes12(((minutes % (24 * 60)) + 24 * 60) % (24 * 60)),
};

export interface TimelineLayout<S> {
  /** Minutes after midnight where the timeline starts and ends (whole hours). */
  startMinutes: number;
  endMinutes: number;
  height: number;
  hourMarks: HourMark[];
  items: PlacedSession<S>[];
}

/**
 * How many sessions go in each row when `count` sessions share a start time (docs/product.md#agenda-rules): up to 4 in one
 * row, 5 or 6 as 3 plus the rest, 7 as 4 + 3, 8 or more in chunks of 4 (9 is 4 + 4 + 1).
 */
export function rowSizes(count: number): number[] {
  if (count <= 0) return [];
  if (count <= MAX_PER_ROW) return [count];
  if (count <= 6) return [3, count - 3];
  if (count === 7) return [4, 3];
  const sizes: number[] = [];
  for (let left = count; left > 0; left -= MAX_PER_ROW) sizes.push(Math.min(MAX_PER_ROW, left));
  return sizes;
}

interface Timed<S> {
  session: S;
  start: number;
  end: number;
}

/** Sessions sharing one start time, already cut into rows, and the column it was given among overlapping slots. */
interface Slot<S> {
  start: number;
  end: number;
  rows: Timed<S>[][];
  column: number;
  columns: number;
}

/** Each KEYNOTE gets a row of its own (full width), first; the others follow the row-size rule. */
function toRows<S extends TimelineSession>(group: Timed<S>[]): Timed<S>[][] {
  const keynotes = group.filter((t) => t.session.session_type === 'KEYNOTE');
  const others = group.filter((t) => t.session.session_type !== 'KEYNOTE');
  const rows = keynotes.map((k) => [k]);
  let index = 0;
  for (const size of rowSizes(others.length)) {
    rows.push(others.slice(index, index + size));
    index += size;
  }
  return rows;
}

function toSlots<S extends TimelineSession>(timed: Timed<S>[]): Slot<S>[] {
  const byStart = new Map<number, Timed<S>[]>();
  for (const t of timed) byStart.set(t.start, [...(byStart.get(t.start) ?? []), t]);
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, group]) => ({
      start,
      end: Math.max(...group.map((t) => t.end)),
      rows: toRows(group),
      column: 0,
      columns: 1,
    }));
}

/**
 * Slots that overlap in time without sharing a start time sit side by side, like a calendar: within a run of
 * transitively overlapping slots each takes the first column that is free at its start, and all share the
 * run's column count. A slot that overlaps nothing keeps the whole width.
 */
function assignColumns<S>(slots: Slot<S>[]): void {
  let cluster: Slot<S>[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    for (const slot of cluster) slot.columns = columnEnds.length;
  };
  for (const slot of slots) {
    if (slot.start >= clusterEnd) {
      close();
      cluster = [];
      columnEnds = [];
    }
    const free = columnEnds.findIndex((end) => end <= slot.start);
    slot.column = free === -1 ? columnEnds.length : free;
    columnEnds[slot.column] = slot.end;
    cluster.push(slot);
    clusterEnd = Math.max(clusterEnd, slot.end);
  }
  close();
}

/**
 * Time → pixels. The scale is 2 px per minute, multiplied by the number of stacked rows of the busiest slot
 * running at that moment, so every row of a split start time still gets 2 px per minute and nothing overlaps.
 */
function verticalScale<S>(slots: Slot<S>[], startMinutes: number, endMinutes: number): (minutes: number) => number {
  const points = [...new Set([startMinutes, endMinutes, ...slots.flatMap((s) => [s.start, s.end])])].sort(
    (a, b) => a - b,
  );
  const segments = points.slice(0, -1).map((from, i) => {
    const rows = Math.max(1, ...slots.filter((s) => s.start <= from && s.end > from).map((s) => s.rows.length));
    return { from, to: points[i + 1] ?? from, pxPerMinute: PX_PER_MINUTE * rows };
  });
  return (minutes) => {
    let y = 0;
    for (const seg of segments) {
      if (minutes <= seg.from) break;
      y += (Math.min(minutes, seg.to) - seg.from) * seg.pxPerMinute;
    }
    return y;
  };
}

const floorHour = (minutes: number): number => Math.floor(minutes / 60) * 60;
const ceilHour = (minutes: number): number => Math.ceil(minutes / 60) * 60;

/**
 * Lays out one day of the agenda (docs/product.md#agenda-rules), as a pure function of the sessions:
 * - 2 px per minute; the day starts at 09:00, or at the whole hour before an earlier session, and ends at the
 *   whole hour after the last session ends (at least one hour long). An hour mark sits on every whole hour.
 * - Sessions with the same start time share rows of at most 4 (see `rowSizes`); a row's width is split
 *   equally; a KEYNOTE takes a full-width row of its own. Rows of one start time stack downwards and the
 *   timeline stretches there (see `verticalScale`).
 * - Sessions that overlap without sharing a start time go into side-by-side columns (see `assignColumns`).
 * Sessions whose times cannot be read are left out (the API only sends valid `HH:MM` with end after start).
 * `clock` says where sessions go and how marks read: event-local wall-clock times by default.
 */
export function layoutTimeline<S extends TimelineSession>(
  sessions: readonly S[],
  clock: TimelineClock<S> = eventLocalClock,
): TimelineLayout<S> {
  const timed: Timed<S>[] = [];
  for (const session of sessions) {
    const times = clock.times(session);
    if (times && times.end > times.start) timed.push({ session, ...times });
  }
  const slots = toSlots(timed);
  assignColumns(slots);

  const startMinutes = Math.min(DAY_START_MINUTES, ...slots.map((s) => floorHour(s.start)));
  const endMinutes = Math.max(startMinutes + 60, ...slots.map((s) => ceilHour(s.end)));
  const y = verticalScale(slots, startMinutes, endMinutes);

  const items = slots.flatMap((slot) => {
    const top = y(slot.start);
    const bandHeight = y(slot.end) - top;
    const rowCount = slot.rows.length;
    return slot.rows.flatMap((row, r) =>
      row.map((t, i) => ({
        session: t.session,
        top: top + (r * bandHeight) / rowCount,
        height: (y(t.end) - top) / rowCount,
        left: (slot.column + i / row.length) / slot.columns,
        width: 1 / (slot.columns * row.length),
      })),
    );
  });

  const hourMarks: HourMark[] = [];
  for (let m = startMinutes; m <= endMinutes; m += 60) {
    hourMarks.push({ minutes: m, top: y(m), label: clock.label(m) });
  }
  return { startMinutes, endMinutes, height: y(endMinutes), hourMarks, items };
}

/**
 * The timeline with opened cards (docs/product.md#agenda: expanded content) given the room they need:
 * `extraOf` says how many pixels a card needs beyond its slot. Everything that starts at or below the bottom
 * of an opened card (later rows, later slots, hour marks) moves down by that much, so an opened card never
 * covers another one; cards ending at the same place share the largest need. Cards beside it keep their place.
 */
export function pushDownBelowOpened<S>(
  layout: TimelineLayout<S>,
  extraOf: (item: PlacedSession<S>) => number,
): TimelineLayout<S> {
  const needs = new Map<number, number>();
  for (const item of layout.items) {
    const extra = extraOf(item);
    if (extra <= 0) continue;
    const bottom = item.top + item.height;
    needs.set(bottom, Math.max(needs.get(bottom) ?? 0, extra));
  }
  if (needs.size === 0) return layout;
  // Half a pixel of tolerance: the next row starts exactly where the one above ends, up to rounding.
  const shift = (y: number): number => {
    let by = 0;
    for (const [bottom, extra] of needs) if (y >= bottom - 0.5) by += extra;
    return by;
  };
  return {
    ...layout,
    height: layout.height + shift(Infinity),
    hourMarks: layout.hourMarks.map((mark) => ({ ...mark, top: mark.top + shift(mark.top) })),
    items: layout.items.map((item) => ({
      ...item,
      top: item.top + shift(item.top),
      height: item.height + Math.max(0, extraOf(item)),
    })),
  };
}
