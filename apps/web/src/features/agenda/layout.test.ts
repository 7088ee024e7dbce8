import type { SessionType } from '@atria/contracts';
import { describe, expect, it } from 'vitest';
import { layoutTimeline, pushDownBelowOpened, rowSizes, type PlacedSession } from './layout';

interface S {
  id: string;
  start_time: string;
  end_time: string;
  session_type: SessionType;
}

const s = (id: string, start_time: string, end_time: string, session_type: SessionType = 'PRESENTATION'): S => ({
  id,
  start_time,
  end_time,
  session_type,
});

/** n parallel sessions 10:00-11:00 named p1..pn. */
const parallel = (n: number, prefix = 'p'): S[] =>
  Array.from({ length: n }, (_, i) => s(`${prefix}${i + 1}`, '10:00', '11:00'));

const byId = (items: PlacedSession<S>[]) => new Map(items.map((item) => [item.session.id, item]));
const at = (items: PlacedSession<S>[], id: string): PlacedSession<S> => {
  const item = byId(items).get(id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
};

function overlaps(a: PlacedSession<S>, b: PlacedSession<S>): boolean {
  const eps = 1e-9;
  const x = a.left < b.left + b.width - eps && b.left < a.left + a.width - eps;
  const y = a.top < b.top + b.height - eps && b.top < a.top + a.height - eps;
  return x && y;
}

function expectNoOverlap(items: PlacedSession<S>[]) {
  for (const [i, a] of items.entries()) {
    for (const b of items.slice(i + 1)) expect(overlaps(a, b), `${a.session.id} overlaps ${b.session.id}`).toBe(false);
  }
}

describe('rowSizes (sessions sharing a start time)', () => {
  it.each([
    [1, [1]],
    [2, [2]],
    [3, [3]],
    [4, [4]],
    [5, [3, 2]],
    [6, [3, 3]],
    [7, [4, 3]],
    [8, [4, 4]],
    [9, [4, 4, 1]],
    [10, [4, 4, 2]],
    [12, [4, 4, 4]],
    [13, [4, 4, 4, 1]],
  ])('splits %i sessions into rows %j', (count, sizes) => {
    expect(rowSizes(count)).toEqual(sizes);
  });

  it('gives no rows for no sessions', () => {
    expect(rowSizes(0)).toEqual([]);
  });
});

describe('layoutTimeline: same start time', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9])('lays out %i parallel sessions in rows with equal widths', (n) => {
    const layout = layoutTimeline(parallel(n));
    const sizes = rowSizes(n);
    let index = 0;
    sizes.forEach((size, row) => {
      for (let i = 0; i < size; i += 1) {
        const item = at(layout.items, `p${index + 1}`);
        expect(item.width).toBeCloseTo(1 / size);
        expect(item.left).toBeCloseTo(i / size);
        // 10:00 is 60 minutes after 09:00 at 2 px; each row keeps 2 px per minute (120 px for the hour).
        expect(item.top).toBeCloseTo(120 + row * 120);
        expect(item.height).toBeCloseTo(120);
        index += 1;
      }
    });
    expect(layout.items).toHaveLength(n);
    expect(layout.height).toBeCloseTo(120 + sizes.length * 120);
    expectNoOverlap(layout.items);
  });

  it('keeps the input order within rows', () => {
    const layout = layoutTimeline(parallel(5));
    expect(layout.items.map((i) => i.session.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('gives sessions of one start time their own heights by end time', () => {
    const layout = layoutTimeline([s('long', '10:00', '11:00'), s('short', '10:00', '10:30')]);
    expect(at(layout.items, 'long').height).toBe(120);
    expect(at(layout.items, 'short').height).toBe(60);
    expect(at(layout.items, 'short').width).toBe(0.5);
  });
});

describe('layoutTimeline: scale and day bounds', () => {
  it('uses 2 px per minute from 09:00', () => {
    const layout = layoutTimeline([s('a', '13:30', '14:15')]);
    const item = at(layout.items, 'a');
    expect(item.top).toBe(270 * 2);
    expect(item.height).toBe(45 * 2);
    expect([item.left, item.width]).toEqual([0, 1]);
    expect(layout.startMinutes).toBe(9 * 60);
    expect(layout.endMinutes).toBe(15 * 60);
    expect(layout.height).toBe(6 * 60 * 2);
  });

  it('puts an hour mark on every whole hour', () => {
    const layout = layoutTimeline([s('a', '09:00', '11:30')]);
    expect(layout.hourMarks).toEqual([
      { minutes: 540, top: 0, label: '9:00 AM' },
      { minutes: 600, top: 120, label: '10:00 AM' },
      { minutes: 660, top: 240, label: '11:00 AM' },
      { minutes: 720, top: 360, label: '12:00 PM' },
    ]);
  });

  it('starts at 09:00 and lasts an hour when the day is empty', () => {
    const layout = layoutTimeline([]);
    expect([layout.startMinutes, layout.endMinutes, layout.height, layout.items]).toEqual([540, 600, 120, []]);
  });

  it('extends the day earlier, to the whole hour, for a session before 09:00', () => {
    const layout = layoutTimeline([s('early', '07:45', '08:30'), s('nine', '09:00', '10:00')]);
    expect(layout.startMinutes).toBe(7 * 60);
    expect(layout.hourMarks[0]?.label).toBe('7:00 AM');
    expect(at(layout.items, 'early').top).toBe(45 * 2);
    expect(at(layout.items, 'nine').top).toBe(120 * 2);
  });

  it('does not move the start later than 09:00 when the first session is in the afternoon', () => {
    expect(layoutTimeline([s('a', '14:00', '15:00')]).startMinutes).toBe(540);
  });

  it('leaves out sessions whose times cannot be read', () => {
    const layout = layoutTimeline([
      s('ok', '09:00', '10:00'),
      s('bad', 'soon', '10:00'),
      s('backwards', '11:00', '10:00'),
    ]);
    expect(layout.items.map((i) => i.session.id)).toEqual(['ok']);
  });

  it('reads 12-hour times as well', () => {
    expect(at(layoutTimeline([s('a', '10:00 AM', '11:00 AM')]).items, 'a').top).toBe(120);
  });
});

describe('layoutTimeline: keynotes', () => {
  it('gives a keynote the full width', () => {
    const item = at(layoutTimeline([s('k', '09:00', '10:00', 'KEYNOTE')]).items, 'k');
    expect([item.left, item.width, item.top, item.height]).toEqual([0, 1, 0, 120]);
  });

  it('puts a keynote on a full-width row of its own above the parallel sessions of its start time', () => {
    const layout = layoutTimeline([...parallel(3), s('k', '10:00', '11:00', 'KEYNOTE')]);
    const keynote = at(layout.items, 'k');
    expect([keynote.left, keynote.width, keynote.top]).toEqual([0, 1, 120]);
    for (const id of ['p1', 'p2', 'p3']) {
      expect(at(layout.items, id).top).toBe(240);
      expect(at(layout.items, id).width).toBeCloseTo(1 / 3);
    }
    expectNoOverlap(layout.items);
  });

  it('applies the row rule to the others: keynote + 5 is rows 1, 3, 2', () => {
    const layout = layoutTimeline([s('k', '10:00', '11:00', 'KEYNOTE'), ...parallel(5)]);
    expect(layout.items.map((i) => [i.session.id, i.top, Number(i.width.toFixed(3))])).toEqual([
      ['k', 120, 1],
      ['p1', 240, 0.333],
      ['p2', 240, 0.333],
      ['p3', 240, 0.333],
      ['p4', 360, 0.5],
      ['p5', 360, 0.5],
    ]);
  });

  it('stacks two keynotes of one start time, each full width', () => {
    const layout = layoutTimeline([s('k1', '09:00', '10:00', 'KEYNOTE'), s('k2', '09:00', '10:00', 'KEYNOTE')]);
    expect(layout.items.map((i) => [i.session.id, i.top, i.width])).toEqual([
      ['k1', 0, 1],
      ['k2', 120, 1],
    ]);
  });
});

describe('layoutTimeline: overlapping sessions with different start times', () => {
  it('puts them side by side in columns, each at its own time', () => {
    const layout = layoutTimeline([s('a', '10:00', '11:00'), s('b', '10:30', '11:30'), s('after', '12:00', '13:00')]);
    expect(at(layout.items, 'a')).toMatchObject({ top: 120, height: 120, left: 0, width: 0.5 });
    expect(at(layout.items, 'b')).toMatchObject({ top: 180, height: 120, left: 0.5, width: 0.5 });
    // A session that overlaps nothing is full width again.
    expect(at(layout.items, 'after')).toMatchObject({ left: 0, width: 1 });
    expectNoOverlap(layout.items);
  });

  it('reuses a column once it is free, so a chain of overlaps needs only two columns', () => {
    const layout = layoutTimeline([s('a', '10:00', '11:00'), s('b', '10:30', '11:30'), s('c', '11:00', '12:00')]);
    expect(at(layout.items, 'c')).toMatchObject({ left: 0, width: 0.5, top: 240 });
    expectNoOverlap(layout.items);
  });

  it('treats back-to-back sessions as not overlapping', () => {
    const layout = layoutTimeline([s('a', '10:00', '11:00'), s('b', '11:00', '12:00')]);
    expect(layout.items.map((i) => i.width)).toEqual([1, 1]);
  });

  it('splits a column among the rows of a start time and stretches the time it spans', () => {
    const layout = layoutTimeline([...parallel(5), s('d', '10:30', '11:30')]);
    // 10:00-11:00 has two rows, so it is drawn at 4 px per minute: 10:30 is 120 + 30 * 4.
    expect(at(layout.items, 'd')).toMatchObject({ top: 240, height: 30 * 4 + 30 * 2, left: 0.5, width: 0.5 });
    expect(at(layout.items, 'p1')).toMatchObject({ top: 120, height: 120, left: 0 });
    expect(at(layout.items, 'p1').width).toBeCloseTo(1 / 6);
    expect(at(layout.items, 'p4')).toMatchObject({ top: 240, height: 120, left: 0, width: 0.25 });
    // Hour marks follow the same stretched scale: 11:00 sits after both rows, 12:00 an hour (2 px per minute) later.
    expect(layout.hourMarks.map((m) => m.top)).toEqual([0, 120, 360, 480]);
    expectNoOverlap(layout.items);
  });

  it('never overlaps cards on a busy day', () => {
    const layout = layoutTimeline([
      s('early', '08:15', '09:15'),
      s('k', '09:00', '10:00', 'KEYNOTE'),
      ...parallel(7),
      s('x', '10:45', '11:30'),
      s('y', '11:00', '12:00', 'KEYNOTE'),
      s('z', '11:15', '11:45'),
      ...parallel(2, 'q').map((q) => ({ ...q, start_time: '11:00', end_time: '11:30' })),
    ]);
    expectNoOverlap(layout.items);
    expect(layout.items).toHaveLength(14);
  });
});

describe('pushDownBelowOpened', () => {
  const day = [
    s('keynote', '09:00', '10:00', 'KEYNOTE'),
    ...parallel(3),
    s('late', '11:30', '12:30'),
    s('side', '10:30', '12:00'),
  ];

  it('moves every card and hour mark below an opened card down by the room it needs, and nothing overlaps', () => {
    const base = layoutTimeline(day);
    const opened = pushDownBelowOpened(base, (item) => (item.session.id === 'keynote' ? 150 : 0));
    expect(at(opened.items, 'keynote').top).toBe(at(base.items, 'keynote').top);
    expect(at(opened.items, 'keynote').height).toBe(at(base.items, 'keynote').height + 150);
    for (const id of ['p1', 'p2', 'p3', 'late', 'side'])
      expect(at(opened.items, id).top).toBe(at(base.items, id).top + 150);
    expect(opened.height).toBe(base.height + 150);
    const tenAm = (l: typeof base) => l.hourMarks.find((m) => m.minutes === 600)?.top;
    expect(tenAm(opened)).toBe((tenAm(base) ?? 0) + 150);
    expectNoOverlap(opened.items);
  });

  it('counts cards that end at the same place once, with the largest need, and adds up needs at different places', () => {
    const base = layoutTimeline(day);
    const extra: Record<string, number> = { keynote: 40, p1: 100, p2: 60 };
    const opened = pushDownBelowOpened(base, (item) => extra[item.session.id] ?? 0);
    expect(at(opened.items, 'p2').top).toBe(at(base.items, 'p2').top + 40);
    expect(at(opened.items, 'late').top).toBe(at(base.items, 'late').top + 140);
    expect(opened.height).toBe(base.height + 140);
    expectNoOverlap(opened.items);
  });

  it('leaves the layout as it is when nothing is opened', () => {
    const base = layoutTimeline(day);
    expect(pushDownBelowOpened(base, () => 0)).toBe(base);
  });
});
