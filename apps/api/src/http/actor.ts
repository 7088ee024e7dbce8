import type { FastifyRequest } from 'fastify';
import type { Actor } from '../context';
import { unauthenticated } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent the request, set by the auth plugin (plugins/auth.ts) from a valid access token; null if none. */
    actor: Actor | null;
  }
}

/**
 * The caller of a route that requires authentication. Here, below the plugins, so that the route table and
 * the module handlers can name it without depending on the auth plugin (and through it on modules/auth).
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}
