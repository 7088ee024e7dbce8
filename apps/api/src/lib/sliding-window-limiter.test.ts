import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './sliding-window-limiter';

const clock = (start = 1_000_000) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('SlidingWindowLimiter', () => {
  it('allows max hits per window and refuses the next with the seconds until the oldest expires', () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter(3, 10_000, c.now);
    expect(limiter.tryAcquire('a').allowed).toBe(true);
    c.advance(4_000);
    expect(limiter.tryAcquire('a').allowed).toBe(true);
    expect(limiter.tryAcquire('a').allowed).toBe(true);
    expect(limiter.tryAcquire('a')).toEqual({ allowed: false, retryAfterSeconds: 6 });
  });

  it('slides: a hit becomes available again exactly when the oldest leaves the window', () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter(2, 10_000, c.now);
    limiter.tryAcquire('a');
    c.advance(5_000);
    limiter.tryAcquire('a');
    c.advance(4_999);
    expect(limiter.tryAcquire('a').allowed).toBe(false);
    c.advance(1);
    expect(limiter.tryAcquire('a').allowed).toBe(true);
    expect(limiter.tryAcquire('a').allowed).toBe(false);
  });

  it('keeps keys apart and does not count refused attempts', () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter(1, 1_000, c.now);
    expect(limiter.tryAcquire('a').allowed).toBe(true);
    expect(limiter.tryAcquire('b').allowed).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(limiter.tryAcquire('a').allowed).toBe(false);
    c.advance(1_000);
    expect(limiter.tryAcquire('a').allowed).toBe(true);
  });

  it('forgets idle keys on its periodic sweep', () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter(5, 1_000, c.now);
    for (let i = 0; i < 500; i += 1) limiter.tryAcquire(`user:${i}`);
    expect(limiter.size).toBe(500);
    c.advance(2_000);
    for (let i = 0; i < 500; i += 1) limiter.tryAcquire('busy');
    expect(limiter.size).toBe(1);
  });

  it('keeps an exact count while one key slides through many windows (its log is compacted as it goes)', () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter(100, 100, c.now);
    let allowed = 0;
    for (let i = 0; i < 1_000; i += 1) {
      c.advance(1);
      if (limiter.tryAcquire('feed').allowed) allowed += 1;
    }
    expect(allowed).toBe(1_000);
    // The window (100 ms) now holds the last 100 hits exactly: one more is refused until the oldest leaves.
    expect(limiter.tryAcquire('feed')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    c.advance(1);
    expect(limiter.tryAcquire('feed').allowed).toBe(true);
    expect(limiter.tryAcquire('feed').allowed).toBe(false);
    c.advance(100);
    for (let i = 0; i < 100; i += 1) expect(limiter.tryAcquire('feed').allowed).toBe(true);
    expect(limiter.tryAcquire('feed').allowed).toBe(false);
  });
});
