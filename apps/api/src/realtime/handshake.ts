import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { AppContext } from '../context';
import { bearerToken, resolveActor } from '../plugins/auth';
import { ConcurrencyLimit } from './concurrency';
import type { HandshakeRequests } from './engine-requests';
import type { AppSocket, HandshakeAuth } from './types';

/** Handshake token checks running at once (see ConcurrencyLimit); a little above the database pool's size. */
const HANDSHAKE_CONCURRENCY = 16;

const GAVE_UP: HandshakeAuth = { kind: 'required' };

type Next = (err?: Error) => void;

/**
 * The Socket.IO middleware that decides, before the client is told it is connected, who each socket is, and
 * keeps the outcome in `socket.data.auth`. Unlike HTTP it never refuses the handshake: refusals become the
 * `auth_required` / `auth_error` events (docs/product.md#connection) at connection (see onConnection). At
 * most HANDSHAKE_CONCURRENCY token checks run at once, so a burst of reconnections queues instead of
 * exhausting the database pool.
 */
export function handshakeMiddleware(
  ctx: AppContext,
  requests: HandshakeRequests,
  log: FastifyBaseLogger,
): (socket: AppSocket, next: Next) => void {
  const handshakes = new ConcurrencyLimit<AppSocket, Next>(HANDSHAKE_CONCURRENCY, (socket, next, done) => {
    // A client that gave up while waiting for its turn is not checked: Socket.IO drops it anyway.
    const checked =
      socket.conn.readyState === 'open'
        ? authenticate(ctx, handshakeToken(socket, requests), log)
        : Promise.resolve(GAVE_UP);
    checked.then(
      (auth) => {
        socket.data.auth = auth;
        done();
        next();
      },
      (err: unknown) => {
        done();
        next(err instanceof Error ? err : new Error('handshake failed'));
      },
    );
  });
  return (socket, next) => handshakes.push(socket, next);
}

/** The token from `auth.token` (raw or `Bearer …`) or, for polling clients that can send headers, the header. */
function handshakeToken(socket: Socket, requests: HandshakeRequests): string | null {
  const auth: unknown = socket.handshake.auth;
  const fromAuth = typeof auth === 'object' && auth !== null && 'token' in auth ? auth.token : undefined;
  if (typeof fromAuth === 'string' && fromAuth.trim() !== '') return bearerToken(fromAuth) ?? fromAuth.trim();
  return bearerToken(requests.authorizationOf(socket.conn) ?? socket.handshake.headers.authorization);
}

async function authenticate(ctx: AppContext, token: string | null, log: FastifyBaseLogger): Promise<HandshakeAuth> {
  if (!token) return { kind: 'required' };
  try {
    const actor = await resolveActor(ctx, token, { remember: false });
    return actor ? { kind: 'ok', actor } : { kind: 'invalid' };
  } catch (err) {
    log.warn({ err }, 'socket handshake: could not check the token');
    return { kind: 'unavailable' };
  }
}
