import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { speakerOrder } from './speaker-order';

const ids = [10, 20, 30, 40];

describe('speakerOrder', () => {
  it('clamps a position to 1..n', () => {
    expect(speakerOrder.clamp(0, 4)).toBe(1);
    expect(speakerOrder.clamp(-3, 4)).toBe(1);
    expect(speakerOrder.clamp(3, 4)).toBe(3);
    expect(speakerOrder.clamp(99, 4)).toBe(4);
    expect(speakerOrder.clamp(5, 0)).toBe(1);
  });

  it('appends a new speaker at n + 1', () => {
    expect(speakerOrder.next([])).toBe(1);
    expect(speakerOrder.next(ids)).toBe(5);
  });

  it('moves a speaker down, the ones in between shifting up', () => {
    expect(speakerOrder.move(ids, 10, 3)).toEqual([20, 30, 10, 40]);
  });

  it('moves a speaker up, the ones in between shifting down', () => {
    expect(speakerOrder.move(ids, 40, 1)).toEqual([40, 10, 20, 30]);
  });

  it('moves a speaker past the end to last, and to their own place as a no-op', () => {
    expect(speakerOrder.move(ids, 20, 50)).toEqual([10, 30, 40, 20]);
    expect(speakerOrder.move(ids, 30, 3)).toEqual(ids);
  });

  it('leaves the list alone for someone who is not in it', () => {
    expect(speakerOrder.move(ids, 99, 1)).toEqual(ids);
  });

  it('closes the gap when a speaker is removed', () => {
    const next = speakerOrder.remove(ids, 20);
    expect(next).toEqual([10, 30, 40]);
    expect(
      speakerOrder.changes(
        [
          { user_id: 10, order: 1 },
          { user_id: 30, order: 3 },
          { user_id: 40, order: 4 },
        ],
        next,
      ),
    ).toEqual([
      { user_id: 30, order: 2 },
      { user_id: 40, order: 3 },
    ]);
  });

  it('writes only the rows whose order changes, and heals gaps', () => {
    const current = [
      { user_id: 10, order: 1 },
      { user_id: 20, order: 2 },
      { user_id: 30, order: 5 },
    ];
    expect(speakerOrder.changes(current, [10, 20, 30])).toEqual([{ user_id: 30, order: 3 }]);
    expect(speakerOrder.changes(current.slice(0, 2), [10, 20])).toEqual([]);
  });

  it('always yields a permutation numbered 1..n', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 20 }),
        fc.nat(25),
        fc.integer({ min: -5, max: 30 }),
        (list, pick, order) => {
          const userId = list[pick % list.length] ?? 0;
          const next = speakerOrder.move(list, userId, order);
          expect([...next].sort((a, b) => a - b)).toEqual([...list].sort((a, b) => a - b));
          expect(next.indexOf(userId) + 1).toBe(speakerOrder.clamp(order, list.length));
          const current = list.map((user_id, i) => ({ user_id, order: i + 1 }));
          const written = new Map(current.map((c) => [c.user_id, c.order]));
          for (const c of speakerOrder.changes(current, next)) written.set(c.user_id, c.order);
          expect([...written.values()].sort((a, b) => a - b)).toEqual(list.map((_, i) => i + 1));
        },
      ),
    );
  });
});
