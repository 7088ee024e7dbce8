import { describe, expect, it } from 'vitest';
import { notModified } from './conditional';

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
