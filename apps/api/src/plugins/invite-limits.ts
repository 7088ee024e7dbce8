import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../http/actor';
import { RateLimiter, tooManyAttempts } from '../lib/rate-limiter';

/*
 * Budgets for the ways into an account that do not go through sign-up: adding someone by email creates an
 * invited account, and claiming its link sets a password and logs in. Without them, invitations would get
 * around the sign-up limit. Counted in the database (shared by every instance), in fixed hourly windows.
 */
const HOUR_SECONDS = 60 * 60;

export type LimitHook = (request: FastifyRequest) => Promise<void>;

/** The invitation budgets of one app: built once (services.ts), one hourly limiter behind both hooks. */
export function createInviteLimits(ctx: AppContext) {
  const hourly = new RateLimiter(ctx.db, HOUR_SECONDS);
  const limitBy =
    (key: (request: FastifyRequest) => string, max: number, message: string): LimitHook =>
    async (request) => {
      const decision = await hourly.consume([{ key: key(request), max }]);
      if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds, message);
    };
  return {
    /**
     * preHandler of POST /invitations/:token/claim: counts the claim against the caller's address (valid body
     * only: validation runs first), RATE_LIMITED with Retry-After past INVITATION_CLAIM_LIMIT_PER_HOUR.
     */
    claims: limitBy(
      (request) => `invite-claim:ip:${request.ip}`,
      ctx.env.INVITATION_CLAIM_LIMIT_PER_HOUR,
      'Too many invitation claims. Please wait and try again.',
    ),
    /**
     * preHandler of the add-by-email routes (organization members, event participants): counts the request
     * against the acting user, RATE_LIMITED with Retry-After past ADD_BY_EMAIL_LIMIT_PER_HOUR.
     */
    addByEmail: limitBy(
      (request) => `add-by-email:user:${actorOf(request).id}`,
      ctx.env.ADD_BY_EMAIL_LIMIT_PER_HOUR,
      'Too many people added by email. Please wait and try again.',
    ),
  };
}

export type InviteLimits = ReturnType<typeof createInviteLimits>;
