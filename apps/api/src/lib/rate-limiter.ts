import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every API instance sees the same counts.
 * `hit` adds one to the key's current window and says whether the limit was already reached.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly windowSeconds: number,
  ) {}

  private window(now: number): { start: Date; retryAfterSeconds: number } {
    const ms = this.windowSeconds * 1000;
    const start = Math.floor(now / ms) * ms;
    return { start: new Date(start), retryAfterSeconds: Math.max(1, Math.ceil((start + ms - now) / 1000)) };
  }

  async count(key: string): Promise<number> {
    const { start } = this.window(Date.now());
    const rows = await this.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} = ${key} and ${rateLimitHits.window_start} = ${start.toISOString()}`);
    return rows[0]?.count ?? 0;
  }

  async check(keys: { key: string; max: number }[]): Promise<RateDecision> {
    const { retryAfterSeconds } = this.window(Date.now());
    for (const { key, max } of keys) {
      if ((await this.count(key)) >= max) return { allowed: false, retryAfterSeconds };
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }

  async hit(keys: string[]): Promise<void> {
    const { start } = this.window(Date.now());
    for (const key of keys) {
      await this.db
        .insert(rateLimitHits)
        .values({ key, window_start: start, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.window_start],
          set: { count: sql`${rateLimitHits.count} + 1` },
        });
    }
  }
}
