import {
  MESSAGES,
  SOCKET_PATH,
  SOCKET_RESPONSES,
  type AckCallback,
  type ClientEventName,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@atria/contracts/zod-free';
import { readSocketError } from './error-body';
import { SocketRequestError, SocketUnavailableError } from './socket-errors';

/** docs/product.md#limits-and-constants: the socket client's constants. */
export const SOCKET_OPTIONS = {
  path: SOCKET_PATH,
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
  // A new connection after logout must not reuse the previous user's manager.
  forceNew: true,
} as const;

export const SOCKET_REQUEST_TIMEOUT_MS = 10_000;

/** docs/product.md#chat-state: the socket's own failures; each sends the caller to the HTTP fallback. */
export const SOCKET_FAILURES = {
  timeout: MESSAGES.socketTimeout,
  notConnected: MESSAGES.socketNotConnected,
  unauthenticated: MESSAGES.userNotAuthenticated,
  unknownEndpoint: MESSAGES.unknownSocketEndpoint,
} as const;

/** Consecutive refused handshakes (each after a token refresh) before the client gives up until `connect()`. */
const MAX_AUTH_RETRIES = 3;

export type ConnectionState = 'closed' | 'opening' | 'open';

export { SocketRequestError, SocketUnavailableError };

type Listener = (...args: unknown[]) => void;

/** The part of a socket.io-client Socket this client uses (a fake one in tests). */
export interface SocketLike {
  readonly connected: boolean;
  /** True while connected or trying to reconnect on its own. */
  readonly active: boolean;
  on(event: string, listener: Listener): unknown;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  /** Socket.IO's acknowledged emit: rejects when no answer came within `ms` or the connection closed first. */
  timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<unknown> };
  connect(): unknown;
  disconnect(): unknown;
}

/** What the handshake carries: the access token, and the language the server writes its refusals in. */
export interface HandshakeData {
  token: string | null;
  locale?: string;
}

export type SocketFactory = (
  options: typeof SOCKET_OPTIONS & { auth: (cb: (data: HandshakeData) => void) => void },
) => SocketLike;

export interface SocketClientDeps {
  createSocket: SocketFactory;
  getToken: () => string | null;
  isAuthenticated: () => boolean;
  refreshTokens: () => Promise<void>;
  /** Whether a failed refresh is worth another try (the network, not a refusal); by default none is. */
  isTransientRefreshError?: (error: unknown) => boolean;
  /** The language the page shows (sent in the handshake, docs/i18n.md#socket-messages); none: the server picks. */
  getLocale?: () => string;
  timeoutMs?: number;
}

export type RequestPayload<E extends ClientEventName> = Parameters<ClientToServerEvents[E]>[0];

/** What the server's acknowledgement of a request event carries on success (the contract's response type). */
export type ResponseData<E extends ClientEventName> =
  NonNullable<Parameters<ClientToServerEvents[E]>[1]> extends AckCallback<infer T> ? T : never;

export interface SocketClient {
  /** Connects when signed in with a stored access token; does nothing when already connected or connecting. */
  connect(): void;
  /** Closes the connection (logout, layout teardown); pending requests fail with 'Socket not connected'. */
  disconnect(): void;
  /**
   * Connects again when the page's language is no longer the one the handshake sent, so the server's refusals
   * come in the new one (docs/i18n.md#socket-messages); does nothing otherwise.
   */
  languageChanged(): void;
  getState(): ConnectionState;
  subscribe(listener: () => void): () => void;
  /** Listens to a server event on this and every later connection; returns the function that stops. */
  on<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]): () => void;
  /**
   * Emits a request event and resolves with the acknowledgement's data, typed by the contract (the server
   * validates and serializes it with the contracts' schemas). Rejects with SocketUnavailableError (no user, not
   * connected, no answer within the timeout) or SocketRequestError (the server refused).
   */
  request<E extends ClientEventName>(event: E, payload: RequestPayload<E>): Promise<ResponseData<E>>;
}

/** The acknowledgement's data, or the server's refusal as a SocketRequestError. */
function readAck(response: unknown): unknown {
  if (typeof response === 'object' && response !== null && 'ok' in response) {
    if (response.ok === true && 'data' in response) return response.data;
    if (response.ok === false && 'error' in response) {
      const error = readSocketError(response.error);
      if (error) throw new SocketRequestError(error);
    }
  }
  throw new SocketUnavailableError('Unexpected socket acknowledgement');
}

/**
 * The realtime connection (docs/product.md#socket-events; docs/architecture.md#realtime). The handshake sends the access
 * token as `auth.token`, read again on every (re)connection. `auth_error` (bad, expired or revoked token, also
 * sent when the token expires) refreshes the tokens and reconnects; `auth_required` does the same when a token
 * is stored. The state is 'open' only once the server confirmed the user with `connection_success`.
 */
