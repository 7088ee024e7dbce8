import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ReadCache } from '../lib/read-cache';

/**
 * The scopes (see ChangeFeed) a GET answer depends on, from the request and the answer before serialization.
 * An answer held per caller should name at least `user:<caller>`: that scope changes with the caller's
 * memberships, which is what a removed member's access depends on.
 */
export type ReadScopes = (request: FastifyRequest, body: unknown) => readonly string[];

/**
 * Who may read an event or a session's event, as an "audience" (the caller's roles), held in memory per event and
 * user: what modules/sessions/event-audience.ts builds. Written out here so that the plugins do not depend on a
 * module (its folder would then be in a cycle with every module whose routes name these read scopes).
 */
export interface EventAudiences {
  /** The caller's audience of an event, if held in memory (no query). */
  peekEvent(eventId: number, userId: number): string | undefined;
  /** The caller's audience of a session's event, if held in memory (no query). */
  peekSession(sessionId: number, userId: number): { eventId: number; audience: string } | undefined;
  /** The caller's audience of an event they may see; undefined otherwise. */
  forEvent(eventId: number, userId: number): Promise<string | undefined>;
  /** The caller's audience of a session's event, if they may read the session; undefined otherwise. */
  forSession(sessionId: number, userId: number): Promise<{ eventId: number; audience: string } | undefined>;
}

/**
 * For answers shared by everyone with the same roles. `peek`: the caller's audience (their roles) if held in
 * memory, with the scopes that audience was decided by (and scopes the answer depends on besides its own).
 * `warm`: reads the roles into memory, after an answer was sent without them (so a first read costs no extra
 * query; it is held for the caller alone).
 */
export interface ReadAudience {
  peek(
    request: FastifyRequest,
    audiences: EventAudiences,
  ): { audience: string; checked: readonly string[]; scopes?: readonly string[] } | undefined;
  warm(request: FastifyRequest, audiences: EventAudiences): Promise<unknown>;
}

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
    readCacheState: {
      key: string;
      mark: number;
      checked: readonly string[];
      extra: readonly string[];
      scopes?: readonly string[];
      warm?: boolean;
    } | null;
  }
}

/**
 * Serves the GET routes with `config.readCache` from memory (ReadCache), after their authentication: the
 * onRequest hooks (token check) run on every request, the handler only on a miss. Answers are held per caller
 * and URL, or per audience and URL for shared reads (then the caller's roles are checked first, from memory).
 * A stored answer is the bytes sent for it, so a hit sends exactly what the handler would have.
 */
export function registerReadCache(app: FastifyInstance, ctx: AppContext, audiences: EventAudiences): ReadCache {
  const cache = new ReadCache(ctx.changes);
  app.decorateRequest('readCacheState', null);
  app.addHook('preHandler', (request, reply, done) => {
    const config = request.routeOptions.config.readCache;
    if (request.method !== 'GET' || !config || !request.actor || !ctx.changes.live) return done();
    const mark = cache.mark();
    let key = `${request.actor.id} ${request.url}`;
    let checked: readonly string[] = [];
    let extra: readonly string[] = [];
    let warm = false;
    const shared = config.shared?.peek(request, audiences);
    if (shared) {
      key = `${shared.audience} ${request.url}`;
      checked = shared.checked;
      extra = shared.scopes ?? [];
    } else if (config.shared) {
      // Roles not held: held for this caller alone (named by `user:<caller>`), roles read after the answer.
      extra = [`user:${request.actor.id}`];
      warm = true;
    }
    const body = cache.get(key);
    if (body !== undefined) {
      void reply.type('application/json; charset=utf-8').send(body);
      return;
    }
    request.readCacheState = { key, mark, checked, extra, warm };
    done();
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const state = request.readCacheState;
    const config = request.routeOptions.config.readCache;
    if (state && config && reply.statusCode === 200)
      state.scopes = [...config.scopes(request, payload), ...state.extra];
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const state = request.readCacheState;
    if (state?.scopes && reply.statusCode === 200 && typeof payload === 'string')
      cache.set(state.key, payload, state.scopes, state.mark, state.checked);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const shared = request.routeOptions.config.readCache?.shared;
    if (request.readCacheState?.warm && shared && reply.statusCode === 200) {
      // After the answer, on a later turn: the read is not the request's.
      setTimeout(
        () =>
          void shared
            .warm(request, audiences)
            .catch((err: unknown) => request.log.warn({ err }, 'reading roles into memory failed')),
        0,
      );
    }
    done();
  });
  return cache;
}
