import { describe, expect, it } from 'vitest';
import { AgendaCache } from './agenda-cache';

describe('AgendaCache', () => {
  it('serves an entry only at the version it was built at', () => {
    const cache = new AgendaCache();
    const key = AgendaCache.key(7, { day_number: 1, page: 1, per_page: 50 });
    cache.set(key, 3, '{"a":1}');
    expect(cache.get(key, 3)?.body).toBe('{"a":1}');
    expect(cache.get(key, 4)).toBeUndefined();
    expect(cache.get(AgendaCache.key(7, { page: 1, per_page: 50 }), 3)).toBeUndefined();
  });

  it('keeps the newer version when an older build finishes late', () => {
    const cache = new AgendaCache();
    cache.set('k', 5, 'new');
    cache.set('k', 4, 'old');
    expect(cache.get('k', 5)?.body).toBe('new');
    expect(cache.get('k', 4)).toBeUndefined();
  });

  it('gives different bodies different ETags and equal bodies equal ones', () => {
    const cache = new AgendaCache();
    const a = cache.set('a', 1, 'x');
    const b = cache.set('b', 1, 'y');
    const c = cache.set('c', 9, 'x');
    expect(a.etag).not.toBe(b.etag);
    expect(a.etag).toBe(c.etag);
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('holds at most its capacity, dropping the oldest entry', () => {
    const cache = new AgendaCache(2);
    cache.set('a', 1, 'a');
    cache.set('b', 1, 'b');
    cache.set('c', 1, 'c');
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.body).toBe('c');
  });
});
