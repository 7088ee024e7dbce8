import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ReadCache } from '../lib/read-cache';

/**
 * The scopes (see ChangeFeed) a GET answer depends on, from the request and the answer before serialization.
 * Every answer is held per caller, so it should name at least `user:<caller>`: that scope changes with the
 * caller's memberships, which is what a removed member's access depends on.
 */
export type ReadScopes = (request: FastifyRequest, body: unknown) => readonly string[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Hold this GET's answers in memory per caller and URL, dropped when one of these scopes changes. */
    readCache?: ReadScopes;
  }
  interface FastifyRequest {
    readCacheState: { mark: number; scopes?: readonly string[] } | null;
  }
}

const keyOf = (request: FastifyRequest): string | undefined => (request.actor ? `${request.actor.id} ${request.url}` : undefined);

/**
 * Serves the GET routes with `config.readCache` from memory (ReadCache), after their authentication: the
 * onRequest hooks (token check) run on every request, the handler only on a miss. A stored answer is the
 * bytes sent for it, so a hit sends exactly what the handler would have.
 */
export function registerReadCache(app: FastifyInstance, ctx: AppContext): ReadCache {
  const cache = new ReadCache(ctx.changes);
  app.decorateRequest('readCacheState', null);
  app.addHook('preHandler', (request, reply, done) => {
    const scopes = request.routeOptions.config.readCache;
    const key = request.method === 'GET' && scopes ? keyOf(request) : undefined;
    if (!key) return done();
    const body = cache.get(key);
    if (body !== undefined) {
      void reply.type('application/json; charset=utf-8').send(body);
      return;
    }
    request.readCacheState = { mark: cache.mark() };
    done();
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const state = request.readCacheState;
    const scopes = request.routeOptions.config.readCache;
    if (state && scopes && reply.statusCode === 200) state.scopes = scopes(request, payload);
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const state = request.readCacheState;
    const key = keyOf(request);
    if (state?.scopes && key && reply.statusCode === 200 && typeof payload === 'string') cache.set(key, payload, state.scopes, state.mark);
    done(null, payload);
  });
  return cache;
}
