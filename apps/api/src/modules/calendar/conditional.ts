/** What a client sent to make its request conditional (RFC 9110 section 13). */
export interface Conditions {
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/**
 * Whether the client's copy is current: If-None-Match (weak comparison, a list or '*') decides when present;
 * only without it does If-Modified-Since count, against `lastModified` in whole seconds.
 */
export function notModified(c: Conditions, etag: string, lastModified: Date): boolean {
  if (c.ifNoneMatch !== undefined) {
    if (c.ifNoneMatch.trim() === '*') return true;
    return c.ifNoneMatch.split(',').some((t) => opaque(t) === opaque(etag));
  }
  if (c.ifModifiedSince !== undefined) {
    const since = Date.parse(c.ifModifiedSince);
    return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
  }
  return false;
}
