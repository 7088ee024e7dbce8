import { describe, expect, it } from 'vitest';
import type { EventPerson } from '../events/event-people';
import { hiddenPositions, pageSkipping } from './directory-page';

// A viewer's directory page is counted and cut from the shared list by skipping the positions they may not see
// (directory-page.ts). It must equal filtering the whole list for that viewer and slicing, as it was done before.

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const person = (id: number, profile: EventPerson['profile']) => ({ id, profile }) as EventPerson;

describe('directory pages', () => {
  it('equal filtering the whole list for the viewer and slicing it, for every page', () => {
    const rnd = random(7);
    for (let round = 0; round < 60; round += 1) {
      const n = Math.floor(rnd() * 120);
      const list = Array.from({ length: n }, (_, i) => person(1000 + i * 3, rnd() < 0.25 ? 'CONNECTIONS' : 'EVERYONE'));
      const pick = () => 1000 + Math.floor(rnd() * n * 3);
      const viewerId = rnd() < 0.5 && n > 0 ? (list[Math.floor(rnd() * n)] as EventPerson).id : 1;
      const hidden = new Set(Array.from({ length: Math.floor(rnd() * 10) }, pick));
      const connected = new Set(Array.from({ length: Math.floor(rnd() * 20) }, pick));
      const viewer = { id: viewerId, hidden, connected: (id: number) => connected.has(id) };
      const expected = list.filter(
        (p) => p.id !== viewerId && !hidden.has(p.id) && (p.profile === 'EVERYONE' || connected.has(p.id)),
      );
      const skip = hiddenPositions(list, viewer);
      for (const perPage of [1, 7, 20]) {
        for (let page = 1; page <= Math.ceil(n / perPage) + 1; page += 1) {
          const offset = (page - 1) * perPage;
          const got = pageSkipping(list, skip, offset, perPage);
          expect(got.total).toBe(expected.length);
          expect(
            got.rows.map((p) => p.id),
            `round ${round}, page ${page} of ${perPage}`,
          ).toEqual(expected.slice(offset, offset + perPage).map((p) => p.id));
        }
      }
    }
  });

  it('skips the viewer, hidden people and connections-only profiles they are not connected to', () => {
    const list = [person(1, 'EVERYONE'), person(2, 'CONNECTIONS'), person(3, 'EVERYONE'), person(4, 'CONNECTIONS')];
    const skip = hiddenPositions(list, { id: 3, hidden: new Set([1, 99]), connected: (id) => id === 4 });
    expect(skip).toEqual([0, 1, 2]);
    expect(pageSkipping(list, skip, 0, 10)).toEqual({ rows: [list[3]], total: 1 });
    expect(pageSkipping(list, skip, 1, 10)).toEqual({ rows: [], total: 1 });
  });
});
