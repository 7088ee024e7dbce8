/**
 * Runs `work(a, b, done)` for at most `limit` items at once; the others wait, in arrival order, as nothing but
 * two array slots (no closure, no promise of their own). `work` calls `done` once when it has finished.
 *
 * Used for socket handshakes: a burst of thousands of connections (a deploy, a network blip) would otherwise
 * start thousands of token checks together. Each would hold its signature job, its pending query in the pool
 * queue and their promises for as long as the whole burst takes: long enough to be promoted to V8's old
 * generation and stay there as garbage once finished (about 80 MB for 10,000 sockets), and a queue of thousands
 * of statements in front of every HTTP request needing a pool connection. Limited, the same work is done at
 * the same pace (the server's CPU and the database pool are the bottleneck either way), each check's garbage
 * dies young, and an HTTP request waits behind at most `limit` handshake statements. What waits holds as
 * little as possible, since it waits long enough to be promoted too.
 */
export class ConcurrencyLimit<A, B> {
  private active = 0;
  private queue: unknown[] = [];
  private head = 0;
  private draining = false;

  constructor(
    readonly limit: number,
    private readonly work: (a: A, b: B, done: () => void) => void,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  }

  /** Items started and not yet done. */
  get running(): number {
    return this.active;
  }

  /** Items waiting for a slot. */
  get waiting(): number {
    return (this.queue.length - this.head) / 2;
  }

  /** Starts `work(a, b, done)` now if a slot is free, else when one is. */
  push(a: A, b: B): void {
    if (this.active < this.limit) this.start(a, b);
    else this.queue.push(a, b);
  }

  private start(a: A, b: B): void {
    this.active += 1;
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      this.active -= 1;
      this.next();
    };
    try {
      this.work(a, b, done);
    } catch (err) {
      done();
      throw err;
    }
  }

  private next(): void {
    // A `done` called from within `work` lands here while the loop below runs: it continues there instead.
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.active < this.limit && this.head < this.queue.length) {
        const a = this.queue[this.head] as A;
        const b = this.queue[this.head + 1] as B;
        this.queue[this.head] = undefined;
        this.queue[this.head + 1] = undefined;
        this.head += 2;
        // Drop the started prefix now and then, so a long queue costs O(1) per item.
        if (this.head >= 2048 && this.head * 2 >= this.queue.length) {
          this.queue = this.queue.slice(this.head);
          this.head = 0;
        }
        this.start(a, b);
      }
    } finally {
      this.draining = false;
    }
  }
}
