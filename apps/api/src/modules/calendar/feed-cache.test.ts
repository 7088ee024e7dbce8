import { gunzipSync } from 'node:zlib';
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

  it('gzips a body once for its ETag, counts the copy, and forgets it with the body', async () => {
    const cache = new FeedCache(10_000);
    const body = Buffer.from('BEGIN:VCALENDAR\r\n'.repeat(200));
    cache.set(1, '"a"', body);
    const [zipped, again] = await Promise.all([cache.gzipped(1, '"a"'), cache.gzipped(1, '"a"')]);
    expect(again).toBe(zipped);
    expect(gunzipSync(zipped as Buffer)).toEqual(body);
    expect(zipped?.length).toBeLessThan(body.length / 10);
    expect(cache.size).toBe(body.length + (zipped?.length ?? 0));
    expect(await cache.gzipped(1, '"b"')).toBeUndefined();
    expect(await cache.gzipped(2, '"a"')).toBeUndefined();
    cache.set(1, '"b"', Buffer.from('NEW'));
    expect(cache.size).toBe(3);
    expect(gunzipSync((await cache.gzipped(1, '"b"')) as Buffer).toString()).toBe('NEW');
  });

  it('drops the least recently used entries once the gzipped copies pass its size too', async () => {
    const cache = new FeedCache(40);
    cache.set(1, 'e', Buffer.from('x'.repeat(15)));
    cache.set(2, 'e', Buffer.from('y'.repeat(15)));
    await cache.gzipped(1, 'e');
    // Body 1 and its copy (about 25 bytes) and body 2: over 40, so the older entry (2, as 1 was just used) goes.
    expect(cache.get(2, 'e')).toBeUndefined();
    expect(cache.get(1, 'e')?.toString()).toBe('x'.repeat(15));
    expect(cache.size).toBeLessThanOrEqual(40);
  });
});
