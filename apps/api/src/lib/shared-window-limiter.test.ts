import { describe, expect, it } from 'vitest';
import { SharedWindowLimiter, type RedisCommand } from './shared-window-limiter';

describe('SharedWindowLimiter without Redis', () => {
  it('counts in memory: max hits per window, then refused with the seconds until the oldest leaves', async () => {
    let now = 1_000_000;
    const limiter = new SharedWindowLimiter('test', 2, 60_000, () => now);
    expect(limiter.isShared).toBe(false);
    expect((await limiter.tryAcquire('a')).allowed).toBe(true);
    now += 10_000;
    expect((await limiter.tryAcquire('a')).allowed).toBe(true);
    expect(await limiter.tryAcquire('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect((await limiter.tryAcquire('b')).allowed).toBe(true);
    now += 50_001;
    expect((await limiter.tryAcquire('a')).allowed).toBe(true);
  });
});

describe('SharedWindowLimiter with a failing Redis', () => {
  it('falls back to its own window, reports the error, and asks Redis again a second later', async () => {
    let now = 1_000_000;
    const calls: string[][] = [];
    let failing = true;
    const redis: RedisCommand = async (args) => {
      calls.push(args);
      if (failing) throw new Error('connection refused');
      return [0, 30_000];
    };
    const errors: unknown[] = [];
    const limiter = new SharedWindowLimiter('feed', 1, 60_000, () => now);
    limiter.share({ redis, keyPrefix: 'p', onError: (err) => errors.push(err) });
    expect((await limiter.tryAcquire('1.2.3.4')).allowed).toBe(true);
    expect(errors).toHaveLength(1);
    // Redis paused: the local window (1 per minute) decides without asking it.
    expect((await limiter.tryAcquire('1.2.3.4')).allowed).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.slice(0, 4)).toEqual(['EVAL', expect.any(String), '1', 'p:limit:feed:1.2.3.4']);
    // A second later Redis is asked again, and its answer (refused, 30 s) is the decision.
    now += 1_001;
    failing = false;
    expect(await limiter.tryAcquire('5.6.7.8')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(calls).toHaveLength(2);
  });

  it('gives up on a Redis that does not answer in time', async () => {
    const limiter = new SharedWindowLimiter('feed', 5, 60_000);
    const errors: unknown[] = [];
    limiter.share({ redis: () => new Promise(() => undefined), keyPrefix: 'p', onError: (e) => errors.push(e) });
    const started = Date.now();
    expect((await limiter.tryAcquire('x')).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(String(errors[0])).toMatch(/did not answer/);
  });
});
