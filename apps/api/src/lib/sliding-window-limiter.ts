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
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
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
    const recent = this.prune(this.hits.get(key) ?? [], now);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Number of keys held (for tests). */
  get size(): number {
    return this.hits.size;
  }

  private prune(times: number[], now: number): number[] {
    const from = now - this.windowMs;
    let i = 0;
    while (i < times.length && (times[i] ?? 0) <= from) i += 1;
    return i === 0 ? times : times.slice(i);
  }

  /** Drops idle keys now and then, so the map holds only users active within the last window. */
  private maybeSweep(now: number): void {
    this.callsSinceSweep += 1;
    if (this.callsSinceSweep < 1000) return;
    this.callsSinceSweep = 0;
    for (const [key, times] of this.hits) {
      const recent = this.prune(times, now);
      if (recent.length === 0) this.hits.delete(key);
      else this.hits.set(key, recent);
    }
  }
}
