import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env';
import { buildAsyncApi, protocolFacts, withServer, type JsonObject } from '../realtime/docs/asyncapi';
import { renderRealtimePage } from '../realtime/docs/realtime-page';

/**
 * The socket protocol, published: GET /api/docs/asyncapi.json (AsyncAPI 3.0, generated from the contracts) and
 * GET /api/docs/realtime (the same as a page). The document is built at the first request (about 80 ms of
 * schema conversion that start-up need not wait for) and kept; only the server (the host the caller reached)
 * is filled in per request.
 */
export async function registerRealtimeDocs(app: FastifyInstance, env: Env, version: string): Promise<void> {
  let built: JsonObject | undefined;
  const documentFor = (host: string, protocol: string): JsonObject => {
    built ??= buildAsyncApi(version, protocolFacts(env));
    return withServer(built, host, protocol === 'https');
  };
  const hidden = { schema: { hide: true }, config: { keepsCaches: true } };
  app.get('/api/docs/asyncapi.json', hidden, async (request, reply) => {
    void reply.type('application/json; charset=utf-8');
    return documentFor(request.host, request.protocol);
  });
  app.get('/api/docs/realtime', hidden, async (request, reply) => {
    void reply.type('text/html; charset=utf-8');
    return renderRealtimePage(documentFor(request.host, request.protocol));
  });
}
