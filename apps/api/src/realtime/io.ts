import { ServerResponse, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { SOCKET_PATH } from '@atria/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../context';
import type { MessagesService } from '../modules/messages/messages.service';
import { bearerToken, resolveActor } from '../plugins/auth';
import { ConcurrencyLimit } from './concurrency';
import { ExpirySchedule } from './expiry';
import { directMessageHandlers } from './handlers/direct-messages';
import { startPublisher } from './publisher';
import { createRequestGate } from './request-gate';
import { sessionRoom, userRoom } from './rooms';
import type { AppServer, AppSocket, HandshakeAuth } from './types';

const REDIS_CONNECT_TIMEOUT_MS = 10_000;
/** How long `connection_success` waits, at most, for Redis to confirm the subscription to the user's room. */
const SUBSCRIBE_WAIT_MS = 2_000;
/** Handshake token checks running at once (see ConcurrencyLimit); a little above the database pool's size. */
const HANDSHAKE_CONCURRENCY = 16;

interface Realtime {
  io: AppServer;
  close(): Promise<void>;
}

/**
 * Socket.IO on the app's HTTP server, started when the app is ready and closed before the HTTP server stops
 * (preClose), so open websockets never hold up shutdown. Closing does not send a disconnect packet: clients
 * see the transport drop and reconnect, through the load balancer, to another instance.
 */
export function attachRealtime(app: FastifyInstance, ctx: AppContext, messages: MessagesService): void {
  let realtime: Realtime | undefined;
  app.addHook('onReady', async () => {
    realtime = await startRealtime(app.server, ctx, messages, app.log);
  });
  app.addHook('preClose', async () => {
    const closing = realtime;
    realtime = undefined;
    await closing?.close();
  });
}

async function startRealtime(server: HttpServer, ctx: AppContext, messages: MessagesService, log: FastifyBaseLogger): Promise<Realtime> {
  const redis = ctx.env.REDIS_URL ? await connectRedis(ctx.env.REDIS_URL, log) : undefined;
  // Like the Redis client (see connectRedis), the adapter is loaded only for a cluster.
  const adapter = redis
    ? (await import('@socket.io/redis-adapter')).createShardedAdapter(redis.pub, redis.subscriber, { channelPrefix: ctx.env.REDIS_CHANNEL_PREFIX })
    : undefined;
  const io: AppServer = new Server(server, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    serveClient: false,
    // No `cors` option: browsers may only poll from the app's own origin. Websocket handshakes carry no
    // cookie-based credentials here (the token is in the payload), so a foreign page gains nothing.
    adapter,
  });
  io.engine.use(releaseUpgradeRequest);
  io.engine.on('connection', releaseHandshakeRequest);
  const handshakes = new ConcurrencyLimit<AppSocket, (err?: Error) => void>(HANDSHAKE_CONCURRENCY, (socket, next, done) => {
    // A client that gave up while waiting for its turn is not checked: Socket.IO drops it anyway.
    const checked = socket.conn.readyState === 'open' ? authenticateHandshake(ctx, socket, log) : Promise.resolve(GAVE_UP);
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
  io.use((socket, next) => handshakes.push(socket, next));
  // Everything a connected socket runs is built here once and shared: a socket holds no closure, bound
  // function or timer of its own (see onConnection).
  const handlers = directMessageHandlers(messages, log);
  const gate = createRequestGate(ctx.env, redis ? (args) => redis.pub.sendCommand(args) : undefined, log);
  const dispatch = function (this: AppSocket, event: string, ...args: unknown[]): void {
    const auth = this.data.auth;
    // A flooding socket is disconnected by the gate while the rest of its frames are still being read.
    if (auth?.kind === 'ok' && this.connected) gate.handle(this, auth.actor, event, args, handlers.get(event));
  };
  // A socket lives no longer than its access token: at expiry it gets `auth_error` (refresh and reconnect).
  // Looked up by id, so a socket that closed earlier is simply not found.
  const expiry = new ExpirySchedule(
    (id) => {
      const socket = io.sockets.sockets.get(id);
      if (!socket?.connected) return;
      socket.emit('auth_error', { message: 'Token expired' });
      socket.disconnect(true);
    },
    (err, id) => log.error({ err, socketId: id }, 'could not end a socket at token expiry'),
  );
  const subscribed = redis ? () => redis.subscribed() : () => undefined;
  io.on('connection', (socket) => onConnection(socket, dispatch, expiry, subscribed));
  const stopPublisher = startPublisher(io, ctx.domainEvents, log);
  log.info({ adapter: redis ? 'redis-sharded' : 'memory' }, 'realtime ready');
  return {
    io,
    async close() {
      stopPublisher();
      expiry.stop();
      await io.close();
      await redis?.close();
    },
  };
}

const GAVE_UP: HandshakeAuth = { kind: 'required' };

/** The token from `auth.token` (raw or `Bearer …`) or, for polling clients that can send headers, the header. */
function handshakeToken(socket: Socket): string | null {
  const auth: unknown = socket.handshake.auth;
  const fromAuth = typeof auth === 'object' && auth !== null && 'token' in auth ? auth.token : undefined;
  if (typeof fromAuth === 'string' && fromAuth.trim() !== '') return bearerToken(fromAuth) ?? fromAuth.trim();
  return bearerToken(authorizationHeaders.get(socket.conn) ?? socket.handshake.headers.authorization);
}

/**
 * Decides, before the client is told it is connected, who the socket is. Unlike HTTP this never refuses the
 * handshake: refusals become the `auth_required` / `auth_error` events (docs/product.md#connection) at connection.
 */
async function authenticateHandshake(ctx: AppContext, socket: Socket, log: FastifyBaseLogger): Promise<HandshakeAuth> {
  const token = handshakeToken(socket);
  if (!token) return { kind: 'required' };
  try {
    const actor = await resolveActor(ctx, token, { remember: false });
    return actor ? { kind: 'ok', actor } : { kind: 'invalid' };
  } catch (err) {
    log.warn({ err }, 'socket handshake: could not check the token');
    return { kind: 'unavailable' };
  }
}

type Dispatch = (this: AppSocket, event: string, ...args: unknown[]) => void;

/** Settles once Redis has confirmed every subscription asked for so far; undefined when there is nothing to wait for. */
type Subscribed = () => Promise<void> | undefined;

function onConnection(socket: AppSocket, dispatch: Dispatch, expiry: ExpirySchedule, subscribed: Subscribed): void {
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
      // The request events go through one listener shared by all sockets (registered before any packet of the
      // client can be read), and through the request gate (limits); unknown events find no handler and are
      // ignored, once the gate has counted them.
      socket.onAny(dispatch);
      void socket.join([userRoom(auth.actor.id), sessionRoom(auth.actor.familyId)]);
      expiry.add(socket.id, auth.actor.expiresAt.getTime());
      // The credentials are not kept past authentication.
      authorizationHeaders.delete(socket.conn);
      socket.handshake.auth = {};
      // With Redis, joining a room that is new on this instance subscribes to its channel. `connection_success`
      // waits for Redis to confirm it: a client that sends as soon as it is told it is connected (or whose
      // correspondent does) must not miss the live copy because the subscription was still on its way.
      announceWhenSubscribed(socket, auth.actor.id, subscribed());
  }
}

function announceWhenSubscribed(socket: AppSocket, userId: number, subscribed: Promise<void> | undefined): void {
  if (!subscribed) {
    socket.emit('connection_success', { user_id: userId });
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
  });
  void Promise.race([subscribed, waited]).then(() => {
    clearTimeout(timer);
    if (socket.connected) socket.emit('connection_success', { user_id: userId });
  });
}

