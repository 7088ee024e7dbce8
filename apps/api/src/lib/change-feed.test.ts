import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database, ListenHandlers } from '../db/client';
import { ChangeFeed, InvalidatedCache } from './change-feed';

const silent = { debug: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

/** A feed on a stand-in database whose LISTEN connection the test drives. */
function feedWithFakeListener() {
  let handlers: ListenHandlers | undefined;
  let stopped = false;
  const database = {
    listen(_channel: string, h: ListenHandlers) {
      handlers = h;
      return {
        async stop() {
          stopped = true;
        },
      };
    },
  } as unknown as Database;
  const feed = new ChangeFeed();
  feed.start(database, silent);
  const conn = () => {
    if (!handlers) throw new Error('not listening');
    return handlers;
  };
  return { feed, conn, isStopped: () => stopped };
}

const opts = { capacity: 3, ttlMs: 1_000 };

describe('InvalidatedCache', () => {
  it('caches nothing until the feed is live, then serves what it read', async () => {
    const { feed, conn } = feedWithFakeListener();
    const cache = new InvalidatedCache<string, number>(feed, opts);
    let reads = 0;
    const load = async () => (reads += 1);
    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(2);
    conn().up();
    expect(feed.live).toBe(true);
    expect(await cache.read('k', load)).toBe(3);
    expect(await cache.read('k', load)).toBe(3);
    expect(reads).toBe(3);
  });

  it('reads again after a notification, and after the connection is lost until it is back', async () => {
    const { feed, conn } = feedWithFakeListener();
    const cache = new InvalidatedCache<string, number>(feed, opts);
    let value = 1;
    conn().up();
    expect(await cache.read('k', async () => value)).toBe(1);
    value = 2;
    expect(await cache.read('k', async () => value)).toBe(1);
    conn().notify('events');
    expect(await cache.read('k', async () => value)).toBe(2);
    conn().down(new Error('gone'));
    value = 3;
    expect(await cache.read('k', async () => value)).toBe(3);
    value = 4;
    // Not live: every read goes to the source.
    expect(await cache.read('k', async () => value)).toBe(4);
    conn().up();
    value = 5;
    expect(await cache.read('k', async () => value)).toBe(5);
    value = 6;
    expect(await cache.read('k', async () => value)).toBe(5);
  });

  it('drops a value read across a flush (it may predate the change that was announced)', async () => {
    const { feed, conn } = feedWithFakeListener();
    const cache = new InvalidatedCache<string, string>(feed, opts);
    conn().up();
    let release: (v: string) => void = () => undefined;
    const slow = cache.read('k', () => new Promise<string>((r) => (release = r)));
    conn().notify('event_users');
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(cache.size).toBe(0);
    expect(await cache.read('k', async () => 'after')).toBe('after');
  });

  it('treats a marker from settled() as no change', async () => {
    const { feed, conn } = feedWithFakeListener();
    const cache = new InvalidatedCache<string, string>(feed, opts);
    conn().up();
    await cache.read('k', async () => 'held');
    const generation = feed.generation;
    conn().notify('settled:whatever');
    expect(feed.generation).toBe(generation);
    expect(await cache.read('k', async () => 'other')).toBe('held');
  });

  it('does not store null or undefined, expires entries after ttlMs and empties itself when full', async () => {
    const { feed, conn } = feedWithFakeListener();
    const cache = new InvalidatedCache<string, number | null>(feed, opts);
    conn().up();
    let n = 0;
    expect(await cache.read('none', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    await cache.read('a', async () => (n += 1), 0);
    expect(await cache.read('a', async () => 99, 999)).toBe(1);
    expect(await cache.read('a', async () => 2, 1_000)).toBe(2);
    await cache.read('b', async () => 3, 1_000);
    await cache.read('c', async () => 4, 1_000);
    expect(cache.size).toBe(3);
    await cache.read('d', async () => 5, 1_000);
    expect(cache.size).toBe(1);
  });
});

describe('ChangeFeed', () => {
  it('whenLive waits for the LISTEN, or gives up after its timeout', async () => {
    const { feed, conn } = feedWithFakeListener();
    expect(await feed.whenLive(10)).toBe(false);
    const waiting = feed.whenLive(5_000);
    conn().up();
    expect(await waiting).toBe(true);
  });

  it('settles at once while not live, and stops listening on stop', async () => {
    const { feed, conn, isStopped } = feedWithFakeListener();
    await expect(feed.settled()).resolves.toBeUndefined();
    conn().up();
    await feed.stop();
    expect(feed.live).toBe(false);
    expect(isStopped()).toBe(true);
  });
});
