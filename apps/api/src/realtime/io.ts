import type { Server as HttpServer } from 'node:http';
import { SOCKET_PATH } from '@atria/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { AppContext } from '../context';
import { loadEventAccess } from '../modules/events/events.access';
import { eventsPolicy } from '../modules/events/events.policy';
import type { SavedLocaleLookup } from '../plugins/error-handler';
import type { Services } from '../services';
import { onConnection, type ConnectionDeps } from './connection';
import { HandshakeRequests, releaseUpgradeRequest } from './engine-requests';
import { ExpirySchedule } from './expiry';
import { directMessageHandlers } from './handlers/direct-messages';
import { liveSessionHandlers } from './handlers/live-session';
import { handshakeMiddleware } from './handshake';
import { LiveRooms } from './live-rooms';
import { MemoryPresence, RedisPresence } from './presence';
import { PresenceBroadcast } from './presence-broadcast';
import { PollResultsBroadcast } from './poll-results';
import { startPublisher } from './publisher';
import { connectRedis } from './redis';
import { requestDispatch } from './request-dispatch';
import { registerSavedLocales } from './socket-locale';
import { createRequestGate } from './request-gate';
import type { AppServer } from './types';

interface Realtime {
  io: AppServer;
  close(): Promise<void>;
}

/**
 * Socket.IO on the app's HTTP server, started when the app is ready and closed before the HTTP server stops
 * (preClose), so open websockets never hold up shutdown. Closing does not send a disconnect packet: clients
 * see the transport drop and reconnect, through the load balancer, to another instance.
 */
export function attachRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  services: Services,
  savedLocale?: SavedLocaleLookup,
): void {
  let realtime: Realtime | undefined;
  app.addHook('onReady', async () => {
    realtime = await startRealtime(app.server, ctx, services, app.log, savedLocale);
  });
  app.addHook('preClose', async () => {
    const closing = realtime;
    realtime = undefined;
    await closing?.close();
  });
}

/**
 * Puts the pieces together, each built once per server and shared by every socket: the Redis adapter (in a
 * cluster), the handshake (engine-requests.ts, handshake.ts), the connection (connection.ts), the request
 * events (handlers/ per area, behind the request gate), the end of sockets at token expiry, and the publisher.
 */
async function startRealtime(
  server: HttpServer,
  ctx: AppContext,
  services: Services,
  log: FastifyBaseLogger,
  savedLocale: SavedLocaleLookup | undefined,
): Promise<Realtime> {
  const { messages, liveChat, liveQuestions, livePolls, liveWatchers } = services;
  const redis = ctx.env.REDIS_URL ? await connectRedis(ctx.env.REDIS_URL, log) : undefined;
  // Like the Redis client (see connectRedis), the adapter is loaded only for a cluster.
  const adapter = redis
    ? (await import('@socket.io/redis-adapter')).createShardedAdapter(redis.pub, redis.subscriber, {
        channelPrefix: ctx.env.REDIS_CHANNEL_PREFIX,
      })
    : undefined;
  const io: AppServer = new Server(server, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    serveClient: false,
    // No `cors` option: browsers may only poll from the app's own origin. Websocket handshakes carry no
    // cookie-based credentials here (the token is in the payload), so a foreign page gains nothing.
    adapter,
  });
  const requests = new HandshakeRequests();
  io.engine.use(releaseUpgradeRequest);
  io.engine.on('connection', requests.release);
  io.use(handshakeMiddleware(ctx, requests, log));
  // Refusals are written in the socket's language; without one from the handshake, in the person's saved one.
  if (savedLocale) registerSavedLocales(io, savedLocale);

  const presenceTtlMs = ctx.env.LIVE_PRESENCE_TTL_SECONDS * 1000;
  const presenceStore = redis
    ? new RedisPresence((args) => redis.pub.sendCommand(args), ctx.env.REDIS_CHANNEL_PREFIX, presenceTtlMs)
    : new MemoryPresence(presenceTtlMs);
  const presence = new PresenceBroadcast(io, presenceStore, ctx.domainEvents, log, presenceTtlMs / 3);
  liveWatchers.attach(presenceStore);
  const pollResults = new PollResultsBroadcast(ctx.domainEvents, (pollId) => livePolls.results(pollId), log);
  const liveRooms = new LiveRooms(
    io,
    (userId, sessionId) => liveChat.watchAccess({ id: userId }, sessionId),
    log,
    redis ? () => redis.subscribed() : undefined,
    presence,
    {
      check: async (userId, eventId) => {
        const found = await loadEventAccess(ctx.db, eventId, userId);
        return found !== undefined && eventsPolicy.canView(found.access);
      },
      votedPolls: (userId, sessionId) => livePolls.votedOpen(userId, sessionId),
    },
  );
  ctx.changes.register(liveRooms);
  const handlers = new Map([
    ...directMessageHandlers(messages, log),
    ...liveSessionHandlers(ctx, { chat: liveChat, questions: liveQuestions, polls: livePolls }, liveRooms, log),
  ]);
  const gate = createRequestGate(ctx.env, redis ? (args) => redis.pub.sendCommand(args) : undefined, log);
  // The public calendar feed's per-IP budget is counted in the same Redis, shared by the instances.
  if (redis)
    services.feedLimiter.share({
      redis: (args) => redis.pub.sendCommand(args),
      keyPrefix: ctx.env.REDIS_CHANNEL_PREFIX,
      onError: (err) =>
        log.warn({ err }, 'calendar feed limit: Redis failed, each instance counts on its own meanwhile'),
    });
  // A socket lives no longer than its access token: at expiry it gets `auth_error` (refresh and reconnect).
  // Looked up by id, so a socket that closed earlier is simply not found.
  const expiry = new ExpirySchedule(
    (id) => {
      const socket = io.sockets.sockets.get(id);
      if (!socket?.connected) return;
      socket.emit('auth_error', { message: 'Token expired' });
      socket.data.tokenExpired = true;
      socket.disconnect(true);
    },
    (err, id) => log.error({ err, socketId: id }, 'could not end a socket at token expiry'),
  );
  const deps: ConnectionDeps = {
    dispatch: requestDispatch(handlers, gate),
    expiry,
    requests,
    subscribed: redis ? () => redis.subscribed() : () => undefined,
  };
  io.on('connection', (socket) => onConnection(socket, deps));
  const stopPublisher = startPublisher(io, ctx.domainEvents, log, { chatBatchMs: ctx.env.LIVE_CHAT_BATCH_MS });
  log.info({ adapter: redis ? 'redis-sharded' : 'memory' }, 'realtime ready');
  return {
    io,
    async close() {
      stopPublisher();
      liveRooms.close();
      presence.close();
      pollResults.close();
      liveWatchers.attach(undefined);
      expiry.stop();
      await io.close();
      services.feedLimiter.share(undefined);
      await redis?.close();
    },
  };
}
