import type { Session } from '@atria/contracts/zod-free';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, copyTitle, filterSessions, nextSort, sortSessions, speakersOf } from './table-rules';

const session = (id: number, over: Partial<Session>): Session =>
  ({
    id,
    title: `S${id}`,
    day_number: 1,
    start_time: '09:00',
    end_time: '10:00',
    session_type: 'PRESENTATION',
    status: 'UPCOMING',
    session_speakers: [],
    ...over,
  }) as Session;

const speaker = (user_id: number, speaker_name: string) =>
  ({ user_id, speaker_name }) as Session['session_speakers'][number];

const list = [
  session(1, { title: 'Zeta', day_number: 2, start_time: '08:00', status: 'LIVE' }),
  session(2, { title: 'alpha', day_number: 1, start_time: '11:00', session_type: 'KEYNOTE' }),
  session(3, { title: 'Beta', day_number: 1, start_time: '09:00', session_speakers: [speaker(5, 'Ann Lee')] }),
];

describe('sessions table rules', () => {
  it('sorts by day and time, by title in any case, and backwards', () => {
    expect(sortSessions(list, { key: 'when', dir: 'asc' }, 'en').map((s) => s.id)).toEqual([3, 2, 1]);
    expect(sortSessions(list, { key: 'title', dir: 'asc' }, 'en').map((s) => s.id)).toEqual([2, 3, 1]);
    expect(sortSessions(list, { key: 'title', dir: 'desc' }, 'en').map((s) => s.id)).toEqual([1, 3, 2]);
    expect(nextSort({ key: 'title', dir: 'asc' }, 'title')).toEqual({ key: 'title', dir: 'desc' });
    expect(nextSort({ key: 'title', dir: 'desc' }, 'status')).toEqual({ key: 'status', dir: 'asc' });
  });

  it('sorts by interest, fewest or most first, ties by day and time', () => {
    const interest = new Map([
      [1, 7],
      [2, 0],
      [3, 7],
    ]);
    const of = (id: number) => interest.get(id) ?? 0;
    expect(sortSessions(list, { key: 'interest', dir: 'asc' }, 'en', of).map((s) => s.id)).toEqual([2, 3, 1]);
    expect(sortSessions(list, { key: 'interest', dir: 'desc' }, 'en', of).map((s) => s.id)).toEqual([1, 3, 2]);
    // Without counts (not loaded yet) the order is by day and time.
    expect(sortSessions(list, { key: 'interest', dir: 'asc' }, 'en').map((s) => s.id)).toEqual([3, 2, 1]);
  });

  it('filters by day, type, status and speaker together', () => {
    expect(filterSessions(list, { ...NO_FILTERS, day: 1 }).map((s) => s.id)).toEqual([2, 3]);
    expect(filterSessions(list, { ...NO_FILTERS, day: 1, type: 'KEYNOTE' }).map((s) => s.id)).toEqual([2]);
    expect(filterSessions(list, { ...NO_FILTERS, status: 'LIVE' }).map((s) => s.id)).toEqual([1]);
    expect(filterSessions(list, { ...NO_FILTERS, speaker: 5 }).map((s) => s.id)).toEqual([3]);
    expect(speakersOf(list, 'en')).toEqual([{ id: 5, name: 'Ann Lee' }]);
  });

  it('keeps a duplicate title within 200 characters', () => {
    const word = (t: string) => `${t} (copy)`;
    expect(copyTitle('Talk', word)).toBe('Talk (copy)');
    const long = copyTitle('x'.repeat(200), word);
    expect(long).toHaveLength(200);
    expect(long.endsWith(' (copy)')).toBe(true);
  });
});