/**
 * Engine.IO answers a websocket upgrade through a stand-in response object that holds the upgrade request, and
 * a close listener on the TCP socket holds that object for the connection's whole life. Only Engine.IO
 * middlewares use that link (to set response headers), and they have all run before the upgrade completes,
 * within the same turn of the event loop: it is cut on the next one. This covers the upgrade that opens a
 * websocket connection and the upgrade of a polling connection (what browsers do) alike. Real responses
 * (polling) are left alone.
 */
function releaseUpgradeRequest(_req: IncomingMessage, res: unknown, next: () => void): void {
  next();
  if (!(res instanceof ServerResponse) && typeof res === 'object' && res !== null && 'req' in res) setImmediate(cutRequest, res);
}
const cutRequest = (res: { req?: unknown }): void => {
  res.req = undefined;
};

/** The Authorization header of each connection's first request, until the socket has been authenticated. */
const authorizationHeaders = new WeakMap<object, string>();

/**
 * Lets go of the HTTP request that opened the connection as soon as the Engine.IO connection exists. Engine.IO
 * would keep it for the socket's whole life (with its raw and parsed headers, query, upgrade response and
 * stream state: about 1.5 KB per socket, more for browsers with cookies), and Socket.IO would read it once
 * more, when the client joins the namespace, only to copy its headers into `socket.handshake`. Of all that,
 * the socket needs one header, Authorization (polling clients that can send headers authenticate with it),
 * which is kept aside until the middleware has used it. Released this early, the request dies young instead of
 * waiting, through a burst of connections, long enough to be promoted to the old generation.
 *
 * So `socket.request` is undefined and `socket.handshake` has no `headers`, `url` or `query` (and says
 * `secure`, for want of a request): nothing here reads them.
 */
