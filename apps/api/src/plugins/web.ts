import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { toErrorBody } from './error-handler';
import { AppError } from '../errors';

/** Locates the built web app: WEB_DIST_DIR, else apps/web/dist found upward from this module. */
export function findWebDist(explicit?: string): string | undefined {
  if (explicit) return existsSync(join(explicit, 'index.html')) ? resolve(explicit) : undefined;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const sibling = join(dir, 'web', 'dist');
    if (existsSync(join(sibling, 'index.html'))) return sibling;
    dir = dirname(dir);
  }
  return undefined;
}

/**
 * Serves the web app with an SPA fallback: any GET outside /api and /socket.io that is not a file answers
 * index.html, so deep links work. Unknown /api paths answer the JSON error body.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset; they are sent to clients that accept them.
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join('assets', '')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io');
    if (!isApi && webDist && (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const payload = toErrorBody(new AppError('NOT_FOUND', `Route ${request.method} ${path} not found`));
    return reply.status(404).type('application/json').send(payload);
  });
}
