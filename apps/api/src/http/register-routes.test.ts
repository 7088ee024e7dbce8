import { listRoutes } from '@atria/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { registerRoutes, type Handlers } from './register-routes';

const actor = { id: 7, jti: 'j', familyId: 'f', expiresAt: new Date(Date.now() + 60_000) };
let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

/** A bare Fastify with the zod compilers and an `authenticate` that lets a `Bearer ok` caller in. */
function bareApp(): FastifyInstance {
  const instance = Fastify();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  instance.decorateRequest('actor', null);
  instance.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.headers.authorization !== 'Bearer ok') throw new Error('no bearer');
    request.actor = actor;
  });
  instance.setErrorHandler((_error, _request, reply) =>
    reply.status(401).send({ status: 401, code: 'UNAUTHENTICATED', message: 'no bearer' }),
  );
  return instance;
}

/** A handler for every route that answers `answer(group, name)`. */
function handlersAnswering(answer: (group: string, name: string) => unknown): Handlers {
  const groups: Record<string, Record<string, () => Promise<unknown>>> = {};
  for (const { group, name } of listRoutes()) (groups[group] ??= {})[name] = async () => answer(group, name);
  return groups as unknown as Handlers;
}

describe('registerRoutes', () => {
  it('refuses a handler map that lacks a route of the table', () => {
    const handlers = handlersAnswering(() => null) as unknown as Record<string, Record<string, unknown>>;
    delete handlers.sessions?.setStatus;
    app = bareApp();
    expect(() => registerRoutes(app as FastifyInstance, handlers as unknown as Handlers)).toThrow(
      'No handler for route sessions.setStatus',
    );
  });

  it("sends a plain result with the route's success status, and authenticates bearer routes only", async () => {
    app = bareApp();
    const health = { status: 'ok', database: 'up', realtime: 'single', version: 't' };
    registerRoutes(
      app,
      handlersAnswering((group) => (group === 'health' ? health : null)),
    );
    await app.ready();

    const check = await app.inject({ method: 'GET', url: '/health' });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual(health);

    expect((await app.inject({ method: 'DELETE', url: '/organizations/3' })).statusCode).toBe(401);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/organizations/3',
      headers: { authorization: 'Bearer ok' },
    });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
  });

  it('hands the handler the parsed params and the caller', async () => {
    app = bareApp();
    let seen: unknown;
    const base = handlersAnswering(() => null);
    const handlers: Handlers = {
      ...base,
      sessions: {
        ...base.sessions,
        remove: async ({ params, actor: caller }) => {
          seen = { params, caller: caller.id };
          return null;
        },
      },
    };
    registerRoutes(app, handlers);
    await app.ready();
    await app.inject({ method: 'DELETE', url: '/sessions/12', headers: { authorization: 'Bearer ok' } });
    expect(seen).toEqual({ params: { id: 12 }, caller: 7 });
  });

  it('leaves alone an answer the handler sent itself (an async handler returning the reply), sending nothing twice', async () => {
    // Fastify's reply is a thenable: an async handler that returns it resolves with what its `then` gives, not
    // with the reply. A second send then logged 'Reply was already sent' (with a stack trace) on every request.
    const warnings: string[] = [];
    app = Fastify({
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void warnings.push(line) },
      },
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('actor', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.actor = actor;
    });
    const base = handlersAnswering(() => null);
    const handlers: Handlers = {
      ...base,
      sessions: {
        ...base.sessions,
        list: async ({ reply }) => reply.type('application/json; charset=utf-8').send('{"sessions":[]}' as never),
      },
    };
    registerRoutes(app, handlers);
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/events/3/sessions', headers: { authorization: 'Bearer ok' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"sessions":[]}');
    expect(warnings.filter((line) => line.includes('already sent'))).toEqual([]);
  });
});
