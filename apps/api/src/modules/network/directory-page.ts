import type { EventPerson } from '../events/event-people';

/**
 * One viewer's page of a directory (docs/networking.md#directory) without filtering the whole list for every
 * request: the list shared by every viewer (`directoryListed`) minus the few people this viewer may not see
 * (themself, blocks both ways, bans, connections-only profiles they are not connected to), counted and paged by
 * the positions of those few. Page 250 of 500 costs the skipped positions and the page's rows, not 10,000
 * checks.
 */

interface Shape {
  /** Position of each person in the list, by id. */
  at: Map<number, number>;
  /** Positions of the people who show their profile to their connections only, ascending. */
  connectionsOnly: number[];
}

const shapes = new WeakMap<readonly EventPerson[], Shape>();

function shapeOf(list: readonly EventPerson[]): Shape {
  let shape = shapes.get(list);
  if (!shape) {
    const at = new Map<number, number>();
    const connectionsOnly: number[] = [];
    list.forEach((p, i) => {
      at.set(p.id, i);
      if (p.profile === 'CONNECTIONS') connectionsOnly.push(i);
    });
    shapes.set(list, (shape = { at, connectionsOnly }));
  }
  return shape;
}

export interface DirectoryViewer {
  id: number;
  /** People hidden from the viewer: blocks either way and the event's bans. */
  hidden: ReadonlySet<number>;
  /** Whether the viewer is connected (accepted) with this person. */
  connected: (personId: number) => boolean;
}

/**
 * The positions in `list` that `viewer` may not see, ascending: themself, the people hidden from them, and the
 * connections-only profiles of people they are not connected to.
 */
export function hiddenPositions(list: readonly EventPerson[], viewer: DirectoryViewer): number[] {
  const shape = shapeOf(list);
  const skip = new Set<number>();
  for (const id of [viewer.id, ...viewer.hidden]) {
    const at = shape.at.get(id);
    if (at !== undefined) skip.add(at);
  }
  for (const at of shape.connectionsOnly) if (!viewer.connected((list[at] as EventPerson).id)) skip.add(at);
  return [...skip].sort((a, b) => a - b);
}

/** The `limit` people from the `offset`-th one of `list` not at a `skip` position (ascending), and how many are not. */
export function pageSkipping<T>(
  list: readonly T[],
  skip: readonly number[],
  offset: number,
  limit: number,
): { rows: T[]; total: number } {
  // The offset-th shown position: every skipped position at or before it moves it one further.
  let pos = offset;
  let j = 0;
  while (j < skip.length && (skip[j] as number) <= pos) {
    pos += 1;
    j += 1;
  }
  const rows: T[] = [];
  while (rows.length < limit && pos < list.length) {
    if (j < skip.length && skip[j] === pos) j += 1;
    else rows.push(list[pos] as T);
    pos += 1;
  }
  return { rows, total: list.length - skip.length };
}
