import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listening } from '../db/client';

/** The channel the triggers of migration 0003 notify on, with the changed table's name as payload. */
export const CHANGES_CHANNEL = 'atria_changes';
/** Payloads starting with this are markers sent by `settled`, not changes. */
const MARKER = 'settled:';
const SETTLE_TIMEOUT_MS = 5_000;

/**
 * Tells this instance's in-memory caches when what they hold may have changed: on every notification from
 * the database (any instance's write, or one made with psql), and on every write this instance answers (see
 * `flush`). Caches work only while the feed is `live`, i.e. while its LISTEN is in place: a notification
 * missed while the connection was down could leave them stale, so they are emptied and bypassed until it is
 * back.
 *
 * Every flush moves `generation` on. A cache stores what it read only if the generation did not move during
 * the read: a value read before a change committed but stored after the change was announced is dropped.
 */
export class ChangeFeed {
  private gen = 0;
  private isLive = false;
  private readonly caches = new Set<{ clear(): void }>();
  private listening: Listening | undefined;
  private database: Database | undefined;
  private readonly markers = new Map<string, () => void>();
  private readonly liveWaiters = new Set<() => void>();

  get generation(): number {
    return this.gen;
  }

  get live(): boolean {
    return this.isLive;
  }

  /** Registers something to empty on every flush. */
  register(cache: { clear(): void }): void {
    this.caches.add(cache);
  }

  /** Everything held may be stale: empty every cache and move the generation on. */
  flush(): void {
    this.gen += 1;
    for (const cache of this.caches) cache.clear();
  }

  /** Starts listening; the feed turns live once the LISTEN is in place. */
  start(database: Database, log: FastifyBaseLogger): void {
    this.database = database;
    this.listening = database.listen(CHANGES_CHANNEL, {
      notify: (payload) => {
        if (!payload.startsWith(MARKER)) return this.flush();
        this.markers.get(payload)?.();
        this.markers.delete(payload);
      },
      up: () => {
        // Whatever happened while nobody listened is unknown: start empty.
        this.flush();
        this.isLive = true;
        for (const wake of this.liveWaiters) wake();
        this.liveWaiters.clear();
        log.debug('change feed: listening');
      },
      down: (err) => {
        this.isLive = false;
        this.flush();
        log.warn({ err }, 'change feed: lost its database connection; caches are off until it is back');
      },
    });
  }

  /** Resolves when the feed is live, or after `timeoutMs` (caches then stay off until it is). */
  async whenLive(timeoutMs: number): Promise<boolean> {
    if (this.isLive) return true;
    let timer: NodeJS.Timeout | undefined;
    let wake: (() => void) | undefined;
    await new Promise<void>((resolve) => {
      wake = resolve;
      this.liveWaiters.add(resolve);
      timer = setTimeout(resolve, timeoutMs);
    });
    clearTimeout(timer);
    if (wake) this.liveWaiters.delete(wake);
    return this.isLive;
  }

  /**
   * Resolves once every change committed before the call has been announced here: it notifies a marker and
   * waits for it to come back, and notifications arrive in commit order. Immediate while not live (nothing is
   * cached then). For tests and tools that write with SQL and then read through the API.
   */
  async settled(): Promise<void> {
    if (!this.isLive || !this.database) return;
    const marker = `${MARKER}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<void>((resolve, reject) => {
      this.markers.set(marker, resolve);
      timer = setTimeout(() => {
        this.markers.delete(marker);
        reject(new Error(`change feed: marker not back within ${SETTLE_TIMEOUT_MS} ms`));
      }, SETTLE_TIMEOUT_MS);
    });
    try {
      await this.database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${marker})`);
      await back;
    } finally {
      clearTimeout(timer);
      this.markers.delete(marker);
    }
  }

  async stop(): Promise<void> {
    this.isLive = false;
    this.flush();
    const listening = this.listening;
    this.listening = undefined;
    await listening?.stop();
  }
}

export interface InvalidatedCacheOptions {
  /** Entries held at most; the cache is emptied when it is full. */
  capacity: number;
  /** An entry is read again after this long even without a notification (a bound on staleness if one is lost). */
  ttlMs: number;
}

/**
 * A read-through cache emptied by a ChangeFeed. Only values that are not `undefined` or `null` are stored.
 */
export class InvalidatedCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly opts: InvalidatedCacheOptions,
  ) {
    feed.register(this);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /** The held value for `key`, or what `load` reads (stored if the feed is live and nothing changed meanwhile). */
  async read(key: K, load: () => Promise<V>, now = Date.now()): Promise<V> {
    if (this.feed.live) {
      const held = this.entries.get(key);
      if (held && held.until > now) return held.value;
    }
    const generation = this.feed.generation;
    const value = await load();
    if (value !== undefined && value !== null && this.feed.live && this.feed.generation === generation) {
      if (this.entries.size >= this.opts.capacity) this.entries.clear();
      this.entries.set(key, { value, until: now + this.opts.ttlMs });
    }
    return value;
  }
}
