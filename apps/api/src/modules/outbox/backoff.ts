/** Backoff of the outbox's retries: exponential from `baseMs`, capped at `maxMs`, with full jitter. */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 5_000, maxMs: 60 * 60 * 1000 };

/**
 * The wait before the attempt after `attempt` (1 = the first attempt failed). "Full jitter": a uniform draw in
 * [ceiling/2, ceiling], so instances retrying the same outage spread out instead of hitting it together.
 */
export function retryDelayMs(
  attempt: number,
  opts: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const ceiling = Math.min(opts.maxMs, opts.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
