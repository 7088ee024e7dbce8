import type { Session, SessionStatus, SessionType } from '@atria/contracts/zod-free';

export type SortKey = 'when' | 'title' | 'type' | 'status' | 'interest';
export interface Sort {
  key: SortKey;
  dir: 'asc' | 'desc';
}

export interface Filters {
  day: number | null;
  type: SessionType | null;
  status: SessionStatus | null;
  /** A speaker's user id. */
  speaker: number | null;
}

export const NO_FILTERS: Filters = { day: null, type: null, status: null, speaker: null };

export const isFiltered = (f: Filters): boolean =>
  f.day !== null || f.type !== null || f.status !== null || f.speaker !== null;

/** The sessions that pass every filter set. */
export function filterSessions(sessions: readonly Session[], f: Filters): Session[] {
  return sessions.filter(
    (s) =>
      (f.day === null || s.day_number === f.day) &&
      (f.type === null || s.session_type === f.type) &&
      (f.status === null || s.status === f.status) &&
      (f.speaker === null || s.session_speakers.some((sp) => sp.user_id === f.speaker)),
  );
}

const byWhen = (a: Session, b: Session): number =>
  a.day_number - b.day_number ||
  a.start_time.localeCompare(b.start_time) ||
  a.end_time.localeCompare(b.end_time) ||
  a.id - b.id;

/**
 * Sorted by the key (ties by day and time), in a new array; titles compare in the reader's language, interest by
 * `interestOf` (how many people bookmarked the session; 0 while the counts are not loaded).
 */
export function sortSessions(
  sessions: readonly Session[],
  sort: Sort,
  locale: string,
  interestOf: (sessionId: number) => number = () => 0,
): Session[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const compare = (a: Session, b: Session): number => {
    switch (sort.key) {
      case 'when':
        return byWhen(a, b);
      case 'title':
        return collator.compare(a.title, b.title) || byWhen(a, b);
      case 'type':
        return a.session_type.localeCompare(b.session_type) || byWhen(a, b);
      case 'status':
        return a.status.localeCompare(b.status) || byWhen(a, b);
      case 'interest':
        return interestOf(a.id) - interestOf(b.id) || byWhen(a, b);
    }
  };
  const sorted = [...sessions].sort(compare);
  return sort.dir === 'asc' ? sorted : sorted.reverse();
}

/** Clicking a column header: the same column flips its direction, another starts ascending. */
export const nextSort = (current: Sort, key: SortKey): Sort =>
  current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };

/** Everyone speaking in any of the sessions, by name, once each. */
export function speakersOf(sessions: readonly Session[], locale: string): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const s of sessions) for (const sp of s.session_speakers) byId.set(sp.user_id, sp.speaker_name);
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The title of a duplicate: "<title> (copy)" as the caller words it, cut to the 200 characters a title may have. */
export function copyTitle(title: string, word: (title: string) => string, max = 200): string {
  const full = word(title);
  if (full.length <= max) return full;
  const suffix = word('');
  return word(title.slice(0, Math.max(0, max - suffix.length)).trimEnd());
}
