import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSocketClient,
  SOCKET_FAILURES,
  SOCKET_OPTIONS,
  SOCKET_REQUEST_TIMEOUT_MS,
  SocketRequestError,
  SocketUnavailableError,
  type HandshakeData,
  type SocketClientDeps,
  type SocketFactory,
  type SocketLike,
} from './socket';

type Listener = (...args: unknown[]) => void;

/** A socket.io-client stand-in: the test plays the server. */
class FakeSocket implements SocketLike {
  connected = false;
  active = true;
  connects = 0;
  readonly emitted: Array<{ event: string; payload: unknown; ack: Listener }> = [];
  private readonly acks = new Set<{ fail: (error: Error) => void }>();
  private readonly listeners = new Map<string, Listener[]>();
  private readonly anyListeners: Array<(event: string, ...args: unknown[]) => void> = [];

  constructor(readonly options: Parameters<SocketFactory>[0]) {}

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.anyListeners.push(listener);
    return this;
  }
  /** As in socket.io-client: the answer resolves, the timeout or a closed connection rejects, a late answer is dropped. */
  timeout(ms: number) {
    return {
      emitWithAck: (event: string, payload: unknown) =>
        new Promise<unknown>((resolve, reject) => {
          const entry = {
            event,
            payload,
            ack: (response: unknown) => {
              if (!this.acks.delete(entry)) return;
              clearTimeout(timer);
              resolve(response);
            },
            fail: (error: Error) => {
              if (!this.acks.delete(entry)) return;
              clearTimeout(timer);
              reject(error);
            },
          };
          const timer = setTimeout(() => entry.fail(new Error('operation has timed out')), ms);
          this.acks.add(entry);
          this.emitted.push(entry);
        }),
    };
  }
  connect() {
    this.connects += 1;
    this.active = true;
    return this;
  }
  disconnect() {
    const wasConnected = this.connected;
    this.connected = false;
    this.active = false;
    if (wasConnected) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  /** The server: a packet arrives (catch-all listeners first, as in socket.io-client). */
  serverEmit(event: string, ...args: unknown[]) {
    for (const listener of this.anyListeners) listener(event, ...args);
    this.fire(event, ...args);
  }
  handshake() {
    this.handshakeData();
    this.connected = true;
    this.fire('connect');
  }
  serverDisconnect() {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }
  transportClose() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  token(): string | null {
    return this.handshakeData().token;
  }
  /** What the client puts in the handshake, read as socket.io-client does on every (re)connection. */
  handshakeData(): HandshakeData {
    let sent: HandshakeData = { token: null };
    this.options.auth((data) => {
      sent = data;
    });
    return sent;
  }
  private fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
    // socket.io-client fails the waiting acknowledgements right after telling its listeners.
    if (event === 'disconnect')
      for (const entry of [...this.acks]) entry.fail(new Error('socket has been disconnected'));
  }
}

let sockets: FakeSocket[];
let token: string | null;
let authenticated: boolean;
let refresh: ReturnType<typeof vi.fn<() => Promise<void>>>;

function client(overrides: Partial<SocketClientDeps> = {}) {
  return createSocketClient({
    createSocket: (options) => {
      const socket = new FakeSocket(options);
      sockets.push(socket);
      return socket;
    },
    getToken: () => token,
    isAuthenticated: () => authenticated,
    refreshTokens: refresh,
    ...overrides,
  });
}

function lastSocket(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was created');
  return socket;
}

function open(c: ReturnType<typeof client>): FakeSocket {
  c.connect();
  const socket = lastSocket();
  socket.handshake();
  socket.serverEmit('connection_success', { user_id: 1 });
  return socket;
}

