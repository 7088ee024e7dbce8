import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listening } from '../db/client';
import { notify, notifyUnsynced } from '../db/notify';

/**
 * The channel the triggers of migration 0007 notify on. The payload names what changed as space-separated
 * scopes: `event:<id>`, `org:<id>`, `org-events:<id>` (an event of the organization), `user:<id>` (memberships),
 * `inbox:<id>` (threads), `session:<id>`, `thread:<id>`, `profiles` (someone's name or picture), `auth` (a token
 * or refresh family revoked), or `*` (anything).
 */
export const CHANGES_CHANNEL = 'atria_changes';
const SCOPE = /^(?:(?:event|event-access|org|org-events|user|inbox|session|thread):\d+|profiles|auth)$/;

/** The scopes a notification names; `['*']` for anything else (a payload this version does not know). */
export function parseScopes(payload: string): string[] {
  const scopes = payload.split(' ').filter((s) => s !== '');
  return scopes.length > 0 && scopes.every((s) => SCOPE.test(s)) ? scopes : ['*'];
}

/** Reads a cache answered from memory (hits) and from the database (misses). */
export interface CacheStats {
  hits: number;
  misses: number;
}

/** What a cache does with the scopes of a change: it drops the entries depending on any of them. */
export interface ScopedCache {
  /** Drops what depends on any of `scopes`; `*` means everything. */
  invalidate(scopes: readonly string[]): void;
}
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
 * Changes are announced by scope (what changed: an event, a user, a thread...), and each cache drops only what
 * depends on those scopes. A cache stores what it read only if none of its scopes changed during the read: a
 * value read before a change committed but stored after the change was announced is dropped.
 */
export class ChangeFeed {
  private gen = 0;
  private isLive = false;
  private readonly caches = new Set<ScopedCache>();
  private listening: Listening | undefined;
  private database: Database | undefined;
  private log: FastifyBaseLogger | undefined;
  private readonly markers = new Map<string, () => void>();
  private readonly liveWaiters = new Set<() => void>();

  get generation(): number {
    return this.gen;
  }

  get live(): boolean {
    return this.isLive;
  }

  private readonly counters = new Map<string, () => CacheStats>();

  /** Registers a cache to tell of every change. */
  register(cache: ScopedCache): void {
    this.caches.add(cache);
  }

  /** Names a cache's hit counts for `stats` (any cache, whether the feed empties it or not). */
  count(name: string, stats: () => CacheStats): void {
    this.counters.set(name, stats);
  }

  /** Hits and misses of every named cache since start. */
  stats(): Record<string, CacheStats> {
    return Object.fromEntries([...this.counters].map(([name, read]) => [name, read()]));
  }

  /** Everything held may be stale: empty every cache and move the generation on. */
  flush(): void {
    this.invalidate(['*']);
  }

  /**
   * What depends on `scopes` may be stale: each cache drops it. Called for every notification, and by a
   * service that wants its own write seen here before the notification arrives (it still arrives).
   */
  invalidate(scopes: readonly string[]): void {
    this.gen += 1;
    for (const cache of this.caches) cache.invalidate(scopes);
  }

  /**
   * Tells every instance, this one included, that `scopes` changed, for writes whose own statements announce
   * nothing (messages: see docs/database.md#messages-and-notify). The notification is committed alone, in a
   * transaction that does not wait for its write-ahead log to reach the disk: PostgreSQL lets one notifying
   * transaction commit at a time, and a notification is not kept across a crash anyway. Not transactional
   * with the write it follows: a process dying in between leaves other instances' copies to their time bound.
   * A failed statement is logged, never thrown (the write it follows is committed).
   */
  async announce(scopes: readonly string[]): Promise<void> {
    const payload = scopes.join(' ');
    if (!this.database || scopes.length === 0) return;
    // The scopes are spelled into the statement (a simple query, so both statements go in one round trip):
    // only the known shapes are, which hold no quote.
    if (parseScopes(payload)[0] === '*') throw new Error(`change feed: not a scope list: ${payload}`);
    try {
      await notifyUnsynced(this.database.db, CHANGES_CHANNEL, payload);
    } catch (err) {
      this.log?.warn(
        { err, scopes },
        'change feed: a change could not be announced; other instances read it after their time bound',
      );
    }
  }

  /** Starts listening; the feed turns live once the LISTEN is in place. */
  start(database: Database, log: FastifyBaseLogger): void {
    this.database = database;
    this.log = log;
    this.listening = database.listen(CHANGES_CHANNEL, {
      notify: (payload) => {
        if (!payload.startsWith(MARKER)) return this.invalidate(parseScopes(payload));
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
      await notify(this.database.db, CHANGES_CHANNEL, marker);
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
  /**
   * The kinds of scope (`event`, `org`, `user`, `auth`, ...) whose change empties the cache; every change does
   * when absent.
   */
  dependsOn?: readonly string[];
  /** The name its hit counts go by in ChangeFeed.stats. */
  name?: string;
}

/**
 * A read-through cache emptied by a ChangeFeed whenever a scope of a kind it depends on changes. Only values
 * that are not `undefined` or `null` are stored.
 */
export class InvalidatedCache<K, V> implements ScopedCache {
  private readonly entries = new Map<K, { value: V; until: number }>();
  private gen = 0;
  private readonly counts: CacheStats = { hits: 0, misses: 0 };

  constructor(
    private readonly feed: ChangeFeed,
    private readonly opts: InvalidatedCacheOptions,
  ) {
    feed.register(this);
    if (opts.name) feed.count(opts.name, () => ({ ...this.counts }));
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.gen += 1;
    this.entries.clear();
  }

  invalidate(scopes: readonly string[]): void {
    const kinds = this.opts.dependsOn;
    if (!kinds || scopes.some((s) => s === '*' || kinds.includes(s.split(':')[0] ?? s))) this.clear();
  }

  /** The value held for `key`, if any (without reading it). */
  peek(key: K, now = Date.now()): V | undefined {
    if (!this.feed.live) return undefined;
    const held = this.entries.get(key);
    if (!held || held.until <= now) return undefined;
    this.counts.hits += 1;
    return held.value;
  }

  /** Moves on whenever the cache is emptied: a value read since an earlier mark may be stale. */
  get generation(): number {
    return this.gen;
  }

  /**
   * The held value for `key`, or what `load` reads (stored if the feed is live and nothing changed meanwhile,
   * or since `since`, a `generation` taken before `load` began reading, when it is earlier).
   */
  async read(key: K, load: () => Promise<V>, now = Date.now(), since?: number): Promise<V> {
    if (this.feed.live) {
      const held = this.entries.get(key);
      if (held && held.until > now) {
        this.counts.hits += 1;
        return held.value;
      }
    }
    this.counts.misses += 1;
    const generation = Math.min(since ?? this.gen, this.gen);
    const value = await load();
    if (value !== undefined && value !== null && this.feed.live && this.gen === generation) {
      if (this.entries.size >= this.opts.capacity) this.entries.clear();
      this.entries.set(key, { value, until: now + this.opts.ttlMs });
    }
    return value;
  }
}
