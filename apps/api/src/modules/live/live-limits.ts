import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { SlidingWindowLimiter } from '../../lib/sliding-window-limiter';

/**
 * Per-user limits of the live session's sending actions, per app instance (see SlidingWindowLimiter for why in
 * memory). Chat matches the direct messages' limit; asking is rarer; votes allow quick changes of mind.
 */
export const LIVE_LIMITS = {
  chat: { max: 20, windowMs: 10_000 },
  question: { max: 5, windowMs: 60_000 },
  vote: { max: 30, windowMs: 10_000 },
  moderation: { max: 60, windowMs: 60_000 },
  typing: { max: 10, windowMs: 10_000 },
  reaction: { max: 30, windowMs: 10_000 },
} as const;

export type LiveLimitName = keyof typeof LIVE_LIMITS;

const byContext = new WeakMap<AppContext, Map<LiveLimitName, SlidingWindowLimiter>>();

/** Counts one `name` action of `userId`; throws RATE_LIMITED (with Retry-After) past the limit. */
export function spendLiveLimit(ctx: AppContext, name: LiveLimitName, userId: number, message: string): void {
  let limiters = byContext.get(ctx);
  if (!limiters) {
    limiters = new Map();
    byContext.set(ctx, limiters);
  }
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = new SlidingWindowLimiter(LIVE_LIMITS[name].max, LIVE_LIMITS[name].windowMs);
    limiters.set(name, limiter);
  }
  const decision = limiter.tryAcquire(String(userId));
  if (!decision.allowed)
    throw new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String(decision.retryAfterSeconds) });
}
