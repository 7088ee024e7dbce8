import { describe, expect, it } from 'vitest';
import { acceptsGzip, notModified } from './conditional';

const at = new Date('2026-06-01T10:00:00.700Z');

describe('notModified', () => {
  it('matches If-None-Match weakly, in a list, and *', () => {
    expect(notModified({ ifNoneMatch: '"v1-abc"' }, '"v1-abc"', at)).toBe(true);
    expect(notModified({ ifNoneMatch: 'W/"v1-abc"' }, '"v1-abc"', at)).toBe(true);
    expect(notModified({ ifNoneMatch: '"x", "v1-abc"' }, '"v1-abc"', at)).toBe(true);
    expect(notModified({ ifNoneMatch: '*' }, '"v1-abc"', at)).toBe(true);
    expect(notModified({ ifNoneMatch: '"v1-abd"' }, '"v1-abc"', at)).toBe(false);
  });

  it('lets If-None-Match decide when both are sent', () => {
    expect(notModified({ ifNoneMatch: '"old"', ifModifiedSince: at.toUTCString() }, '"new"', at)).toBe(false);
  });

  it('compares If-Modified-Since in whole seconds', () => {
    expect(notModified({ ifModifiedSince: 'Mon, 01 Jun 2026 10:00:00 GMT' }, '"e"', at)).toBe(true);
    expect(notModified({ ifModifiedSince: 'Mon, 01 Jun 2026 09:59:59 GMT' }, '"e"', at)).toBe(false);
    expect(notModified({ ifModifiedSince: 'yesterday' }, '"e"', at)).toBe(false);
    expect(notModified({}, '"e"', at)).toBe(false);
  });
});

describe('acceptsGzip', () => {
  it('accepts gzip listed or covered by *, unless weighted 0', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, GZIP;q=0.5, br')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('gzip;q=nonsense')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
