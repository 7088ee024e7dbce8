/** Something with a time span (epoch milliseconds, end exclusive) that may take part in clashes. */
export interface Span {
  id: number;
  start: number;
  end: number;
  /** Cancelled sessions take no time, so they clash with nothing. */
  cancelled: boolean;
}

/**
 * For each span, the ids of the others it overlaps (sharing only an end point is no clash): a sweep over the
 * spans by start, so n spans with k clashes cost n log n + k.
 */
export function findClashes(spans: Span[]): Map<number, number[]> {
  const out = new Map<number, number[]>(spans.map((s) => [s.id, []]));
  const live = spans.filter((s) => !s.cancelled).sort((a, b) => a.start - b.start || a.id - b.id);
  for (let i = 0; i < live.length; i += 1) {
    const a = live[i];
    if (!a) continue;
    for (let j = i + 1; j < live.length; j += 1) {
      const b = live[j];
      if (!b || b.start >= a.end) break;
      out.get(a.id)?.push(b.id);
      out.get(b.id)?.push(a.id);
    }
  }
  for (const ids of out.values()) ids.sort((x, y) => x - y);
  return out;
}
