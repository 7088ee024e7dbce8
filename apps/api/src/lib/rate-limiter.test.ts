import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/helpers';
import { RateLimiter } from './rate-limiter';

let t: TestDatabase;
let limiter: RateLimiter;
let n = 0;
const key = (label: string) => `${label}:${(n += 1)}`;
const counted = async (k: string) => {
  const rows = await t.database.db
    .select({ count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, k));
  return rows.reduce((sum, r) => sum + r.count, 0);
};

beforeAll(async () => {
  t = await createTestDatabase();
  limiter = new RateLimiter(t.database.db, 3600);
});
afterAll(async () => t.drop());

describe('RateLimiter', () => {
  it('lets exactly max of many concurrent attempts through and counts no more', async () => {
    const k = key('burst');
    const decisions = await Promise.all(Array.from({ length: 60 }, () => limiter.consume([{ key: k, max: 7 }])));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(7);
    for (const d of decisions) if (!d.allowed) expect(d.retryAfterSeconds).toBeGreaterThan(0);
    expect(await counted(k)).toBe(7);
  });

  it('takes nothing from the earlier budgets when a later one is spent', async () => {
    const narrow = key('narrow');
    const wide = key('wide');
    expect((await limiter.consume([{ key: narrow, max: 1 }])).allowed).toBe(true);
    const refused = await limiter.consume([
      { key: wide, max: 10 },
      { key: narrow, max: 1 },
    ]);
    expect(refused.allowed).toBe(false);
    expect(await counted(wide)).toBe(0);
    expect(await counted(narrow)).toBe(1);
  });

  it('gives the attempts back on refund, so the budget can be used again', async () => {
    const k = key('refund');
    const first = await limiter.consume([{ key: k, max: 1 }]);
    expect(first.allowed).toBe(true);
    expect((await limiter.consume([{ key: k, max: 1 }])).allowed).toBe(false);
    if (first.allowed) await first.refund();
    expect(await counted(k)).toBe(0);
    expect((await limiter.consume([{ key: k, max: 1 }])).allowed).toBe(true);
  });
});
