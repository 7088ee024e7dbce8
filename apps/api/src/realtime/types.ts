import type { ClientToServerEvents, ServerToClientEvents } from '@atria/contracts';
import type { MessageLocale } from '@atria/contracts/messages-i18n';
import type { Server, Socket } from 'socket.io';
import type { Actor } from '../context';

/**
 * What arrives from a client is untrusted: the server sees every client event's arguments as unknown and
 * validates them with the contracts (ClientToServerEvents describes what well-behaved clients send).
 */
export type IncomingEvents = { [K in keyof ClientToServerEvents]: (...args: unknown[]) => void };

/** Outcome of the handshake, decided in the middleware and acted upon at connection. */
export type HandshakeAuth =
  { kind: 'ok'; actor: Actor } | { kind: 'required' } | { kind: 'invalid' } | { kind: 'unavailable' };

export interface SocketData {
  auth?: HandshakeAuth;
  /** The language of this socket's error answers, once known (socket-locale.ts). */
  locale?: MessageLocale;
  /** The language the handshake's Accept-Language named, the last choice for `locale`. */
  acceptLocale?: MessageLocale;
  /** Requests being answered (see RequestGate). */
  inFlight?: number;
  /** Requests refused since `refusalsSince` (epoch ms), for the disconnect of a flooding socket. */
  refusals?: number;
  refusalsSince?: number;
  /**
   * Set when the server ends the socket because its access token expired: the client refreshes and reconnects
   * at once, so the live rooms keep its presence (the time-to-live drops it if it never comes back).
   */
  tokenExpired?: boolean;
}

type NoInterServerEvents = Record<string, never>;
export type AppServer = Server<IncomingEvents, ServerToClientEvents, NoInterServerEvents, SocketData>;
export type AppSocket = Socket<IncomingEvents, ServerToClientEvents, NoInterServerEvents, SocketData>;
