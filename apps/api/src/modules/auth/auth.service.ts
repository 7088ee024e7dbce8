import { randomUUID } from 'node:crypto';
import { MESSAGES, type LoginBody, type SignupBody, type TokenPair, type User } from '@atria/contracts';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { refreshTokens } from '../../db/schema';
import { AppError, conflict, notFound, unauthenticated } from '../../errors';
import { tooManyAttempts, type RateGrant, type RateLimit } from '../../lib/rate-limiter';
import { randomToken, sha256 } from '../../lib/secrets';
import { toUser } from '../users/users.mapper';
import { authRepository as repo } from './auth.repository';
import { openSuccessor, sealSuccessor } from './refresh-seal';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { imageById } from '../media/media-lookup';

type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** The longest User-Agent kept: enough for any real browser, bounded for a client that sends a novel. */
const USER_AGENT_MAX = 512;
const shortUserAgent = (ua: string | undefined): string | null => (ua ? ua.slice(0, USER_AGENT_MAX) : null);

const isUniqueViolation = (err: unknown): boolean =>
  (err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

export function createAuthService(ctx: AppContext) {
  const { db, env } = ctx;
  const perEmailMax = env.AUTH_RATE_LIMIT_MAX;
  // An IP may be a whole conference venue behind one NAT: allow it more than one person.
  const perIpMax = env.AUTH_RATE_LIMIT_MAX * 5;

  /** Counts the attempt against every budget first (atomically), then lets it through or refuses it with 429. */
  async function consume(limits: RateLimit[]): Promise<RateGrant> {
    const decision = await ctx.authLimiter.consume(limits);
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
    return decision;
  }

  /**
   * Stores a new refresh token of the family (hashed), valid for the refresh TTL from now, with the client's
   * User-Agent (shown in the list of logins; its created_at is the login's "last seen").
   */
  async function storeRefreshToken(
    executor: Db,
    userId: number,
    familyId: string,
    refresh: string,
    userAgent: string | null,
  ): Promise<void> {
    await repo.insertRefreshToken(executor, {
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(refresh),
      expires_at: new Date(Date.now() + env.REFRESH_TOKEN_TTL_SECONDS * 1000),
      user_agent: userAgent,
    });
  }

  /** Starts a refresh family (one per login) and returns its first token pair. */
  async function issueTokens(userId: number, userAgent?: string): Promise<TokenPair> {
    const familyId = randomUUID();
    const refresh = randomToken(32);
    await storeRefreshToken(db, userId, familyId, refresh, shortUserAgent(userAgent));
    return { access_token: await ctx.tokens.signAccess(userId, familyId), refresh_token: refresh };
  }

  /**
   * Exchanges a live token for a new one in one transaction; null when the token is not live. The new token
   * keeps the login's User-Agent unless the refreshing client sends one.
   */
  async function rotate(token: string, userAgent: string | undefined): Promise<TokenPair | null> {
    const successor = randomToken(32);
    const current = await db.transaction(async (tx) => {
      // The account first, then the token: the order an account deletion takes them in (see
      // lockLiveUserForToken). Taken the other way round, the two would each hold what the other waits for.
      const known = await repo.findRefreshToken(tx, sha256(token));
      if (!known || !(await repo.lockLiveUserForToken(tx, known.user_id))) return undefined;
      const row = await repo.rotateRefreshToken(tx, sha256(token), sealSuccessor(token, successor));
      if (row)
        await storeRefreshToken(tx, row.user_id, row.family_id, successor, shortUserAgent(userAgent) ?? row.user_agent);
      return row;
    });
    if (!current) return null;
    return { access_token: await ctx.tokens.signAccess(current.user_id, current.family_id), refresh_token: successor };
  }

  /** The successor again, for a token rotated within the grace window of a login still alive; else null. */
  async function successorWithinGrace(token: string, row: RefreshTokenRow): Promise<TokenPair | null> {
    if (row.revoked_at || !row.rotated_at || !row.successor_sealed) return null;
    if (Date.now() - row.rotated_at.getTime() >= env.REFRESH_REUSE_GRACE_SECONDS * 1000) return null;
    const successor = openSuccessor(token, row.successor_sealed);
    if (!successor) return null;
    return { access_token: await ctx.tokens.signAccess(row.user_id, row.family_id), refresh_token: successor };
  }

  return {
    issueTokens,

    /** Creates an account and logs it in. Throws CONFLICT for a used email, RATE_LIMITED past the limits. */
    async signup(body: SignupBody, ip: string, userAgent?: string): Promise<TokenPair> {
      await consume([
        { key: `signup:email:${body.email}`, max: perEmailMax },
        { key: `signup:ip:${ip}`, max: perIpMax },
      ]);
      if (await repo.findUserByEmail(db, body.email)) throw conflict(MESSAGES.emailInUse, 'email');
      const password_hash = await hashPassword(body.password);
      try {
        const user = await repo.insertUser(db, {
          email: body.email,
          password_hash,
          first_name: body.first_name,
          last_name: body.last_name,
          locale: body.locale ?? null,
        });
        return await issueTokens(user.id, userAgent);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MESSAGES.emailInUse, 'email');
        throw err;
      }
    },

    /**
     * Checks credentials. Unknown email, wrong password and unclaimed invited accounts all answer the same
     * 401. Every attempt is counted towards the per-email and per-IP limits before the check (RATE_LIMITED
     * past them); a successful one is given back, so only failures use the budget up.
     */
    async login(body: LoginBody, ip: string, userAgent?: string): Promise<TokenPair> {
      // Counted before the password is checked, so concurrent guesses cannot outrun the limit.
      const attempt = await consume([
        { key: `login:email:${body.email}`, max: perEmailMax },
        { key: `login:ip:${ip}`, max: perIpMax },
      ]);
      const user = await repo.findUserByEmail(db, body.email);
      const ok = await verifyPassword(user?.password_hash, body.password);
      if (!user || !ok) {
        throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials, { password: [MESSAGES.invalidCredentials] });
      }
      await attempt.refund();
      return issueTokens(user.id, userAgent);
    },

    /**
     * Exchanges a refresh token for a new pair (rotation). The token just rotated is accepted again for
     * REFRESH_REUSE_GRACE_SECONDS and answered with the same successor (two tabs refreshing at once); presented
     * later, or after a logout, it is reuse and revokes its whole family: whoever holds a copy is logged out.
     * Throws UNAUTHENTICATED for anything but a live token or a rotation within the grace window.
     */
    async refresh(token: string | null, userAgent?: string): Promise<TokenPair> {
      if (!token) throw unauthenticated('Refresh token required');
      const rotated = await rotate(token, userAgent);
      if (rotated) return rotated;
      const known = await repo.findRefreshToken(db, sha256(token));
      if (known) {
        const again = await successorWithinGrace(token, known);
        if (again) return again;
        if (known.rotated_at || known.revoked_at) {
          await repo.revokeFamily(db, known.family_id);
          ctx.domainEvents.publish('auth.session_revoked', { userId: known.user_id, familyId: known.family_id });
        }
      }
      throw unauthenticated('Invalid or expired refresh token');
    },

    /** Revokes the caller's refresh family and the access token they used. */
    async logout(actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.revokeFamily(tx, actor.familyId);
        await repo.revokeAccessToken(tx, { jti: actor.jti, user_id: actor.id, expires_at: actor.expiresAt });
      });
      ctx.domainEvents.publish('auth.session_revoked', { userId: actor.id, familyId: actor.familyId });
    },

    async me(actor: Actor): Promise<User> {
      const row = await repo.findUserById(db, actor.id);
      if (!row) throw notFound('User');
      return toUser(row, await imageById(db, row.avatar_media_id));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
