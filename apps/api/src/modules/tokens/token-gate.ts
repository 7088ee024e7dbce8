import { MAX_ID, PERSONAL_TOKEN_PREFIX } from '@atria/contracts';
import type { FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../../context';
import { AppError, forbidden } from '../../errors';
import { InvalidatedCache } from '../../lib/change-feed';
import { sha256 } from '../../lib/secrets';
import { tokensRepository } from './tokens.repository';

/** Whether a bearer credential is a personal access token rather than an access token (JWT). */
export const isPersonalToken = (token: string): boolean => token.startsWith(PERSONAL_TOKEN_PREFIX);

/** A token without expiry: the latest date JavaScript can hold. */
const NEVER = new Date(8.64e15);

/**
 * Tokens whose actor is held in memory, and for how long before the database is asked again. Emptied at once on
 * every instance when any token is revoked or an account deleted (the `auth` scope of atria_changes: migration
 * 0014's trigger, the users trigger), and bypassed while that notification channel is down; the 10 s bound
 * only matters if a notification were lost on a connection that looks alive (docs/security.md).
 */
const TOKEN_CACHE = { capacity: 10_000, ttlMs: 10_000, dependsOn: ['auth'], name: 'personal access tokens' };

/** The last-used time is written at most this often per token and instance. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Routes a personal access token never reaches, whatever its scopes: managing the account and its logins,
 * and tokens themselves (a leaked token must not be able to mint others or lock its owner out).
 */
const SESSION_ONLY_GROUPS = ['account.', 'tokens.'];
const SESSION_ONLY = new Set(['auth.logout']);
/** Routes an organization-limited token may call although they name no organization: who am I. */
const NO_ORGANIZATION_NEEDED = new Set(['auth.me']);

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The resource family a route starts with and the parameter naming it, e.g. `/api/events/:eventId/users`. */
const RESOURCE_ROUTE = /^\/api\/(organizations|events|sessions)\/:(\w+)/;
const ID = /^[1-9]\d{0,9}$/;

export const TOKEN_MESSAGES = {
  readOnly: 'This token can only read (GET requests); create one with the write scope to make changes',
  sessionOnly: 'Personal access tokens cannot manage the account or tokens: sign in to do this',
  outsideOrganizations: "This token does not reach this organization's resources",
  notAnOrganizationRoute: 'This token is limited to some organizations and cannot use this route',
  expired: 'This token has expired',
} as const;

/** A token bucket per token: `perMinute` requests a minute, as a burst or spread out. */
class TokenBuckets {
  private readonly buckets = new Map<number, { level: number; at: number }>();
  private readonly perMs: number;

  constructor(private readonly perMinute: number) {
    this.perMs = perMinute / 60_000;
  }

  /** 0 when allowed (and counted), otherwise the seconds to wait. */
  take(id: number, now = Date.now()): number {
    const held = this.buckets.get(id);
    const level = held ? Math.min(this.perMinute, held.level + (now - held.at) * this.perMs) : this.perMinute;
    if (level < 1) {
      this.buckets.set(id, { level, at: now });
      return Math.max(1, Math.ceil((1 - level) / this.perMs / 1000));
    }
    if (this.buckets.size >= 100_000 && !held) this.sweep(now);
    this.buckets.set(id, { level: level - 1, at: now });
    return 0;
  }

  /** Drops the buckets that have filled up again (they hold nothing a new one would not). */
  private sweep(now: number): void {
    for (const [id, b] of this.buckets)
      if (b.level + (now - b.at) * this.perMs >= this.perMinute) this.buckets.delete(id);
  }
}

export interface TokenGate {
  /** The actor of a personal access token; null when unknown, revoked, or its account is gone. */
  resolve(token: string): Promise<Actor | null>;
  /**
   * Refuses a request outside the token's scopes or over its rate: 429 over the rate; 403 on the account and
   * token routes, a change with a read-only token, or a resource outside its organizations. Nothing runs after
   * a refusal, so nothing changes.
   */
  check(request: FastifyRequest, actor: Actor): Promise<void>;
}

/**
 * Personal access tokens at the door of every bearer route (plugins/auth.ts): one code path decides what a
 * token may reach, before the read cache and the handler, so every route is covered, and a route this does
 * not know to belong to an organization is refused to an organization-limited token rather than let through.
 */
export function createTokenGate(ctx: Pick<AppContext, 'db' | 'changes' | 'env' | 'log'>): TokenGate {
  const actors = new InvalidatedCache<string, Actor | null>(ctx.changes, TOKEN_CACHE);
  const buckets = new TokenBuckets(ctx.env.PERSONAL_TOKEN_RATE_LIMIT_PER_MINUTE);
  const touched = new Map<number, number>();
  // An event's or a session's organization never changes, and ids are not reused: held without expiry.
  const owners = new Map<string, number>();

  async function load(token: string): Promise<Actor | null> {
    const row = await tokensRepository.findByHash(ctx.db, sha256(token));
    if (!row) return null;
    return {
      id: row.user_id,
      jti: '',
      familyId: '',
      expiresAt: row.expires_at ?? NEVER,
      token: { id: row.id, write: row.scopes.includes('write'), organizationIds: row.organization_ids },
    };
  }

  function touch(id: number): void {
    const now = Date.now();
    if (now - (touched.get(id) ?? 0) < TOUCH_EVERY_MS) return;
    if (touched.size >= 100_000) touched.clear();
    touched.set(id, now);
    tokensRepository
      .touch(ctx.db, id)
      .catch((err: unknown) => ctx.log.warn({ err, tokenId: id }, 'personal token: last use not recorded'));
  }

  async function organizationOf(family: string, id: number): Promise<number | undefined> {
    if (family === 'organizations') return id;
    const key = `${family} ${id}`;
    const held = owners.get(key);
    if (held !== undefined) return held;
    const found =
      family === 'events'
        ? await tokensRepository.organizationOfEvent(ctx.db, id)
        : await tokensRepository.organizationOfSession(ctx.db, id);
    if (found !== undefined) {
      if (owners.size >= 50_000) owners.clear();
      owners.set(key, found);
    }
    return found;
  }

  /** The organization a request's resource belongs to; undefined when the route names none (or no valid id). */
  async function requestOrganization(request: FastifyRequest): Promise<number | undefined> {
    const match = RESOURCE_ROUTE.exec(request.routeOptions.url ?? '');
    if (!match?.[1] || !match[2]) return undefined;
    const raw = (request.params as Record<string, unknown>)[match[2]];
    if (typeof raw !== 'string' || !ID.test(raw) || Number(raw) > MAX_ID) return undefined;
    return organizationOf(match[1], Number(raw));
  }

  return {
    resolve: (token) => actors.read(token, () => load(token)),

    async check(request, actor) {
      const grant = actor.token;
      if (!grant) return;
      const wait = buckets.take(grant.id);
      if (wait > 0)
        throw new AppError('RATE_LIMITED', `Too many requests with this token; try again in ${wait} s`, undefined, {
          'retry-after': String(wait),
        });
      const operation = String(request.routeOptions.schema?.operationId ?? '');
      if (SESSION_ONLY.has(operation) || SESSION_ONLY_GROUPS.some((g) => operation.startsWith(g)))
        throw forbidden(TOKEN_MESSAGES.sessionOnly);
      if (!grant.write && !READ_METHODS.has(request.method)) throw forbidden(TOKEN_MESSAGES.readOnly);
      if (grant.organizationIds && !NO_ORGANIZATION_NEEDED.has(operation)) {
        const organization = await requestOrganization(request);
        if (organization === undefined && !RESOURCE_ROUTE.test(request.routeOptions.url ?? ''))
          throw forbidden(TOKEN_MESSAGES.notAnOrganizationRoute);
        // An id that does not exist is refused like one outside the token: the answer tells nothing about it.
        if (organization === undefined || !grant.organizationIds.includes(organization))
          throw forbidden(TOKEN_MESSAGES.outsideOrganizations);
      }
      touch(grant.id);
    },
  };
}