beforeEach(() => {
  sockets = [];
  token = 'access-1';
  authenticated = true;
  refresh = vi.fn(async () => {
    token = 'access-2';
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('socket client connection', () => {
  it('does not connect without a stored access token', () => {
    token = null;
    const c = client();
    c.connect();
    expect(sockets).toHaveLength(0);
    expect(c.getState()).toBe('closed');
  });

  it('connects with the spec options and the token as auth, open only after connection_success', () => {
    const c = client();
    c.connect();
    const socket = lastSocket();
    expect(socket.options).toMatchObject({
      path: '/socket.io',
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      timeout: 20_000,
    });
    expect(SOCKET_OPTIONS.reconnection).toBe(true);
    expect(socket.token()).toBe('access-1');
    expect(c.getState()).toBe('opening');
    socket.handshake();
    expect(c.getState()).toBe('opening');
    socket.serverEmit('connection_success', { user_id: 1 });
    expect(c.getState()).toBe('open');
  });

  it('creates one socket however often connect is called', () => {
    const c = client();
    c.connect();
    c.connect();
    expect(sockets).toHaveLength(1);
  });

  it('notifies state listeners, and is open before app listeners hear connection_success', () => {
    const c = client();
    const states: string[] = [];
    c.subscribe(() => states.push(c.getState()));
    const seen: string[] = [];
    c.on('connection_success', () => seen.push(c.getState()));
    open(c);
    expect(states).toEqual(['opening', 'open']);
    expect(seen).toEqual(['open']);
  });

  it('on auth_error refreshes the tokens and reconnects with the new token', async () => {
    const c = client();
    const socket = open(c);
    socket.serverEmit('auth_error', { message: 'Token expired' });
    socket.serverDisconnect();
    expect(c.getState()).toBe('opening');
    await vi.waitFor(() => expect(socket.connects).toBe(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(socket.token()).toBe('access-2');
    socket.handshake();
    socket.serverEmit('connection_success', { user_id: 1 });
    expect(c.getState()).toBe('open');
  });

  it('on auth_required reconnects after a refresh when a token is stored, and stops when none is', async () => {
    const c = client();
    const socket = open(c);
    socket.serverEmit('auth_required', { message: 'Authentication required' });
    socket.serverDisconnect();
    await vi.waitFor(() => expect(socket.connects).toBe(1));

    token = null;
    socket.handshake();
    socket.serverEmit('auth_required', { message: 'Authentication required' });
    expect(c.getState()).toBe('closed');
  });

  it('stays closed when the refresh fails', async () => {
    refresh.mockRejectedValueOnce(new Error('refused'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const c = client();
    const socket = open(c);
    socket.serverEmit('auth_error', { message: 'Invalid or expired token' });
    socket.serverDisconnect();
    await vi.waitFor(() => expect(c.getState()).toBe('closed'));
    expect(socket.connects).toBe(0);
  });

  it('tries a refresh that failed on the network again after the longest reconnect delay', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    refresh.mockRejectedValueOnce(new Error('offline'));
    const c = client({ isTransientRefreshError: (error) => error instanceof Error && error.message === 'offline' });
    const socket = open(c);
    socket.serverEmit('auth_error', { message: 'Token expired' });
    socket.serverDisconnect();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.getState()).toBe('opening');
    expect(socket.connects).toBe(0);
    await vi.advanceTimersByTimeAsync(SOCKET_OPTIONS.reconnectionDelayMax);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(socket.connects).toBe(1);
  });

  it('gives up after repeated refused handshakes instead of looping', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const c = client();
    c.connect();
    const socket = lastSocket();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      socket.handshake();
      socket.serverEmit('auth_error', { message: 'Invalid or expired token' });
      socket.serverDisconnect();
      await Promise.resolve();
      await Promise.resolve();
    }
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(c.getState()).toBe('closed');
  });

  it('waits for automatic reconnection after a transport loss', () => {
    const c = client();
    const socket = open(c);
    socket.transportClose();
    expect(c.getState()).toBe('opening');
    socket.handshake();
    socket.serverEmit('connection_success', { user_id: 1 });
    expect(c.getState()).toBe('open');
  });

  it('disconnects on request and ignores the old socket afterwards', () => {
    const c = client();
    const heard = vi.fn();
    c.on('new_direct_message', heard);
    const socket = open(c);
    c.disconnect();
    expect(c.getState()).toBe('closed');
    expect(socket.connected).toBe(false);
    socket.serverEmit('new_direct_message', {});
    expect(heard).not.toHaveBeenCalled();
  });

  it('passes server events to listeners until they stop listening', () => {
    const c = client();
    const heard = vi.fn();
    const stop = c.on('messages_read', heard);
    const socket = open(c);
    socket.serverEmit('messages_read', { thread_id: 1, reader_id: 2 });
    stop();
    socket.serverEmit('messages_read', { thread_id: 1, reader_id: 2 });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ thread_id: 1, reader_id: 2 });
  });
});

describe('the language of the handshake (docs/i18n.md#socket-messages)', () => {
  it('sends the page language next to the token, and nothing when the client has none', () => {
    client({ getLocale: () => 'de' }).connect();
    expect(lastSocket().handshakeData()).toEqual({ token: 'access-1', locale: 'de' });
    client().connect();
    expect(lastSocket().handshakeData()).toEqual({ token: 'access-1' });
  });

  it('connects again when the language changes, with the new one, and only then', () => {
    let locale = 'de';
    const c = client({ getLocale: () => locale });
    const socket = open(c);
    c.languageChanged();
    expect([socket.connected, socket.connects, c.getState()]).toEqual([true, 0, 'open']);

    locale = 'ar';
    c.languageChanged();
    expect([socket.connected, socket.connects, c.getState()]).toEqual([false, 1, 'opening']);
    expect(socket.handshakeData()).toEqual({ token: 'access-1', locale: 'ar' });
    socket.handshake();
    socket.serverEmit('connection_success', { user_id: 1 });
    expect(c.getState()).toBe('open');
    c.languageChanged();
    expect(socket.connects).toBe(1);
  });

  it('leaves a closed client closed when the language changes', () => {
    let locale = 'en';
    const c = client({ getLocale: () => locale });
    c.connect();
    c.disconnect();
    locale = 'de';
    c.languageChanged();
    expect([lastSocket().connects, c.getState()]).toEqual([0, 'closed']);
  });
});

describe('socket client requests', () => {
  it("fails with 'User not authenticated' when no user is signed in", async () => {
    authenticated = false;
    const c = client();
    open(c);
    await expect(c.request('get_direct_message_threads', {})).rejects.toThrow(SOCKET_FAILURES.unauthenticated);
  });

  it("fails fast with 'Socket not connected' before connection_success", async () => {
    const c = client();
    c.connect();
    lastSocket().handshake();
    const error = await c.request('get_direct_message_threads', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SocketUnavailableError);
    expect((error as Error).message).toBe(SOCKET_FAILURES.notConnected);
    expect(lastSocket().emitted).toHaveLength(0);
  });

  it("refuses an unknown endpoint with 'Unknown socket endpoint'", async () => {
    const c = client();
    open(c);
    const request = c.request as (event: string, payload: unknown) => Promise<unknown>;
    await expect(request('delete_everything', {})).rejects.toThrow(SOCKET_FAILURES.unknownEndpoint);
  });

  it('resolves with the acknowledgement data', async () => {
    const c = client();
    const socket = open(c);
    const pending = c.request('mark_messages_read', { thread_id: 4 });
    const sent = socket.emitted.at(-1);
    expect(sent).toMatchObject({ event: 'mark_messages_read', payload: { thread_id: 4 } });
    sent?.ack({ ok: true, data: { thread_id: 4, reader_id: 1, message_ids: [] } });
    await expect(pending).resolves.toEqual({ thread_id: 4, reader_id: 1, message_ids: [] });
  });

  it('rejects with the server error body when the acknowledgement is a refusal', async () => {
    const c = client();
    const socket = open(c);
    const pending = c.request('send_direct_message', { thread_id: 4, content: 'hi' });
    const error = {
      event: 'send_direct_message',
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too fast',
      retry_after: 3,
    };
    socket.emitted.at(-1)?.ack({ ok: false, error });
    const thrown = await pending.catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(SocketRequestError);
    expect((thrown as SocketRequestError).error).toEqual(error);
  });

  it('treats an acknowledgement that is neither an answer nor an error body as no answer (HTTP fallback)', async () => {
    const c = client();
    const socket = open(c);
    const pending = c.request('send_direct_message', { thread_id: 4, content: 'hi' });
    socket.emitted.at(-1)?.ack({ ok: false, error: { status: 429, message: 'no code, no event' } });
    const thrown = await pending.catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(SocketUnavailableError);
    expect(thrown).toMatchObject({ message: 'Unexpected socket acknowledgement' });
  });

  it("times out after 10 seconds with 'Socket request timed out'", async () => {
    vi.useFakeTimers();
    const c = client();
    open(c);
    const pending = c.request('get_direct_message_threads', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(SOCKET_REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(SocketUnavailableError);
    expect((error as Error).message).toBe(SOCKET_FAILURES.timeout);
  });

  it('fails pending requests at once when the connection drops, and ignores a late answer', async () => {
    const c = client();
    const socket = open(c);
    const pending = c.request('get_direct_message_threads', {});
    socket.transportClose();
    await expect(pending).rejects.toThrow(SOCKET_FAILURES.notConnected);
    expect(() => socket.emitted.at(-1)?.ack({ ok: true, data: { threads: [] } })).not.toThrow();
  });

  it("fails pending requests with 'Socket not connected' when the client disconnects", async () => {
    const c = client();
    open(c);
    const pending = c.request('get_direct_message_threads', {});
    c.disconnect();
    await expect(pending).rejects.toThrow(SOCKET_FAILURES.notConnected);
  });
});
