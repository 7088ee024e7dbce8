import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  const opts = { baseMs: 1_000, maxMs: 60_000 };

  it('doubles the ceiling with each failed attempt', () => {
    expect(retryDelayMs(1, opts, () => 1)).toBe(1_000);
    expect(retryDelayMs(2, opts, () => 1)).toBe(2_000);
    expect(retryDelayMs(4, opts, () => 1)).toBe(8_000);
  });

  it('never waits less than half the ceiling, whatever the draw', () => {
    expect(retryDelayMs(3, opts, () => 0)).toBe(2_000);
  });

  it('stops growing at the cap, even after very many attempts', () => {
    expect(retryDelayMs(10, opts, () => 1)).toBe(60_000);
    expect(retryDelayMs(10_000, opts, () => 1)).toBe(60_000);
  });

  it('spreads retries of the same attempt apart', () => {
    const draws = new Set(Array.from({ length: 20 }, () => retryDelayMs(5, opts)));
    expect(draws.size).toBeGreaterThan(1);
  });
});
