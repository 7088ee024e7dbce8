import type { Server as HttpServer } from 'node:http';
import { SOCKET_PATH } from '@atria/contracts';
import { createShardedAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { Actor, AppContext } from '../context';
import { createMessagesService, type MessagesService } from '../modules/messages/messages.service';
import { bearerToken, resolveActor } from '../plugins/auth';
import { registerDirectMessageHandlers } from './handlers/direct-messages';
import { startPublisher } from './publisher';
import { sessionRoom, userRoom } from './rooms';
import type { AppServer, AppSocket, HandshakeAuth } from './types';

const REDIS_CONNECT_TIMEOUT_MS = 10_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Realtime {
  io: AppServer;
  close(): Promise<void>;
}

/**
 * Socket.IO on the app's HTTP server, started when the app is ready and closed before the HTTP server stops
 * (preClose), so open websockets never hold up shutdown. Closing does not send a disconnect packet: clients
 * see the transport drop and reconnect, through the load balancer, to another instance.
 */
export function attachRealtime(app: FastifyInstance, ctx: AppContext): void {
  let realtime: Realtime | undefined;
  app.addHook('onReady', async () => {
    realtime = await startRealtime(app.server, ctx, app.log);
  });
  app.addHook('preClose', async () => {
    const closing = realtime;
    realtime = undefined;
    await closing?.close();
  });
}

async function startRealtime(server: HttpServer, ctx: AppContext, log: FastifyBaseLogger): Promise<Realtime> {
  const redis = ctx.env.REDIS_URL ? await connectRedis(ctx.env.REDIS_URL, log) : undefined;
  const io: AppServer = new Server(server, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    serveClient: false,
    // No `cors` option: browsers may only poll from the app's own origin. Websocket handshakes carry no
    // cookie-based credentials here (the token is in the payload), so a foreign page gains nothing.
    adapter: redis ? createShardedAdapter(redis.pub, redis.sub, { channelPrefix: ctx.env.REDIS_CHANNEL_PREFIX }) : undefined,
  });
  io.use((socket, next) => {
    authenticateHandshake(ctx, socket, log).then(
      (auth) => {
        socket.data.auth = auth;
        next();
      },
      (err: unknown) => next(err instanceof Error ? err : new Error('handshake failed')),
    );
  });
  const messages = createMessagesService(ctx);
  io.on('connection', (socket) => onConnection(socket, messages, log));
  const stopPublisher = startPublisher(io, ctx.domainEvents, log);
  log.info({ adapter: redis ? 'redis-sharded' : 'memory' }, 'realtime ready');
  return {
    io,
    async close() {
      stopPublisher();
      await io.close();
      await redis?.close();
    },
  };
}

/** The token from `auth.token` (raw or `Bearer …`) or, for polling clients that can send headers, the header. */
function handshakeToken(socket: Socket): string | null {
  const auth: unknown = socket.handshake.auth;
  const fromAuth = typeof auth === 'object' && auth !== null && 'token' in auth ? auth.token : undefined;
  if (typeof fromAuth === 'string' && fromAuth.trim() !== '') return bearerToken(fromAuth) ?? fromAuth.trim();
  return bearerToken(socket.handshake.headers.authorization);
}

/**
 * Decides, before the client is told it is connected, who the socket is. Unlike HTTP this never refuses the
 * handshake: refusals become the spec's `auth_required` / `auth_error` events at connection.
 */
async function authenticateHandshake(ctx: AppContext, socket: Socket, log: FastifyBaseLogger): Promise<HandshakeAuth> {
  const token = handshakeToken(socket);
  if (!token) return { kind: 'required' };
  try {
    const actor = await resolveActor(ctx, token);
    return actor ? { kind: 'ok', actor } : { kind: 'invalid' };
  } catch (err) {
    log.warn({ err }, 'socket handshake: could not check the token');
    return { kind: 'unavailable' };
  }
}

function onConnection(socket: AppSocket, messages: MessagesService, log: FastifyBaseLogger): void {
  const auth = socket.data.auth ?? { kind: 'required' };
  switch (auth.kind) {
    case 'required':
      socket.emit('auth_required', { message: 'Authentication required' });
      socket.disconnect(true);
      return;
    case 'invalid':
      socket.emit('auth_error', { message: 'Invalid or expired token' });
      socket.disconnect(true);
      return;
    case 'unavailable':
      // Not the token's fault: drop the transport (no disconnect packet) so the client retries on its own.
      socket.emit('request_error', { event: 'connect', status: 503, code: 'UNAVAILABLE', message: 'Service temporarily unavailable, please retry' });
      socket.conn.close();
      return;
    case 'ok':
      // Handlers are registered synchronously, before any packet of the client can be read.
      void socket.join([userRoom(auth.actor.id), sessionRoom(auth.actor.familyId)]);
      registerDirectMessageHandlers(socket, auth.actor, messages, log);
      disconnectAtExpiry(socket, auth.actor);
      socket.emit('connection_success', { user_id: auth.actor.id });
  }
}

/** A socket lives no longer than its access token: at expiry it gets `auth_error` (refresh and reconnect). */
function disconnectAtExpiry(socket: AppSocket, actor: Actor): void {
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    const left = actor.expiresAt.getTime() - Date.now();
    if (left > 0) {
      timer = setTimeout(check, Math.min(left, MAX_TIMER_MS));
      timer.unref();
      return;
    }
    socket.emit('auth_error', { message: 'Token expired' });
    socket.disconnect(true);
  };
  check();
  socket.on('disconnect', () => clearTimeout(timer));
}

/** node-redis v5 publisher and subscriber for the sharded adapter (SPUBLISH/SSUBSCRIBE, Redis ≥ 7). */
async function connectRedis(url: string, log: FastifyBaseLogger) {
  const socket = { connectTimeout: 5_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) };
  // While Redis is away, a publish must fail at once rather than wait in the offline queue: the adapter emits
  // to this instance's own sockets only after its publish settles, so a queued publish would hold up local
  // delivery until Redis returns. The subscriber keeps its queue, so rooms joined meanwhile are subscribed later.
  const pub = createClient({ url, socket, disableOfflineQueue: true });
  const sub = createClient({ url, socket });
  pub.on('error', (err: unknown) => log.warn({ err }, 'redis (publish) error'));
  sub.on('error', (err: unknown) => log.warn({ err }, 'redis (subscribe) error'));
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([pub.connect(), sub.connect()]),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis at REDIS_URL did not answer within ${REDIS_CONNECT_TIMEOUT_MS} ms`)), REDIS_CONNECT_TIMEOUT_MS);
      }),
    ]);
  } catch (err) {
    for (const client of [pub, sub]) {
      // destroy() stops the reconnect loop; it throws for a client that never connected, which is fine here.
      try {
        client.destroy();
      } catch {
        /* never connected */
      }
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return {
    pub,
    sub,
    async close() {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
