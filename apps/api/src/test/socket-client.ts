import type { AddressInfo } from 'node:net';
import type { ClientEventName, ClientToServerEvents, ServerToClientEvents, SocketAck } from '@atria/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { ResponseOf } from '../realtime/handlers/respond';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerEvent = keyof ServerToClientEvents;
export type PayloadOf<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/** Listens on 127.0.0.1, port 0; returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface ConnectOptions {
  token?: string;
  /** Sent as the Authorization header instead of `auth.token`. */
  header?: string;
  transports?: ('polling' | 'websocket')[];
  /** Sent as `auth.locale`, the language of the server's refusals. */
  locale?: string;
  /** Sent as the handshake's Accept-Language header. */
  acceptLanguage?: string;
}

/** A client that never reconnects on its own (tests decide), with nothing shared between sockets. */
export function connectClient(baseUrl: string, opts: ConnectOptions = {}): ClientSocket {
  return io(baseUrl, {
    path: '/socket.io',
    auth: {
      ...(opts.token ? { token: opts.token } : {}),
      ...(opts.locale !== undefined ? { locale: opts.locale } : {}),
    },
    extraHeaders:
      opts.header || opts.acceptLanguage
        ? {
            ...(opts.header ? { authorization: opts.header } : {}),
            ...(opts.acceptLanguage ? { 'accept-language': opts.acceptLanguage } : {}),
          }
        : undefined,
    transports: opts.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
  });
}

/** Resolves with the next `event` matching `match`; attach before triggering what should cause it. */
export function waitFor<E extends ServerEvent>(
  socket: ClientSocket,
  event: E,
  match: (payload: PayloadOf<E>) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<PayloadOf<E>> {
  const on = socket.on.bind(socket) as (ev: string, l: (p: PayloadOf<E>) => void) => unknown;
  const off = socket.off.bind(socket) as (ev: string, l: (p: PayloadOf<E>) => void) => unknown;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: PayloadOf<E>) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      off(event, listener);
      resolve(payload);
    };
    on(event, listener);
  });
}

/** Connects as a user and waits for `connection_success`. */
export async function connectAs(
  baseUrl: string,
  token: string,
  opts: Omit<ConnectOptions, 'token'> = {},
): Promise<ClientSocket> {
  const socket = connectClient(baseUrl, { ...opts, token });
  await waitFor(socket, 'connection_success');
  return socket;
}

/** Emits a request event with an acknowledgement and returns what the callback received. */
export async function request<E extends ClientEventName>(
  socket: ClientSocket,
  event: E,
  payload: unknown,
): Promise<SocketAck<ResponseOf<E>>> {
  const timed = socket.timeout(5_000);
  // Untyped on purpose: tests also send payloads that well-behaved clients never would.
  const emit = timed.emitWithAck.bind(timed) as (ev: string, p: unknown) => Promise<SocketAck<ResponseOf<E>>>;
  return emit(event, payload);
}

/** Everything a socket receives, by event name, for asserting what did (not) arrive. */
export function record(socket: ClientSocket): Map<string, unknown[]> {
  const seen = new Map<string, unknown[]>();
  socket.onAny((event: string, payload: unknown) => {
    const list = seen.get(event) ?? [];
    list.push(payload);
    seen.set(event, list);
  });
  return seen;
}

/** The unwrapped data of a successful acknowledgement; throws with the error otherwise. */
export function okData<T>(ack: SocketAck<T>): T {
  if (!ack.ok) throw new Error(`socket request failed: ${JSON.stringify(ack.error)}`);
  return ack.data;
}
