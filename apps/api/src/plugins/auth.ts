import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, AppContext } from '../context';
import { InvalidatedCache } from '../lib/change-feed';
import { unauthenticated } from '../errors';
import { authRepository } from '../modules/auth/auth.repository';
import { TOKEN_MESSAGES, createTokenGate, isPersonalToken } from '../modules/tokens/token-gate';

// `request.actor` is declared with actorOf in http/actor.ts.
declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid, unrevoked access token or personal access token is presented; 403 or 429 when a personal token's scopes or rate refuse the request. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Resolves an access token to an actor: signature and expiry, then one prepared query that the user still
 * exists, the token was not revoked by logout and its refresh family was not revoked (reuse detection).
 */
export async function resolveActor(
  ctx: Pick<AppContext, 'db' | 'tokens'>,
  token: string | null,
  opts: { remember?: boolean } = {},
): Promise<Actor | null> {
  // Personal access tokens are for HTTP only: a socket (and anything else asking here) refuses them.
  if (!token || isPersonalToken(token)) return null;
  const claims = await ctx.tokens.verifyAccess(token, opts);
  if (!claims) return null;
  if (
    !(await authRepository.isTokenLive(ctx.db, { userId: claims.userId, jti: claims.jti, familyId: claims.familyId }))
  )
    return null;
  return { id: claims.userId, jti: claims.jti, familyId: claims.familyId, expiresAt: claims.expiresAt };
}

/** Access tokens whose actor is held in memory at most, and for how long before the database is asked again. */
const ACTOR_CACHE = { capacity: 10_000, ttlMs: 10_000, dependsOn: ['auth'], name: 'access tokens' };

export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  // The actor of each access token seen lately. Emptied whenever a token, a refresh family or a user is
  // revoked or deleted, on any instance (ChangeFeed), so a logged-out token stops working at once.
  const actors = new InvalidatedCache<string, Actor | null>(opts.ctx.changes, ACTOR_CACHE);
  // Personal access tokens: their own cache (emptied the same way), scopes and rate limit.
  const tokens = createTokenGate(opts.ctx);
  app.decorateRequest('actor', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated('Authentication required');
    if (isPersonalToken(token)) {
      const personal = await tokens.resolve(token);
      if (!personal) throw unauthenticated('Invalid or expired token');
      if (personal.expiresAt.getTime() <= Date.now()) throw unauthenticated(TOKEN_MESSAGES.expired);
      await tokens.check(request, personal);
      request.actor = personal;
      return;
    }
    const actor = await actors.read(token, () => resolveActor(opts.ctx, token));
    if (!actor || actor.expiresAt.getTime() <= Date.now()) throw unauthenticated('Invalid or expired token');
    request.actor = actor;
  });
});
