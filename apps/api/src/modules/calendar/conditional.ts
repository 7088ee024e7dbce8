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

/**
 * Whether an Accept-Encoding header accepts gzip (RFC 9110 section 12.5.3): listed (or `x-gzip`), or covered by
 * `*`, with a weight above 0. Without the header nothing is assumed.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let star: boolean | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const accepted = Number.isFinite(weight) && weight > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return accepted;
    if (coding === '*') star = accepted;
  }
  return star ?? false;
}