export function createSocketClient(deps: SocketClientDeps): SocketClient {
  const timeoutMs = deps.timeoutMs ?? SOCKET_REQUEST_TIMEOUT_MS;
  const stateListeners = new Set<() => void>();
  const eventListeners = new Map<string, Set<Listener>>();
  let state: ConnectionState = 'closed';
  let current: SocketLike | null = null;
  let authFailures = 0;
  let reauthenticating = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The language the last handshake carried. */
  let sentLocale: string | undefined;

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    for (const listener of stateListeners) listener();
  };

  const stop = () => {
    const socket = current;
    current = null;
    reauthenticating = false;
    clearTimeout(retryTimer);
    setState('closed');
    socket?.disconnect();
  };

  const reauthenticate = (socket: SocketLike) => {
    if (reauthenticating) return;
    authFailures += 1;
    if (authFailures > MAX_AUTH_RETRIES) {
      console.warn('Socket authentication keeps failing; chat continues over HTTP');
      stop();
      return;
    }
    reauthenticating = true;
    setState('opening');
    deps.refreshTokens().then(
      () => {
        reauthenticating = false;
        if (current !== socket) return;
        // A fresh handshake carries the new token; the server may not have closed the old one yet.
        if (socket.connected) socket.disconnect();
        setState('opening');
        if (!socket.active) socket.connect();
      },
      (error: unknown) => {
        reauthenticating = false;
        if (current !== socket) return;
        if (deps.getToken() && deps.isTransientRefreshError?.(error)) {
          // Still signed in, the refresh just did not get through: try again after the longest reconnect delay.
          retryTimer = setTimeout(() => {
            if (current === socket) reauthenticate(socket);
          }, SOCKET_OPTIONS.reconnectionDelayMax);
          return;
        }
        console.warn('Socket token refresh failed; chat continues over HTTP', error);
        stop();
      },
    );
  };

  /** Server events: the client's own first (so 'open' is set before anyone hears connection_success). */
  const onServerEvent = (socket: SocketLike, event: string, args: unknown[]) => {
    if (current !== socket) return;
    if (event === 'connection_success') {
      authFailures = 0;
      setState('open');
    } else if (event === 'auth_error') {
      reauthenticate(socket);
    } else if (event === 'auth_required') {
      if (deps.getToken()) reauthenticate(socket);
      else stop();
    }
    for (const listener of eventListeners.get(event) ?? []) listener(...args);
  };

  const attach = (socket: SocketLike) => {
    socket.onAny((event, ...args) => onServerEvent(socket, event, args));
    socket.on('disconnect', () => {
      if (current !== socket) return;
      // Transport losses reconnect by themselves; after a server disconnect we reconnect once the token is fresh.
      setState(socket.active || reauthenticating ? 'opening' : 'closed');
    });
    socket.on('connect_error', () => {
      if (current === socket) setState(socket.active ? 'opening' : 'closed');
    });
  };

  return {
    connect() {
      if (current) {
        if (!current.active && !reauthenticating) {
          setState('opening');
          current.connect();
        }
        return;
      }
      if (!deps.getToken()) return;
      authFailures = 0;
      setState('opening');
      // Read again on every (re)connection: the current token and language.
      const socket = deps.createSocket({
        ...SOCKET_OPTIONS,
        auth: (cb) => {
          sentLocale = deps.getLocale?.();
          cb({ token: deps.getToken(), ...(sentLocale === undefined ? {} : { locale: sentLocale }) });
        },
      });
      current = socket;
      attach(socket);
    },

    disconnect: stop,

    languageChanged() {
      const socket = current;
      if (!socket || !socket.connected || reauthenticating || deps.getLocale?.() === sentLocale) return;
      socket.disconnect();
      setState('opening');
      socket.connect();
    },

    getState: () => state,

    subscribe(listener) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },

    on(event, listener) {
      const set = eventListeners.get(event) ?? new Set<Listener>();
      eventListeners.set(event, set);
      const wrapped = listener as Listener;
      set.add(wrapped);
      return () => {
        set.delete(wrapped);
      };
    },

    request(event, payload) {
      if (!deps.isAuthenticated()) return Promise.reject(new SocketUnavailableError(SOCKET_FAILURES.unauthenticated));
      if (!Object.hasOwn(SOCKET_RESPONSES, event)) {
        return Promise.reject(new SocketUnavailableError(SOCKET_FAILURES.unknownEndpoint));
      }
      const socket = current;
      if (!socket || state !== 'open' || !socket.connected) {
        return Promise.reject(new SocketUnavailableError(SOCKET_FAILURES.notConnected));
      }
      // Socket.IO drops the acknowledgement after the timeout, and fails it when the connection closes first
      // (a late answer is then ignored). Still connected means no answer in time; otherwise the link went.
      return socket
        .timeout(timeoutMs)
        .emitWithAck(event, payload)
        .then(
          // The acknowledgement's data is the contract's response type, as the server serialized it.
          (response) => readAck(response) as ResponseData<typeof event>,
          () => {
            const stillOpen = current === socket && socket.connected;
            throw new SocketUnavailableError(stillOpen ? SOCKET_FAILURES.timeout : SOCKET_FAILURES.notConnected);
          },
        );
    },
  };
}
