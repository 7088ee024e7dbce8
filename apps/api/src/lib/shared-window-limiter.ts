import { randomUUID } from 'node:crypto';
import { SlidingWindowLimiter, type SlidingWindowDecision } from './sliding-window-limiter';

/** Runs one Redis command (the realtime layer's publishing client, which fails at once while Redis is away). */
export type RedisCommand = (args: string[]) => Promise<unknown>;

/** A Redis answer not in by then is given up: the instance's own window decides that request. */
export const SHARED_LIMIT_TIMEOUT_MS = 250;
/** After Redis failed, the instance's own window decides alone for this long before Redis is asked again. */
const REDIS_PAUSE_MS = 1_000;

/**
 * A sliding-window log in the sorted set KEYS[1]: drops the hits older than ARGV[2] ms, and adds this one (member
 * ARGV[3]) when fewer than ARGV[1] remain. On Redis' clock, so the instances' clocks do not matter. Returns
 * { 1, 0 } when allowed, { 0, ms until the oldest hit leaves the window } when not.
 */
const WINDOW_SCRIPT = `
local max, window = tonumber(ARGV[1]), tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= max then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return { 0, math.max(1, tonumber(oldest[2]) + window - now) }
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return { 1, 0 }
`;

interface Shared {
  redis: RedisCommand;
  keyPrefix: string;
  onError: (err: unknown) => void;
}

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms).unref();
  });

/**
 * At most `max` hits per key within any `windowMs`: in this process's memory (a SlidingWindowLimiter) until
 * `share` hands it a Redis connection, then in Redis, so every instance counts against the same window (the
 * public calendar feed's per-IP budget, docs/calendar.md#token-security). When Redis fails or is slow to
 * answer, the instance's own window decides (the limit then holds per instance) for a second, then Redis is
 * asked again: an outage of Redis neither opens the gate nor closes it.
 */
export class SharedWindowLimiter {
  private readonly local: SlidingWindowLimiter;
  private shared: Shared | undefined;
  private pausedUntil = 0;

  constructor(
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.local = new SlidingWindowLimiter(max, windowMs, now);
  }

  /** Counts in Redis from now on (`undefined`: in memory again, e.g. once the Redis client is closed). */
  share(shared: Shared | undefined): void {
    this.shared = shared;
    this.pausedUntil = 0;
  }

  /** Whether hits are counted in Redis (for tests and the log). */
  get isShared(): boolean {
    return this.shared !== undefined;
  }

  async tryAcquire(key: string): Promise<SlidingWindowDecision> {
    const shared = this.shared;
    if (!shared || this.now() < this.pausedUntil) return this.local.tryAcquire(key);
    try {
      const answer = await Promise.race([
        shared.redis([
          'EVAL',
          WINDOW_SCRIPT,
          '1',
          `${shared.keyPrefix}:limit:${this.name}:${key}`,
          String(this.max),
          String(this.windowMs),
          randomUUID(),
        ]),
        timeout(SHARED_LIMIT_TIMEOUT_MS),
      ]);
      const [allowed, waitMs] = (answer as unknown[]).map(Number);
      if (allowed === 1) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((waitMs ?? 1000) / 1000)) };
    } catch (err) {
      this.pausedUntil = this.now() + REDIS_PAUSE_MS;
      shared.onError(err);
      return this.local.tryAcquire(key);
    }
  }
}
