import type { ChangeFeed, ScopedCache } from './change-feed';

/** A serialized answer and the scopes it was built from. */
interface Entry {
  body: string;
  scopes: readonly string[];
  until: number;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  /** Answers read but not kept, because one of their scopes changed while they were read. */
  dropped: number;
  entries: number;
}

/**
 * Serialized answers of GET requests by key (caller and URL), each tagged with the scopes it depends on (see
 * ChangeFeed): a change of any of them drops it, on whichever instance the change happened. Used only while
 * the feed is live. An answer is kept only if none of its scopes changed between the start of its read and
 * its storing, so an answer read before a change committed is never kept after the change was announced.
 * Bounded: emptied when `capacity` entries are held, and each answer is read again after `ttlMs`.
 */
export class ReadCache implements ScopedCache {
  private readonly entries = new Map<string, Entry>();
  /** Keys by scope. May name keys already gone (dropping them again is harmless). */
  private readonly byScope = new Map<string, Set<string>>();
  /** The change count at which each scope last changed, for the race check of `set`. */
  private readonly changedAt = new Map<string, number>();
  private changes = 0;
  /** Change count of the last change that dropped everything. */
  private everythingAt = 0;
  private readonly counts = { hits: 0, misses: 0, dropped: 0 };

  constructor(
    private readonly feed: ChangeFeed,
    private readonly capacity = 20_000,
    /** An answer is read again after this long even if nothing was announced (writes that announce nothing). */
    private readonly ttlMs = 60_000,
  ) {
    feed.register(this);
    feed.count('GET answers', () => ({ hits: this.counts.hits, misses: this.counts.misses }));
  }

  /** A mark to pass to `set`: answers read from now on are checked against later changes. */
  mark(): number {
    return this.changes;
  }

  get(key: string, now = Date.now()): string | undefined {
    if (!this.feed.live) return undefined;
    let hit = this.entries.get(key);
    if (hit && hit.until <= now) {
      this.entries.delete(key);
      hit = undefined;
    }
    if (hit) this.counts.hits += 1;
    else this.counts.misses += 1;
    return hit?.body;
  }

  /**
   * Keeps `body` under `key`, dropped when one of `scopes` changes, unless the feed is down or one of `scopes`
   * or `checked` (what the key was chosen by, such as the caller's roles) changed since `mark`.
   */
  set(
    key: string,
    body: string,
    scopes: readonly string[],
    mark: number,
    checked: readonly string[] = [],
    now = Date.now(),
  ): void {
    if (!this.feed.live) return;
    const changed = (s: string) => (this.changedAt.get(s) ?? 0) > mark;
    if (this.everythingAt > mark || scopes.some(changed) || checked.some(changed)) {
      this.counts.dropped += 1;
      return;
    }
    if (this.entries.size >= this.capacity) this.reset();
    this.entries.set(key, { body, scopes, until: now + this.ttlMs });
    for (const scope of scopes) {
      let keys = this.byScope.get(scope);
      if (!keys) this.byScope.set(scope, (keys = new Set()));
      keys.add(key);
    }
  }

  invalidate(scopes: readonly string[]): void {
    this.changes += 1;
    if (scopes.includes('*')) return this.reset();
    // Bounded like the entries: forgetting when scopes changed is safe once everything is dropped with them.
    if (this.changedAt.size > 4 * this.capacity) return this.reset();
    for (const scope of scopes) {
      this.changedAt.set(scope, this.changes);
      const keys = this.byScope.get(scope);
      if (!keys) continue;
      this.byScope.delete(scope);
      for (const key of keys) this.entries.delete(key);
    }
  }

  stats(): ReadCacheStats {
    return { ...this.counts, entries: this.entries.size };
  }

  private reset(): void {
    this.everythingAt = this.changes;
    this.entries.clear();
    this.byScope.clear();
    this.changedAt.clear();
  }
}
