import { SOCKET_LIMIT_MESSAGES, type ConnectionThrottled } from '@atria/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../context';
import type { Env } from '../config/env';
import { localizeErrorBody } from '../lib/message-locale';
import { refuseRequest, type RequestHandler } from './handlers/respond';
import { knownLocale } from './socket-locale';
import {
  SharedBudget,
  TokenBuckets,
  type BudgetDecision,
  type RedisCommand,
  type RequestBudget,
} from './request-budget';
import type { AppSocket } from './types';

export interface RequestLimits {
  /** Requests of one socket being answered at once; more are refused at once. */
  maxInFlight: number;
  /** Refusals of one socket within `refusalWindowMs` after which it is disconnected. */
  refusalsBeforeDisconnect: number;
  refusalWindowMs: number;
  /** Seconds a disconnected client is told to wait before reconnecting: the time the user's budget takes to refill. */
  reconnectAfterSeconds: number;
}

export function requestLimitsFrom(env: Env): RequestLimits {
  return {
    maxInFlight: env.SOCKET_REQUESTS_IN_FLIGHT,
    refusalsBeforeDisconnect: env.SOCKET_REFUSALS_BEFORE_DISCONNECT,
    refusalWindowMs: env.SOCKET_REFUSALS_WINDOW_SECONDS * 1000,
    reconnectAfterSeconds: Math.max(1, Math.ceil(env.SOCKET_REQUESTS_BURST / env.SOCKET_REQUESTS_PER_SECOND)),
  };
}

/** How often, at most, a failing Redis is logged by the request budget. */
const BUDGET_LOG_INTERVAL_MS = 10_000;

/**
 * The gate of a server: the users' budget in Redis, shared by the instances, when there is a Redis (`redis`
 * runs a command on it), else in memory.
 */
export function createRequestGate(env: Env, redis: RedisCommand | undefined, log: FastifyBaseLogger): RequestGate {
  const limits = { ratePerSecond: env.SOCKET_REQUESTS_PER_SECOND, burst: env.SOCKET_REQUESTS_BURST };
  let loggedAt = 0;
  const budget = redis
    ? new SharedBudget(limits, redis, env.REDIS_CHANNEL_PREFIX, (err) => {
        if (Date.now() - loggedAt < BUDGET_LOG_INTERVAL_MS) return;
        loggedAt = Date.now();
        log.warn({ err }, 'socket request budget: Redis failed, each instance limits on its own meanwhile');
      })
    : new TokenBuckets(limits);
  return new RequestGate(requestLimitsFrom(env), budget, log);
}

const release = (socket: AppSocket): void => {
  socket.data.inFlight = Math.max(0, (socket.data.inFlight ?? 1) - 1);
};

/**
 * Stands in front of every request event of an authenticated socket (docs/security/sockets.md):
 *
 * - at most `maxInFlight` requests of one socket are being answered at once: one more is refused at once;
 * - each request takes a token from the user's budget (RequestBudget, shared by all the user's sockets): with
 *   none left it is refused;
 * - a refusal is answered like any failed request (`request_error` and the acknowledgement: 429, RATE_LIMITED,
 *   `retry_after`), so the client knows at once instead of waiting for a timeout;
 * - a socket refused `refusalsBeforeDisconnect` times within `refusalWindowMs` is told `connection_throttled`
 *   and disconnected: a client that ignores its refusals would otherwise keep the server reading and answering
 *   its frames for as long as it likes.
 *
 * Events that are not request events cost a token too (so a flood of them is no cheaper) but are never
 * answered. What it keeps per socket is three numbers in `socket.data`, set at its first request.
 */
export class RequestGate {
  constructor(
    private readonly limits: RequestLimits,
    private readonly budget: RequestBudget,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `handler` for the request when the socket and its user may send it; refuses it otherwise. */
  handle(socket: AppSocket, actor: Actor, event: string, args: unknown[], handler: RequestHandler | undefined): void {
    const inFlight = socket.data.inFlight ?? 0;
    if (handler && inFlight >= this.limits.maxInFlight) {
      this.refuse(socket, actor, event, args, SOCKET_LIMIT_MESSAGES.tooManyInFlight, 1);
      return;
    }
    const decision = this.budget.take(actor.id);
    if (!handler) {
      if (decision instanceof Promise) void decision.then((d) => this.unanswered(socket, actor, event, args, d));
      else this.unanswered(socket, actor, event, args, decision);
      return;
    }
    // A request waiting for the budget's answer (from Redis) is in flight already.
    socket.data.inFlight = inFlight + 1;
    if (decision instanceof Promise) void decision.then((d) => this.settle(socket, actor, event, args, handler, d));
    else this.settle(socket, actor, event, args, handler, decision);
  }

  private settle(
    socket: AppSocket,
    actor: Actor,
    event: string,
    args: unknown[],
    handler: RequestHandler,
    decision: BudgetDecision,
  ): void {
    if (!decision.allowed || !socket.connected) {
      release(socket);
      if (socket.connected)
        this.refuse(socket, actor, event, args, SOCKET_LIMIT_MESSAGES.tooManyRequests, decision.retryAfterSeconds);
      return;
    }
    const done = (): void => release(socket);
    handler(socket, actor, args).then(done, done);
  }

  private unanswered(socket: AppSocket, actor: Actor, event: string, args: unknown[], decision: BudgetDecision): void {
    if (!decision.allowed) this.refuse(socket, actor, event, args, null, decision.retryAfterSeconds);
  }

  /** Answers the refusal (unless `message` is null: not a request event) and counts it against the socket. */
  private refuse(
    socket: AppSocket,
    actor: Actor,
    event: string,
    args: unknown[],
    message: string | null,
    retryAfter: number,
  ): void {
    if (message !== null)
      refuseRequest(socket, actor.id, args, {
        event,
        status: 429,
        code: 'RATE_LIMITED',
        message,
        retry_after: retryAfter,
      });
    const data = socket.data;
    const now = this.now();
    if (
      data.refusals === undefined ||
      data.refusalsSince === undefined ||
      now - data.refusalsSince >= this.limits.refusalWindowMs
    ) {
      data.refusals = 0;
      data.refusalsSince = now;
    }
    data.refusals += 1;
    if (data.refusals < this.limits.refusalsBeforeDisconnect || !socket.connected) return;
    const notice: ConnectionThrottled = {
      status: 429,
      code: 'RATE_LIMITED',
      message: SOCKET_LIMIT_MESSAGES.throttled,
      retry_after: this.limits.reconnectAfterSeconds,
    };
    socket.emit('connection_throttled', { ...notice, message: localizeErrorBody(notice, knownLocale(socket)).message });
    socket.disconnect(true);
    this.log.warn(
      { userId: actor.id, socketId: socket.id, refusals: data.refusals },
      'socket disconnected for flooding requests',
    );
  }
}
