import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env';
import { buildAsyncApi, protocolFacts, withServer } from '../realtime/docs/asyncapi';
import { renderRealtimePage } from '../realtime/docs/realtime-page';

/**
 * The socket protocol, published: GET /api/docs/asyncapi.json (AsyncAPI 3.0, generated from the contracts) and
 * GET /api/docs/realtime (the same as a page). The document is built once; only the server (the host the
 * caller reached) is filled in per request.
 */
export async function registerRealtimeDocs(app: FastifyInstance, env: Env, version: string): Promise<void> {
  const doc = buildAsyncApi(version, protocolFacts(env));
  const hidden = { schema: { hide: true }, config: { keepsCaches: true } };
  app.get('/api/docs/asyncapi.json', hidden, async (request, reply) => {
    void reply.type('application/json; charset=utf-8');
    return withServer(doc, request.host, request.protocol === 'https');
  });
  app.get('/api/docs/realtime', hidden, async (request, reply) => {
    void reply.type('text/html; charset=utf-8');
    return renderRealtimePage(withServer(doc, request.host, request.protocol === 'https'));
  });
}
