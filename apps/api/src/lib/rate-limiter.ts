import type { Db } from '../db/client';
import { AppError } from '../errors';
import { rateLimitRepository } from './rate-limit.repository';

/** One budget: at most `max` attempts per window under `key`. */
export interface RateLimit {
  key: string;
  max: number;
}

/** A request let through: `refund` gives its attempts back (e.g. a login that turned out right). */
export interface RateGrant {
  allowed: true;
  refund(): Promise<void>;
}

export interface RateRefusal {
  allowed: false;
  retryAfterSeconds: number;
}

export type RateDecision = RateGrant | RateRefusal;

/** The 429 of a spent budget, with the seconds until it refills as Retry-After. */
export function tooManyAttempts(
  retryAfterSeconds: number,
  message = 'Too many attempts. Please wait and try again.',
): AppError {
  return new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * Fixed-window counters kept in the database, so every API instance sees the same counts.
 *
 * `consume` counts first and decides from the count: per key, one statement adds the attempt only while the
 * window is under its budget and returns the new count. Concurrent requests queue on the counter's row, so no
 * more than `max` of them can ever be let through in one window, however many arrive at once. A refused request
 * adds nothing: hammering a locked key does not push the caller's other budgets (its address) further.
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

  /**
   * Takes one attempt from every budget, in order, or from none: when one is spent, those already taken are
   * given back and the request is refused with the seconds until the window ends. Put the narrowest key first.
   */
  async consume(limits: RateLimit[]): Promise<RateDecision> {
    const { start, retryAfterSeconds } = this.window(Date.now());
    const taken: string[] = [];
    for (const { key, max } of limits) {
      if (!(await this.take(key, max, start))) {
        await this.giveBack(taken, start);
        return { allowed: false, retryAfterSeconds };
      }
      taken.push(key);
    }
    return { allowed: true, refund: () => this.giveBack(taken, start) };
  }

  /** Adds one to the key's window unless it already holds `max`; true when the attempt was counted. */
  private async take(key: string, max: number, start: Date): Promise<boolean> {
    const count = await rateLimitRepository.increment(this.db, key, start, max);
    return count !== undefined && count <= max;
  }

  private async giveBack(keys: string[], start: Date): Promise<void> {
    for (const key of keys) await rateLimitRepository.decrement(this.db, key, start);
  }
}