function releaseHandshakeRequest(conn: { request?: IncomingMessage }): void {
  const req = conn.request;
  if (!req) return;
  const authorization = req.headers.authorization;
  if (authorization !== undefined) authorizationHeaders.set(conn, authorization);
  conn.request = undefined;
}

/** node-redis v5 publisher and subscriber for the sharded adapter (SPUBLISH/SSUBSCRIBE, Redis ≥ 7). */
async function connectRedis(url: string, log: FastifyBaseLogger) {
  // Loaded only when REDIS_URL is set: the client and the modules it bundles cost a single instance about
  // 7 MB of memory and 80 ms of start-up for nothing (bench/RESULTS.md, sixth run).
  const { createClient } = await import('redis');
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
  // The adapter subscribes through this stand-in, which remembers the newest subscription and how many are
  // unconfirmed. Redis answers a connection's commands in order, so once the newest is confirmed, every
  // earlier one is too. With none unconfirmed (the user's room existed already) there is nothing to wait for.
  //
  // A room left by its last socket is unsubscribed; if a socket joins it again before Redis has answered
  // (a page reload), node-redis still counts the channel as subscribed, sends no SSUBSCRIBE, and then drops it
  // when the SUNSUBSCRIBE answer comes: the room would hear nothing from other instances any more. So a
  // subscription waits for the pending unsubscription of its channel.
  let newest: Promise<void> = Promise.resolve();
  let unconfirmed = 0;
  const confirmed = (): void => {
    unconfirmed -= 1;
  };
  const leaving = new Map<string, Promise<unknown>>();
  const subscriber = {
    sSubscribe(channel: string, listener: Parameters<typeof sub.sSubscribe>[1], bufferMode?: boolean) {
      const pending = leaving.get(channel);
      const subscribing = pending ? pending.then(() => sub.sSubscribe(channel, listener, bufferMode)) : sub.sSubscribe(channel, listener, bufferMode);
      unconfirmed += 1;
      // One that waited for an unsubscription may be confirmed after later ones: `newest` waits for all.
      const earlier = newest;
      newest = subscribing.then(confirmed, confirmed).then(() => earlier);
      return subscribing;
    },
    sUnsubscribe(channel: string) {
      const unsubscribing = sub.sUnsubscribe(channel).catch(() => undefined);
      leaving.set(channel, unsubscribing);
      void unsubscribing.then(() => {
        if (leaving.get(channel) === unsubscribing) leaving.delete(channel);
      });
      return unsubscribing;
    },
  };
  return {
    pub,
    subscriber,
    /** While Redis is away nothing is confirmed until it returns: sockets are then told at once, as before. */
    subscribed: (): Promise<void> | undefined => (sub.isReady && unconfirmed > 0 ? newest : undefined),
    async close() {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}

