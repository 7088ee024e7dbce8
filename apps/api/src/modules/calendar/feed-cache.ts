import { gzip } from 'node:zlib';

/** The gzip level of cached feeds: compressed once per ETag, so the best ratio costs nothing per request. */
const GZIP_LEVEL = 9;

interface Entry {
  etag: string;
  body: Buffer;
  /** The body gzipped, made on the first request that accepts gzip (in the thread pool) and kept with it. */
  gzipped?: Promise<Buffer>;
  gzippedBytes: number;
}

/**
 * Rendered personal feeds kept in memory, per person, under the ETag they were rendered for: a client that polls
 * without a conditional header gets the same bytes again without a rendering (a 500-entry feed takes tens of
 * milliseconds to render). A new ETag means new content, so an entry is only ever used for its own ETag. Bodies
 * are kept as the UTF-8 bytes sent, so a 200 from memory writes them as they are (nothing encoded per request);
 * the gzipped copy for clients that accept it is made once per entry, beside it. The least recently used
 * entries go first once the bodies (both copies) pass `maxBytes`.
 */
export class FeedCache {
  private readonly entries = new Map<number, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(userId: number, etag: string): Buffer | undefined {
    return this.touch(userId, etag)?.body;
  }

  /**
   * The gzipped body for this ETag (compressed now if it was not yet, once however many ask at the same time),
   * or undefined when no body is held for it.
   */
  async gzipped(userId: number, etag: string): Promise<Buffer | undefined> {
    const hit = this.touch(userId, etag);
    if (!hit) return undefined;
    if (!hit.gzipped) {
      const made = new Promise<Buffer>((resolve, reject) =>
        gzip(hit.body, { level: GZIP_LEVEL }, (err, out) => (err ? reject(err) : resolve(out))),
      );
      hit.gzipped = made;
      made.then(
        (out) => {
          // Counted only while the entry is still the one held.
          if (this.entries.get(userId) !== hit) return;
          hit.gzippedBytes = out.length;
          this.bytes += out.length;
          this.trim();
        },
        () => {
          if (hit.gzipped === made) hit.gzipped = undefined;
        },
      );
    }
    return hit.gzipped;
  }

  set(userId: number, etag: string, body: Buffer): void {
    this.drop(userId);
    if (body.length > this.maxBytes) return;
    this.entries.set(userId, { etag, body, gzippedBytes: 0 });
    this.bytes += body.length;
    this.trim();
  }

  /** Bytes of the bodies held (plain and gzipped). */
  get size(): number {
    return this.bytes;
  }

  private touch(userId: number, etag: string): Entry | undefined {
    const hit = this.entries.get(userId);
    if (!hit || hit.etag !== etag) return undefined;
    this.entries.delete(userId);
    this.entries.set(userId, hit);
    return hit;
  }

  private trim(): void {
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(userId: number): void {
    const old = this.entries.get(userId);
    if (!old) return;
    this.bytes -= old.body.length + old.gzippedBytes;
    this.entries.delete(userId);
  }
}
