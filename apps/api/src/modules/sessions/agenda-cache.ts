import { createHash } from 'node:crypto';

/** A serialized sessions list and the agenda version it was built at. */
export interface CachedAgenda {
  version: number;
  body: string;
  /** Strong validator of `body`, for If-None-Match. */
  etag: string;
}

/**
 * Serialized sessions lists by (event, query), each valid only for the `events.agenda_version` it was built at.
 * The version is read from the database on every request (together with the caller's access), so a stale
 * entry is never served, whichever instance made the change; the cache only saves rebuilding and serializing
 * the same list again. Bounded: the oldest entry goes when `capacity` is reached.
 */
export class AgendaCache {
  private readonly entries = new Map<string, CachedAgenda>();
  /** Reads answered from memory and rebuilt (for ChangeFeed.stats). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(private readonly capacity = 256) {}

  static key(eventId: number, q: { day_number?: number; page: number; per_page: number }): string {
    return `${eventId}:${q.day_number ?? '*'}:${q.page}:${q.per_page}`;
  }

  /** The entry for `key` if it was built at exactly `version`. */
  get(key: string, version: number): CachedAgenda | undefined {
    const hit = this.entries.get(key);
    const current = hit && hit.version === version ? hit : undefined;
    if (current) this.counts.hits += 1;
    else this.counts.misses += 1;
    return current;
  }

  /** Stores `body` as built at `version`, unless a newer version is already held for the key. */
  set(key: string, version: number, body: string): CachedAgenda {
    const entry: CachedAgenda = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    const held = this.entries.get(key);
    if (held && held.version > version) return entry;
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
