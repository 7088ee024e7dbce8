import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * `load`: reads the roles into memory (one statement), before the answer, when `peek` found none held.
 */
export interface ReadAudience {
  peek(
    request: FastifyRequest,
    audiences: EventAudiences,
  ): { audience: string; checked: readonly string[]; scopes?: readonly string[] } | undefined;
  load(request: FastifyRequest, audiences: EventAudiences): Promise<unknown>;
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
      /** This request reads the key for others waiting (see `inflight`). */
      leads?: boolean;
    } | null;
  }
}

/**
 * Serves the GET routes with `config.readCache` from memory (ReadCache), after their authentication: the
 * onRequest hooks (token check) run on every request, the handler only on a miss. Answers are held per caller
 * and URL, or per audience and URL for shared reads (then the caller's roles are checked first: from memory, or
 * read into it first when not held).
 * A stored answer is the bytes sent for it, so a hit sends exactly what the handler would have.
 */
export function registerReadCache(app: FastifyInstance, ctx: AppContext, audiences: EventAudiences): ReadCache {
  const cache = new ReadCache(ctx.changes);
  /** A held answer: the bytes sent for it when it was read. */
  const sendHeld = (reply: FastifyReply, body: string) => {
    void reply.type('application/json; charset=utf-8').send(body);
  };
  /** Keys being read by a request (the leader), with the requests waiting for its answer. */
  const inflight = new Map<string, (() => void)[]>();
  app.decorateRequest('readCacheState', null);
  /** Answers from memory if held under the key of `shared` (the caller's audience) or of the caller; else on to the handler. */
  const serve = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: () => void,
    shared: ReturnType<ReadAudience['peek']>,
    mark: number,
  ) => {
    const config = request.routeOptions.config.readCache;
    const actorId = request.actor?.id;
    let key = `${actorId} ${request.url}`;
    let checked: readonly string[] = [];
    let extra: readonly string[] = [];
    if (shared) {
      key = `${shared.audience} ${request.url}`;
      checked = shared.checked;
      extra = shared.scopes ?? [];
    } else if (config?.shared) {
      // Refused (the route answers 404 itself) or not held: held for this caller alone, named by `user:<caller>`.
      extra = [`user:${actorId}`];
    }
    const body = cache.get(key);
    if (body !== undefined) return sendHeld(reply, body);
    const reading = inflight.get(key);
    if (reading) {
      // The same answer is being read for another request: wait for it rather than read it again (after an
      // edit, a crowd asks the same event's pages at once). Served only if the cache kept it, that is if
      // nothing it depends on changed meanwhile; otherwise this request reads it itself.
      reading.push(() => {
        const kept = cache.get(key);
        if (kept !== undefined) return sendHeld(reply, kept);
        // With this request's own mark (taken before its roles were decided): a change since is not missed.
        request.readCacheState = { key, mark, checked, extra };
        done();
      });
      return;
    }
    inflight.set(key, []);
    request.readCacheState = { key, mark, checked, extra, leads: true };
    done();
  };
  /** Lets the requests waiting for this one's answer go on (once; whatever its outcome). */
  const release = (request: FastifyRequest) => {
    const state = request.readCacheState;
    if (!state?.leads) return;
    state.leads = false;
    const waiting = inflight.get(state.key);
    inflight.delete(state.key);
    for (const next of waiting ?? []) next();
  };
  app.addHook('preHandler', (request, reply, done) => {
    const config = request.routeOptions.config.readCache;
    if (request.method !== 'GET' || !config || !request.actor || !ctx.changes.live) return done();
    const mark = cache.mark();
    const shared = config.shared;
    const held = shared?.peek(request, audiences);
    if (!shared || held) return serve(request, reply, done, held, mark);
    // The caller's roles are not held: read first (one statement), so a crowd arriving at an event shares the
    // answer already held for their audience instead of each running the whole read.
    shared
      .load(request, audiences)
      .catch((err: unknown) => request.log.warn({ err }, 'reading roles into memory failed'))
      .then(() => serve(request, reply, done, shared.peek(request, audiences), mark))
      .catch(done);
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
    release(request);
    done(null, payload);
  });
  // Backstops for a read that ends without sending (the client went away, or sending failed).
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });
  return cache;
}
