export interface SlidingWindowDecision {
  allowed: boolean;
  /** Whole seconds until one more hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * At most `max` hits per key within any `windowMs`, in memory.
 *
 * Per process on purpose: it guards the chat send path, which must not pay a database round trip per message.
 * With N API instances a user who spreads requests over all of them gets up to N × max; the load balancer's
 * sticky sessions make that the exception, and the limit is about flooding, not accounting.
 */
/**
 * One key's hits, oldest first: `times[head..]` are in the window, `times[..head]` have left it. Leaving moves
 * `head`; the array is compacted only once the departed part is at least half of it, so each hit costs O(1)
 * amortized however many a window holds (a copy of the whole log per hit made a window of 250,000 hits, the
 * feed benchmark's raised limit, cost about a millisecond per request).
 */
interface HitLog {
  times: number[];
  head: number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, HitLog>();
  private callsSinceSweep = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit for `key` if the window has room; synchronous, so concurrent callers cannot overshoot. */
  tryAcquire(key: string): SlidingWindowDecision {
    const now = this.now();
    this.maybeSweep(now);
    let log = this.hits.get(key);
    if (log === undefined) {
      log = { times: [], head: 0 };
      this.hits.set(key, log);
    }
    this.prune(log, now);
    if (log.times.length - log.head >= this.max) {
      const oldest = log.times[log.head] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    log.times.push(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Number of keys held (for tests). */
  get size(): number {
    return this.hits.size;
  }

  /** Moves `head` past the hits that left the window; compacts the array when that part is half of it or more. */
  private prune(log: HitLog, now: number): void {
    const from = now - this.windowMs;
    const { times } = log;
    while (log.head < times.length && (times[log.head] ?? 0) <= from) log.head += 1;
    if (log.head > 0 && log.head * 2 >= times.length) {
      log.times = times.slice(log.head);
      log.head = 0;
    }
  }

  /** Drops idle keys now and then, so the map holds only users active within the last window. */
  private maybeSweep(now: number): void {
    this.callsSinceSweep += 1;
    if (this.callsSinceSweep < 1000) return;
    this.callsSinceSweep = 0;
    for (const [key, log] of this.hits) {
      this.prune(log, now);
      if (log.times.length === log.head) this.hits.delete(key);
    }
  }
}
