import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database, ListenHandlers } from '../db/client';
import { ChangeFeed, parseScopes } from './change-feed';
import { ReadCache } from './read-cache';

const silent = { debug: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

/** A read cache on a feed whose LISTEN connection the test drives. */
function cacheWithFakeListener(capacity?: number) {
  let handlers: ListenHandlers | undefined;
  const database = {
    listen(_channel: string, h: ListenHandlers) {
      handlers = h;
      return { stop: async () => undefined };
    },
  } as unknown as Database;
  const feed = new ChangeFeed();
  feed.start(database, silent);
  const cache = new ReadCache(feed, capacity);
  const conn = () => {
    if (!handlers) throw new Error('not listening');
    return handlers;
  };
  return { cache, conn };
}

describe('ReadCache', () => {
  it('drops on a change only the answers that depend on a changed scope', () => {
    const { cache, conn } = cacheWithFakeListener();
    conn().up();
    cache.set('1 /event', 'event', ['user:1', 'event:7'], cache.mark());
    cache.set('1 /threads', 'threads', ['user:1', 'inbox:1'], cache.mark());
    cache.set('2 /event', 'event', ['user:2', 'event:7'], cache.mark());
    conn().notify('thread:3 inbox:1 inbox:9');
    expect(cache.get('1 /threads')).toBeUndefined();
    expect(cache.get('1 /event')).toBe('event');
    conn().notify('event:7 org-events:2');
    expect(cache.get('1 /event')).toBeUndefined();
    expect(cache.get('2 /event')).toBeUndefined();
  });

  it('does not keep an answer read across a change of one of its scopes, but keeps one read across another change', () => {
    const { cache, conn } = cacheWithFakeListener();
    conn().up();
    const before = cache.mark();
    conn().notify('user:1');
    cache.set('1 /me', 'stale', ['user:1'], before);
    cache.set('2 /me', 'current', ['user:2'], before);
    expect(cache.get('1 /me')).toBeUndefined();
    expect(cache.get('2 /me')).toBe('current');
    expect(cache.stats()).toMatchObject({ dropped: 1, entries: 1 });
  });

  it('reads an answer again after its time bound, even if nothing was announced', () => {
    const { cache, conn } = cacheWithFakeListener();
    conn().up();
    const now = Date.now();
    cache.set('1 /threads', 'threads', ['inbox:1'], cache.mark(), [], now);
    expect(cache.get('1 /threads', now + 59_000)).toBe('threads');
    expect(cache.get('1 /threads', now + 60_001)).toBeUndefined();
  });

  it('drops everything for a notification it does not understand, and holds nothing while the feed is down', () => {
    const { cache, conn } = cacheWithFakeListener();
    expect(parseScopes('events')).toEqual(['*']);
    cache.set('1 /me', 'me', ['user:1'], cache.mark());
    expect(cache.get('1 /me')).toBeUndefined();
    conn().up();
    const before = cache.mark();
    cache.set('1 /me', 'me', ['user:1'], before);
    conn().notify('events');
    expect(cache.get('1 /me')).toBeUndefined();
    cache.set('2 /me', 'me', ['user:2'], before);
    expect(cache.get('2 /me')).toBeUndefined();
    cache.set('2 /me', 'me', ['user:2'], cache.mark());
    conn().down(new Error('gone'));
    expect(cache.get('2 /me')).toBeUndefined();
  });
});
