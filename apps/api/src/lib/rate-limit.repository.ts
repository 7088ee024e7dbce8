import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** The counters of lib/rate-limiter.ts: one row per key and window. Every method takes the executor. */
export const rateLimitRepository = {
  /**
   * Adds one to the key's window unless it already holds `max`, in one statement (concurrent callers queue on
   * the row). Returns the new count, or undefined when the window was full and nothing was added.
   */
  async increment(db: Db, key: string, windowStart: Date, max: number): Promise<number | undefined> {
    const rows = await db
      .insert(rateLimitHits)
      .values({ key, window_start: windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.window_start],
        set: { count: sql`${rateLimitHits.count} + 1` },
        setWhere: sql`${rateLimitHits.count} < ${max}`,
      })
      .returning({ count: rateLimitHits.count });
    return rows[0]?.count;
  },

  /** Takes one back from the key's window, never below zero. */
  async decrement(db: Db, key: string, windowStart: Date): Promise<void> {
    await db
      .update(rateLimitHits)
      .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.window_start, windowStart)));
  },
};
