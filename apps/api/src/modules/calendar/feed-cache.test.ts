import { describe, expect, it } from 'vitest';
import { FeedCache } from './feed-cache';

describe('FeedCache', () => {
  it('serves a body only for the ETag it was rendered for', () => {
    const cache = new FeedCache(100);
    cache.set(1, '"a"', 'BODY-A');
    expect(cache.get(1, '"a"')).toBe('BODY-A');
    expect(cache.get(1, '"b"')).toBeUndefined();
    expect(cache.get(2, '"a"')).toBeUndefined();
    cache.set(1, '"b"', 'BODY-B');
    expect(cache.get(1, '"a"')).toBeUndefined();
    expect(cache.size).toBe(6);
  });

  it('drops the least recently used bodies past its size, and never keeps one larger than it', () => {
    const cache = new FeedCache(10);
    cache.set(1, 'e', 'xxxx');
    cache.set(2, 'e', 'yyyy');
    expect(cache.get(1, 'e')).toBe('xxxx');
    cache.set(3, 'e', 'zzzz');
    expect(cache.get(2, 'e')).toBeUndefined();
    expect([cache.get(1, 'e'), cache.get(3, 'e')]).toEqual(['xxxx', 'zzzz']);
    cache.set(4, 'e', 'w'.repeat(11));
    expect(cache.get(4, 'e')).toBeUndefined();
    expect(cache.size).toBe(8);
  });
});
