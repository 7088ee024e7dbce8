import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESERVE_CHUNK,
  RESERVE_TIMEOUT_MS,
  SharedBudget,
  TokenBuckets,
  type BudgetDecision,
  type RedisCommand,
} from './request-budget';

const clock = (start = 1_000_000) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};
const allowedOf = async (decisions: (BudgetDecision | Promise<BudgetDecision>)[]) =>
  (await Promise.all(decisions)).filter((d) => d.allowed).length;

describe('TokenBuckets (in memory)', () => {
  it('allows the burst at once, then the rate, and says when to retry', () => {
    const c = clock();
    const b = new TokenBuckets({ ratePerSecond: 20, burst: 60 }, c.now);
    const first = Array.from({ length: 61 }, () => b.take(1));
    expect(first.filter((d) => d.allowed)).toHaveLength(60);
    expect(first[60]).toEqual({ allowed: false, retryAfterSeconds: 1 });
    c.advance(500); // 10 tokens
    expect(Array.from({ length: 11 }, () => b.take(1)).filter((d) => d.allowed)).toHaveLength(10);
  });

  it('keeps one bucket per user', () => {
    const b = new TokenBuckets({ ratePerSecond: 1, burst: 2 }, clock().now);
    expect([b.take(1), b.take(1), b.take(1)].map((d) => d.allowed)).toEqual([true, true, false]);
    expect([b.take(2), b.take(2)].map((d) => d.allowed)).toEqual([true, true]);
  });

  it('forgets users whose bucket has refilled', () => {
    const c = clock();
    const b = new TokenBuckets({ ratePerSecond: 10, burst: 5 }, c.now);
    for (let u = 1; u <= 500; u += 1) b.take(u);
    c.advance(1_000);
    for (let i = 0; i < 600; i += 1) b.take(9_999);
    expect(b.size).toBeLessThan(10);
  });
});

describe('SharedBudget with a stand-in Redis', () => {
  it('takes tokens from Redis a chunk at a time: one call for RESERVE_CHUNK requests', async () => {
    const calls: string[][] = [];
    const redis: RedisCommand = async (args) => {
      calls.push(args);
      return [Number(args[6]), 0];
    };
    const b = new SharedBudget({ ratePerSecond: 20, burst: 60 }, redis, 'p', () => undefined);
    expect(await allowedOf(Array.from({ length: RESERVE_CHUNK * 3 }, () => b.take(7)))).toBe(RESERVE_CHUNK * 3);
    expect(calls).toHaveLength(3);
    expect(calls[0]?.slice(3)).toEqual(['p:socket-budget:7', '20', '60', String(RESERVE_CHUNK)]);
  });

  it('refuses locally, without asking Redis again, until the wait Redis gave is over', async () => {
    const c = clock();
    let calls = 0;
    const redis: RedisCommand = async () => {
      calls += 1;
      return [0, 1_500];
    };
    const b = new SharedBudget({ ratePerSecond: 1, burst: 5 }, redis, 'p', () => undefined, c.now);
    expect(await b.take(1)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    for (let i = 0; i < 100; i += 1) expect(b.take(1)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(calls).toBe(1);
    c.advance(1_500);
    await b.take(1);
    expect(calls).toBe(2);
  });

  it('falls back to the local bucket when Redis fails, and reports the failure', async () => {
    const errors: unknown[] = [];
    const redis: RedisCommand = async () => {
      throw new Error('connection refused');
    };
    const b = new SharedBudget({ ratePerSecond: 1, burst: 3 }, redis, 'p', (err) => errors.push(err));
    expect(await allowedOf(Array.from({ length: 5 }, () => b.take(1)))).toBe(3);
    expect(errors.length).toBeGreaterThanOrEqual(1);
  });

  it(`falls back to the local bucket when Redis does not answer within ${RESERVE_TIMEOUT_MS} ms`, async () => {
    const redis: RedisCommand = () => new Promise(() => undefined);
    const errors: unknown[] = [];
    const b = new SharedBudget({ ratePerSecond: 1, burst: 3 }, redis, 'p', (err) => errors.push(err));
    const started = Date.now();
    expect(await b.take(1)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(Date.now() - started).toBeLessThan(RESERVE_TIMEOUT_MS * 4);
    expect(String(errors[0])).toContain('did not answer');
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('SharedBudget on Redis (needs REDIS_URL)', () => {
  const client = createClient({ url: redisUrl });
  const prefix = `atria-test-${randomBytes(6).toString('hex')}`;
  const redis: RedisCommand = (args) => client.sendCommand(args);
  beforeAll(async () => {
    await client.connect();
  });
  afterAll(async () => {
    const keys = await client.keys(`${prefix}:*`);
    if (keys.length) await client.del(keys);
    await client.close();
  });

  it('gives two instances one budget per user: together they allow the burst, not twice it', async () => {
    const limits = { ratePerSecond: 0.1, burst: 30 };
    const one = new SharedBudget(limits, redis, prefix, (err) => {
      throw err;
    });
    const two = new SharedBudget(limits, redis, prefix, (err) => {
      throw err;
    });
    const allowed = await allowedOf(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? one : two).take(42)));
    expect(allowed).toBe(30);
    expect(await allowedOf([one.take(43), two.take(43)])).toBe(2);
  });

  it('refills the Redis bucket at the rate, on Redis time', async () => {
    const b = new SharedBudget({ ratePerSecond: 20, burst: 10 }, redis, prefix, (err) => {
      throw err;
    });
    // One more token may refill between two reservations on a busy machine.
    expect(await allowedOf(Array.from({ length: 15 }, () => b.take(44)))).toBeOneOf([10, 11]);
    await new Promise((r) => setTimeout(r, 1_000)); // 20 tokens at the rate, capped at the burst of 10
    expect(await allowedOf(Array.from({ length: 15 }, () => b.take(44)))).toBeOneOf([10, 11]);
  });
});
