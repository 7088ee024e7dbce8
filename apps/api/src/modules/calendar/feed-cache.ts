/**
 * Rendered personal feeds kept in memory, per person, under the ETag they were rendered for: a client that polls
 * without a conditional header gets the same bytes again without a rendering (a 500-entry feed takes tens of
 * milliseconds to render). A new ETag means new content, so an entry is only ever used for its own ETag. Bodies
 * are kept as the UTF-8 bytes sent, so a 200 from memory writes them as they are (nothing encoded per request).
 * The least recently used entries go first once the bodies pass `maxBytes`.
 */
export class FeedCache {
  private readonly entries = new Map<number, { etag: string; body: Buffer }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(userId: number, etag: string): Buffer | undefined {
    const hit = this.entries.get(userId);
    if (!hit || hit.etag !== etag) return undefined;
    this.entries.delete(userId);
    this.entries.set(userId, hit);
    return hit.body;
  }

  set(userId: number, etag: string, body: Buffer): void {
    this.drop(userId);
    if (body.length > this.maxBytes) return;
    this.entries.set(userId, { etag, body });
    this.bytes += body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  /** Bytes of the bodies held. */
  get size(): number {
    return this.bytes;
  }

  private drop(userId: number): void {
    const old = this.entries.get(userId);
    if (!old) return;
    this.bytes -= old.body.length;
    this.entries.delete(userId);
  }
}
