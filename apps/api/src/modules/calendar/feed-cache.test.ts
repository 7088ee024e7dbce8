import { describe, expect, it } from 'vitest';
import { FeedCache } from './feed-cache';

describe('FeedCache', () => {
  it('serves a body only for the ETag it was rendered for', () => {
    const cache = new FeedCache(100);
    cache.set(1, '"a"', Buffer.from('BODY-A'));
    expect(cache.get(1, '"a"')).toEqual(Buffer.from('BODY-A'));
    expect(cache.get(1, '"b"')).toBeUndefined();
    expect(cache.get(2, '"a"')).toBeUndefined();
    cache.set(1, '"b"', Buffer.from('BODY-B'));
    expect(cache.get(1, '"a"')).toBeUndefined();
    expect(cache.size).toBe(6);
  });

  it('counts bytes, not characters', () => {
    const cache = new FeedCache(100);
    cache.set(1, 'e', Buffer.from('Zoë – Köln'));
    expect(cache.size).toBe(14);
  });

  it('drops the least recently used bodies past its size, and never keeps one larger than it', () => {
    const cache = new FeedCache(10);
    cache.set(1, 'e', Buffer.from('xxxx'));
    cache.set(2, 'e', Buffer.from('yyyy'));
    expect(cache.get(1, 'e')?.toString()).toBe('xxxx');
    cache.set(3, 'e', Buffer.from('zzzz'));
    expect(cache.get(2, 'e')).toBeUndefined();
    expect([cache.get(1, 'e')?.toString(), cache.get(3, 'e')?.toString()]).toEqual(['xxxx', 'zzzz']);
    cache.set(4, 'e', Buffer.from('w'.repeat(11)));
    expect(cache.get(4, 'e')).toBeUndefined();
    expect(cache.size).toBe(8);
  });
});
