import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ReadCache } from '../lib/read-cache';
import { eventAudiences, type EventAudiences } from '../modules/events/event-audience';

/**
 * The scopes (see ChangeFeed) a GET answer depends on, from the request and the answer before serialization.
 * An answer held per caller should name at least `user:<caller>`: that scope changes with the caller's
 * memberships, which is what a removed member's access depends on.
 */
export type ReadScopes = (request: FastifyRequest, body: unknown) => readonly string[];

/**
 * For answers shared by everyone with the same roles: the caller's audience (their roles) and the scopes that
 * audience was decided by (and scopes the answer depends on besides its own), or undefined when the caller may not read (the route then answers for itself).
 */
export type ReadAudience = (
  request: FastifyRequest,
  audiences: EventAudiences,
) => Promise<{ audience: string; checked: readonly string[]; scopes?: readonly string[] } | undefined>;

export interface ReadCacheConfig {
  scopes: ReadScopes;
  /** Held per audience instead of per caller. */
  shared?: ReadAudience;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Hold this GET's answers in memory, dropped when one of their scopes changes. */
    readCache?: ReadCacheConfig;
  }
  interface FastifyRequest {
    readCacheState: { key: string; mark: number; checked: readonly string[]; extra: readonly string[]; scopes?: readonly string[] } | null;
  }
}

/**
 * Serves the GET routes with `config.readCache` from memory (ReadCache), after their authentication: the
 * onRequest hooks (token check) run on every request, the handler only on a miss. Answers are held per caller
 * and URL, or per audience and URL for shared reads (then the caller's roles are checked first, from memory).
 * A stored answer is the bytes sent for it, so a hit sends exactly what the handler would have.
 */
export function registerReadCache(app: FastifyInstance, ctx: AppContext): ReadCache {
  const cache = new ReadCache(ctx.changes);
  const audiences = eventAudiences(ctx);
  app.decorateRequest('readCacheState', null);
  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config.readCache;
    if (request.method !== 'GET' || !config || !request.actor || !ctx.changes.live) return;
    const mark = cache.mark();
    let key = `${request.actor.id} ${request.url}`;
    let checked: readonly string[] = [];
    let extra: readonly string[] = [];
    if (config.shared) {
      const shared = await config.shared(request, audiences);
      if (!shared) return;
      key = `${shared.audience} ${request.url}`;
      checked = shared.checked;
      extra = shared.scopes ?? [];
    }
    const body = cache.get(key);
    if (body !== undefined) return reply.type('application/json; charset=utf-8').send(body);
    request.readCacheState = { key, mark, checked, extra };
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const state = request.readCacheState;
    const config = request.routeOptions.config.readCache;
    if (state && config && reply.statusCode === 200) state.scopes = [...config.scopes(request, payload), ...state.extra];
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const state = request.readCacheState;
    if (state?.scopes && reply.statusCode === 200 && typeof payload === 'string') cache.set(state.key, payload, state.scopes, state.mark, state.checked);
    done(null, payload);
  });
  return cache;
}
