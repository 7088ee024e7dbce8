/**
 * A trigram index over one lower-cased text per element of a held list (docs/organizer-console.md#participants):
 * for every run of three UTF-16 code units, the positions of the elements whose text contains it, ascending. A
 * text that contains the query contains each of the query's trigrams, so the elements listed under the query's
 * rarest trigram are a superset of the matches; the caller checks each of them with the exact rule
 * (`includes`). A search of 10,000 participants for "person4711" then checks a handful of them instead of
 * scanning all 10,000 (about 1.5 ms of one core each time, with twenty requests queued behind it).
 *
 * Queries shorter than three code units have no trigram: the caller scans (their results are few and memoized).
 */
export class TrigramIndex {
  private constructor(private readonly postings: Map<number, number[]>) {}

  /**
   * Positions, ascending, of the elements whose text may contain `q` (a superset of those that do), or
   * undefined when `q` is shorter than a trigram.
   */
  candidates(q: string): readonly number[] | undefined {
    if (q.length < 3) return undefined;
    let best: number[] | undefined;
    for (let i = 0; i + 3 <= q.length; i += 1) {
      const list = this.postings.get(trigram(q, i));
      if (list === undefined) return [];
      if (best === undefined || list.length < best.length) best = list;
    }
    return best;
  }

  /**
   * Indexes `texts` (position i is texts[i]), yielding to the event loop every `chunk` texts so that indexing
   * 10,000 participants (tens of milliseconds) does not hold up the requests meanwhile.
   */
  static async build(texts: readonly string[], chunk = 500): Promise<TrigramIndex> {
    const postings = new Map<number, number[]>();
    for (let start = 0; start < texts.length; start += chunk) {
      if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      const end = Math.min(texts.length, start + chunk);
      for (let pos = start; pos < end; pos += 1) {
        const text = texts[pos] as string;
        for (let i = 0; i + 3 <= text.length; i += 1) {
          const key = trigram(text, i);
          let list = postings.get(key);
          if (list === undefined) postings.set(key, (list = []));
          // Positions arrive in order: a trigram seen twice in one text is listed once.
          if (list[list.length - 1] !== pos) list.push(pos);
        }
      }
    }
    return new TrigramIndex(postings);
  }
}

/** The three code units at `i` as one number (below 2^48, so exact). */
function trigram(s: string, i: number): number {
  return (s.charCodeAt(i) * 65536 + s.charCodeAt(i + 1)) * 65536 + s.charCodeAt(i + 2);
}

/**
 * Joins an element's searched fields for the index. A query never spans two fields ("ada\u0000globex" does
 * not contain "a g"), since no query trigram holds the separator: callers scan queries that contain it.
 */
export const SEPARATOR = '\u0000';

interface Lazy {
  index?: TrigramIndex;
  building?: Promise<TrigramIndex>;
}

/**
 * The index of `texts(list)`, built once per (owner, kind) in the background: undefined until it is ready (the
 * caller scans meanwhile). `owner` is the held participant list; the index goes with it.
 */
export class LazyIndexes<Owner extends object> {
  private readonly held = new WeakMap<Owner, Map<string, Lazy>>();

  /** The ready index, or undefined (and its build started). */
  ready(owner: Owner, kind: string, texts: () => readonly string[]): TrigramIndex | undefined {
    const lazy = this.entry(owner, kind);
    if (lazy.index) return lazy.index;
    void this.whenBuilt(owner, kind, texts).catch(() => undefined);
    return undefined;
  }

  /** The index, built now if need be (tests, and a caller that would rather wait). */
  whenBuilt(owner: Owner, kind: string, texts: () => readonly string[]): Promise<TrigramIndex> {
    const lazy = this.entry(owner, kind);
    if (lazy.index) return Promise.resolve(lazy.index);
    lazy.building ??= TrigramIndex.build(texts()).then(
      (index) => (lazy.index = index),
      (err: unknown) => {
        lazy.building = undefined;
        throw err;
      },
    );
    return lazy.building;
  }

  private entry(owner: Owner, kind: string): Lazy {
    let kinds = this.held.get(owner);
    if (!kinds) this.held.set(owner, (kinds = new Map()));
    let lazy = kinds.get(kind);
    if (!lazy) kinds.set(kind, (lazy = {}));
    return lazy;
  }
}
