import type { Message } from '@atria/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { directMessages, organizationUsers } from '../db/schema';
import { SEND_LIMIT } from '../modules/messages/messages.service';
import { makeOrganization } from '../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/helpers';
import {
  connectAs,
  connectClient,
  listen,
  okData,
  record,
  request,
  waitFor,
  type ClientSocket,
} from '../test/socket-client';

let t: TestApp;
let url: string;
let alice: TestUser;
let bob: TestUser;
let eve: TestUser; // shares nothing with them
let threadId: number;
const open: ClientSocket[] = [];

const track = (s: ClientSocket) => {
  open.push(s);
  return s;
};
const as = async (u: TestUser, opts: Parameters<typeof connectAs>[2] = {}) =>
  track(await connectAs(url, u.token, opts));
const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

async function friends(): Promise<{ a: TestUser; b: TestUser; threadId: number }> {
  const [a, b] = await Promise.all([signUp(t.app, { first_name: 'Ann' }), signUp(t.app, { first_name: 'Ben' })]);
  await makeOrganization(t.database.db, [
    [a.id, 'OWNER'],
    [b.id, 'MEMBER'],
  ]);
  const res = await call(t.app, a, { method: 'POST', url: '/api/direct-messages/threads', payload: { user_id: b.id } });
  return { a, b, threadId: res.json().id };
}

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  [alice, bob, eve] = await Promise.all([
    signUp(t.app, { first_name: 'Alice', last_name: 'Sock' }),
    signUp(t.app, { first_name: 'Bob', last_name: 'Sock' }),
    signUp(t.app, { first_name: 'Eve', last_name: 'Sock' }),
  ]);
  await makeOrganization(t.database.db, [
    [alice.id, 'OWNER'],
    [bob.id, 'MEMBER'],
  ]);
  threadId = (
    await call(t.app, alice, { method: 'POST', url: '/api/direct-messages/threads', payload: { user_id: bob.id } })
  ).json().id;
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(async () => t.close());

describe('socket handshake', () => {
  it('connects with auth.token, joins the user room and says connection_success', async () => {
    const socket = track(connectClient(url, { token: alice.token }));
    expect(await waitFor(socket, 'connection_success')).toEqual({ user_id: alice.id });
  });

  it('accepts the Authorization header over polling', async () => {
    const socket = track(connectClient(url, { header: `Bearer ${bob.token}`, transports: ['polling'] }));
    expect(await waitFor(socket, 'connection_success')).toEqual({ user_id: bob.id });
  });

  it('keeps serving a polling socket authenticated by header after connecting (requests, acks, deliveries)', async () => {
    const { a, b, threadId: tid } = await friends();
    const polling = track(connectClient(url, { header: `Bearer ${a.token}`, transports: ['polling'] }));
    expect(await waitFor(polling, 'connection_success')).toEqual({ user_id: a.id });
    const threads = okData(await request(polling, 'get_direct_message_threads', {}));
    expect(threads.threads.map((th) => th.id)).toEqual([tid]);
    const bSocket = await as(b);
    const received = waitFor(polling, 'new_direct_message', (m) => !m.is_sender);
    okData(await request(bSocket, 'send_direct_message', { thread_id: tid, content: 'over polling' }));
    expect((await received).content).toBe('over polling');
    const sent = okData(await request(polling, 'send_direct_message', { thread_id: tid, content: 'back' }));
    expect(sent).toMatchObject({ sender_id: a.id, content: 'back', is_sender: true });
  });

  it('serves a browser-like socket that starts polling with the header and upgrades to websocket', async () => {
    const { a, b, threadId: tid } = await friends();
    const socket = track(connectClient(url, { header: `Bearer ${a.token}`, transports: ['polling', 'websocket'] }));
    const upgraded = new Promise<string>((resolve) =>
      socket.io.engine.once('upgrade', (transport: { name: string }) => resolve(transport.name)),
    );
    expect(await waitFor(socket, 'connection_success')).toEqual({ user_id: a.id });
    expect(await upgraded).toBe('websocket');
    const bSocket = await as(b);
    const received = waitFor(socket, 'new_direct_message', (m) => !m.is_sender);
    okData(await request(bSocket, 'send_direct_message', { thread_id: tid, content: 'after the upgrade' }));
    expect((await received).content).toBe('after the upgrade');
    expect(okData(await request(socket, 'get_direct_message_threads', {})).threads.map((th) => th.id)).toEqual([tid]);
  });

  it('connects every socket of a burst larger than the handshakes checked at once, each as its own user', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    const sockets = Array.from({ length: 60 }, (_, i) =>
      track(connectClient(url, { token: users[i % users.length]?.token })),
    );
    const refused = track(connectClient(url, { token: 'not-a-jwt' }));
    // Listen before awaiting anything: the refusal may come before the burst has finished connecting.
    const refusal = waitFor(refused, 'auth_error', undefined, 15_000);
    const gaveUp = connectClient(url, { token: alice.token });
    gaveUp.disconnect();
    const results = await Promise.all(sockets.map((s) => waitFor(s, 'connection_success', undefined, 15_000)));
    expect(results).toEqual(Array.from({ length: 60 }, (_, i) => ({ user_id: users[i % users.length]?.id })));
    expect(await refusal).toEqual({ message: 'Invalid or expired token' });
  });

  it('ignores events that are not request events, Object.prototype names included, and keeps answering', async () => {
    const socket = await as(alice);
    const seen = record(socket);
    const emit = socket.emit.bind(socket) as (ev: string, ...args: unknown[]) => unknown;
    for (const ev of ['no_such_event', 'constructor', '__proto__', 'toString', 'hasOwnProperty'])
      emit(ev, { thread_id: threadId });
    await settle();
    expect([...seen.keys()]).toEqual([]);
    expect(okData(await request(socket, 'get_direct_message_threads', {})).threads.map((th) => th.id)).toContain(
      threadId,
    );
  });

  it('answers a socket without a token with auth_required and disconnects it', async () => {
    const socket = track(connectClient(url));
    const disconnected = new Promise((r) => socket.on('disconnect', r));
    expect(await waitFor(socket, 'auth_required')).toEqual({ message: expect.any(String) });
    expect(await disconnected).toBe('io server disconnect');
  });

  it.each([
    ['a malformed token', () => 'not-a-jwt'],
    ['a refresh token', () => alice.refresh],
  ])('answers %s with auth_error and disconnects', async (_label, token) => {
    const socket = track(connectClient(url, { token: token() }));
    const disconnected = new Promise((r) => socket.on('disconnect', r));
    expect(await waitFor(socket, 'auth_error')).toEqual({ message: 'Invalid or expired token' });
    expect(await disconnected).toBe('io server disconnect');
  });

  it("ends the open sockets of a login at logout, leaving the same user's other logins connected", async () => {
    const u = await signUp(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    const otherToken = other.json<{ access_token: string }>().access_token;
    const socket = await as(u);
    const kept = track(connectClient(url, { token: otherToken }));
    await waitFor(kept, 'connection_success');
    const disconnected = new Promise((r) => socket.on('disconnect', r));
    const told = waitFor(socket, 'auth_error');
    expect((await call(t.app, u, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect(await told).toEqual({ message: 'Session ended' });
    expect(await disconnected).toBe('io server disconnect');
    expect(kept.connected).toBe(true);
  });

  it('refuses a token revoked by logout with auth_error', async () => {
    const u = await signUp(t.app);
    expect((await call(t.app, u, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    const socket = track(connectClient(url, { token: u.token }));
    await waitFor(socket, 'auth_error');
  });
});

describe('request events (each answered with its event and the acknowledgement)', () => {
  it('get_direct_message_threads → direct_message_threads, with or without payload and ack', async () => {
    const socket = await as(alice);
    const event = waitFor(socket, 'direct_message_threads');
    const ack = okData(await request(socket, 'get_direct_message_threads', {}));
    expect(ack.threads.map((th) => th.id)).toContain(threadId);
    expect(await event).toEqual(ack);
    const bare = waitFor(socket, 'direct_message_threads');
    socket.emit('get_direct_message_threads', {});
    expect((await bare).threads.map((th) => th.id)).toContain(threadId);
  });

  it('get_direct_messages → direct_messages (the HTTP page)', async () => {
    const socket = await as(bob);
    const event = waitFor(socket, 'direct_messages');
    const ack = okData(await request(socket, 'get_direct_messages', { thread_id: threadId, page: 1, per_page: 10 }));
    const http = await call(t.app, bob, {
      method: 'GET',
      url: `/api/direct-messages/threads/${threadId}/messages?per_page=10`,
    });
    expect(ack).toEqual(http.json());
    expect(await event).toEqual(ack);
  });

  it('send_direct_message → direct_message_sent to the sending socket, new_direct_message to the recipient and the sender’s other tabs, committed first', async () => {
    const [aliceTab, aliceOtherTab, bobSocket, eveSocket] = [
      await as(alice),
      await as(alice),
      await as(bob),
      await as(eve),
    ];
    const eveSeen = record(eveSocket);
    let storedWhenEmitted: unknown[] = [];
    const toBob = new Promise<Message>((resolve) => {
      bobSocket.on('new_direct_message', (m) => {
        void t.database.db
          .select()
          .from(directMessages)
          .where(eq(directMessages.id, m.id))
          .then((rows) => {
            storedWhenEmitted = rows;
            resolve(m);
          });
      });
    });
    const sent = waitFor(aliceTab, 'direct_message_sent');
    const echoOtherTab = waitFor(aliceOtherTab, 'new_direct_message');
    const sendingTabSeen = record(aliceTab);
    const ack = okData(
      await request(aliceTab, 'send_direct_message', { thread_id: threadId, content: ' hi <b>Bob</b> ' }),
    );
    expect(ack).toMatchObject({
      thread_id: threadId,
      sender_id: alice.id,
      content: ' hi <b>Bob</b> ',
      status: 'SENT',
      is_sender: true,
    });
    expect(await sent).toEqual(ack);
    expect(await echoOtherTab).toEqual(ack);
    expect(await toBob).toEqual({ ...ack, is_sender: false });
    expect(storedWhenEmitted).toHaveLength(1);
    await settle();
    expect([...eveSeen.keys()]).toEqual([]);
    // The sending tab is answered once (plus the acknowledgement), not sent a copy as well.
    expect([...sendingTabSeen.keys()]).toEqual(['direct_message_sent']);
    expect(sendingTabSeen.get('direct_message_sent')).toHaveLength(1);
  });

  it('send_direct_message costs one statement, and a socket is refused the very next send once the relationship goes', async () => {
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const orgId = await makeOrganization(t.database.db, [
      [a.id, 'OWNER'],
      [b.id, 'MEMBER'],
    ]);
    const tid = (
      await call(t.app, a, { method: 'POST', url: '/api/direct-messages/threads', payload: { user_id: b.id } })
    ).json().id;
    const [aSocket, bSocket] = [await as(a), await as(b)];
    okData(await request(aSocket, 'send_direct_message', { thread_id: tid, content: 'first' }));
    const before = t.database.stats.statements;
    const delivered = waitFor(bSocket, 'new_direct_message', (m) => m.content === 'second');
    okData(await request(aSocket, 'send_direct_message', { thread_id: tid, content: 'second' }));
    await delivered;
    expect(t.database.stats.statements - before).toBe(1);

    const membership = and(eq(organizationUsers.organization_id, orgId), eq(organizationUsers.user_id, b.id));
    await t.database.db.delete(organizationUsers).where(membership);
    const refused = await request(aSocket, 'send_direct_message', { thread_id: tid, content: 'third' });
    expect(refused).toEqual({
      ok: false,
      error: {
        event: 'send_direct_message',
        status: 403,
        code: 'FORBIDDEN',
        message: 'You can no longer message this user',
      },
    });
    await t.database.db.insert(organizationUsers).values({ organization_id: orgId, user_id: b.id, role: 'MEMBER' });
    okData(await request(aSocket, 'send_direct_message', { thread_id: tid, content: 'fourth' }));
    const stored = await t.database.db.select().from(directMessages).where(eq(directMessages.thread_id, tid));
    expect(stored.map((m) => m.content)).toEqual(['first', 'second', 'fourth']);
  });

  it('mark_messages_read → messages_marked_read to the reader, messages_read to the sender', async () => {
    const { a, b, threadId: tid } = await friends();
    const [aSocket, bSocket] = [await as(a), await as(b)];
    const m = okData(await request(aSocket, 'send_direct_message', { thread_id: tid, content: 'read me' }));
    const receipt = waitFor(aSocket, 'messages_read');
    const marked = waitFor(bSocket, 'messages_marked_read');
    const bSeen = record(bSocket);
    const ack = okData(await request(bSocket, 'mark_messages_read', { thread_id: tid }));
    expect(ack).toEqual({ thread_id: tid, reader_id: b.id, message_ids: [m.id] });
    expect(await marked).toEqual(ack);
    expect(await receipt).toEqual({ thread_id: tid, reader_id: b.id });
    await settle();
    expect(bSeen.get('messages_read')).toBeUndefined();
  });

  it('create_direct_message_thread → direct_message_thread_created; the other side learns with the first message', async () => {
    const [a, b] = await Promise.all([signUp(t.app, { first_name: 'Cy' }), signUp(t.app, { first_name: 'Di' })]);
    await makeOrganization(t.database.db, [
      [a.id, 'OWNER'],
      [b.id, 'MEMBER'],
    ]);
    const [aSocket, aOtherTab, bSocket] = [await as(a), await as(a), await as(b)];
    const bSeen = record(bSocket);
    const created = waitFor(aSocket, 'direct_message_thread_created');
    const otherTab = waitFor(aOtherTab, 'direct_message_thread_created');
    const thread = okData(await request(aSocket, 'create_direct_message_thread', { user_id: b.id }));
    expect(thread).toMatchObject({
      event_id: null,
      other_user: { id: b.id, full_name: 'Di User' },
      last_message: null,
      unread_count: 0,
    });
    expect(await created).toEqual(thread);
    expect(await otherTab).toEqual(thread);
    await settle();
    expect(bSeen.get('direct_message_thread_created')).toBeUndefined();

    const announced = waitFor(bSocket, 'direct_message_thread_created');
    const first = waitFor(bSocket, 'new_direct_message');
    okData(await request(aSocket, 'send_direct_message', { thread_id: thread.id, content: 'first' }));
    expect(await announced).toMatchObject({
      id: thread.id,
      other_user: { id: a.id },
      last_message: { content: 'first' },
      unread_count: 1,
    });
    expect((await first).content).toBe('first');
    expect([...bSeen.keys()].slice(0, 2)).toEqual(['direct_message_thread_created', 'new_direct_message']);

    const again = okData(await request(aSocket, 'create_direct_message_thread', { user_id: b.id }));
    expect(again.id).toBe(thread.id);
  });

  it('join_user_room: accepted for your own id, refused with request_error for anyone else', async () => {
    const socket = await as(alice);
    const joined = waitFor(socket, 'user_room_joined');
    expect(okData(await request(socket, 'join_user_room', { user_id: alice.id }))).toEqual({ user_id: alice.id });
    expect(await joined).toEqual({ user_id: alice.id });

    const { a, b, threadId: tid } = await friends();
    const spy = await as(eve);
    const refused = waitFor(spy, 'request_error');
    const ack = await request(spy, 'join_user_room', { user_id: b.id });
    expect(ack).toEqual({
      ok: false,
      error: { event: 'join_user_room', status: 403, code: 'FORBIDDEN', message: 'You can only join your own room' },
    });
    expect(await refused).toEqual(!ack.ok && ack.error);
    // Not in b's room: b's messages never reach the spy.
    const seen = record(spy);
    const bSocket = await as(b);
    const delivered = waitFor(bSocket, 'new_direct_message');
    await call(t.app, a, {
      method: 'POST',
      url: `/api/direct-messages/threads/${tid}/messages`,
      payload: { content: 'private' },
    });
    await delivered;
    await settle();
    expect([...seen.keys()]).toEqual([]);
  });
});

describe('errors over the socket', () => {
  it('answers invalid payloads with request_error 422 and field errors, storing nothing', async () => {
    const { a, threadId: tid } = await friends();
    const socket = await as(a);
    const ack = await request(socket, 'send_direct_message', { thread_id: 'x', content: '   ' });
    expect(ack).toEqual({
      ok: false,
      error: {
        event: 'send_direct_message',
        status: 422,
        code: 'VALIDATION',
        message: 'Validation failed',
        errors: { thread_id: [expect.any(String)], content: ['Message cannot be empty'] },
      },
    });
    const notAnObject = waitFor(socket, 'request_error');
    socket.emit('send_direct_message', 'hello' as never);
    expect(await notAnObject).toMatchObject({
      event: 'send_direct_message',
      status: 422,
      errors: { _schema: [expect.any(String)] },
    });
    const oversized = await request(socket, 'send_direct_message', { thread_id: tid, content: 'x'.repeat(5001) });
    expect(!oversized.ok && oversized.error.errors).toEqual({ content: ['Message cannot exceed 5000 characters'] });
    expect(await t.database.db.select().from(directMessages).where(eq(directMessages.thread_id, tid))).toEqual([]);
  });

  it("answers 404 for another pair's thread, like the HTTP API", async () => {
    const socket = await as(eve);
    for (const [event, payload] of [
      ['get_direct_messages', { thread_id: threadId }],
      ['send_direct_message', { thread_id: threadId, content: 'let me in' }],
      ['mark_messages_read', { thread_id: threadId }],
    ] as const) {
      const ack = await request(socket, event, payload);
      expect(ack).toMatchObject({ ok: false, error: { event, status: 404, code: 'NOT_FOUND' } });
    }
  });

  it('shares the send rate limit with HTTP and answers 429 with retry_after', async () => {
    const { a, threadId: tid } = await friends();
    for (let i = 0; i < SEND_LIMIT.max; i += 1) {
      const res = await call(t.app, a, {
        method: 'POST',
        url: `/api/direct-messages/threads/${tid}/messages`,
        payload: { content: `m${i}` },
      });
      expect(res.statusCode).toBe(201);
    }
    const socket = await as(a);
    const ack = await request(socket, 'send_direct_message', { thread_id: tid, content: 'flood' });
    expect(ack).toMatchObject({
      ok: false,
      error: { status: 429, code: 'RATE_LIMITED', retry_after: expect.any(Number) },
    });
  });
});

describe('HTTP and socket paths emit alike', () => {
  it('an HTTP send reaches both participants as new_direct_message, like a socket send', async () => {
    const { a, b, threadId: tid } = await friends();
    const [aSocket, bSocket] = [await as(a), await as(b)];
    const toB = waitFor(bSocket, 'new_direct_message');
    const toA = waitFor(aSocket, 'new_direct_message');
    const aSeen = record(aSocket);
    const res = await call(t.app, a, {
      method: 'POST',
      url: `/api/direct-messages/threads/${tid}/messages`,
      payload: { content: 'over http' },
    });
    expect(res.statusCode).toBe(201);
    expect(await toA).toEqual(res.json());
    expect(await toB).toEqual({ ...res.json(), is_sender: false });
    const read = waitFor(aSocket, 'messages_read');
    await call(t.app, b, { method: 'POST', url: `/api/direct-messages/threads/${tid}/read` });
    expect(await read).toEqual({ thread_id: tid, reader_id: b.id });
    expect(aSeen.get('direct_message_sent')).toBeUndefined();
  });
});

describe('socket lifetime', () => {
  it('disconnects a socket with auth_error when its access token expires', async () => {
    const short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '3' });
    try {
      const base = await listen(short.app);
      const u = await signUp(short.app);
      const v = await signUp(short.app);
      const socket = track(connectClient(base, { token: u.token }));
      const polling = track(connectClient(base, { header: `Bearer ${v.token}`, transports: ['polling'] }));
      // Closed before its token expires: its scheduled expiry must find nothing and disturb nothing.
      const early = connectClient(base, { token: v.token });
      await Promise.all([
        waitFor(socket, 'connection_success'),
        waitFor(polling, 'connection_success'),
        waitFor(early, 'connection_success'),
      ]);
      const startedAt = Date.now();
      early.disconnect();
      const disconnected = new Promise((r) => socket.on('disconnect', r));
      const pollingDisconnected = new Promise((r) => polling.on('disconnect', r));
      const told = waitFor(polling, 'auth_error', undefined, 6_000);
      expect(await waitFor(socket, 'auth_error', undefined, 6_000)).toEqual({ message: 'Token expired' });
      expect(await told).toEqual({ message: 'Token expired' });
      expect(await disconnected).toBe('io server disconnect');
      expect(await pollingDisconnected).toBe('io server disconnect');
      // Not before the token's expiry (3 s after it was issued, which was before the sockets connected).
      expect(Date.now() - startedAt).toBeGreaterThan(500);
    } finally {
      await short.close();
    }
  });

  it('closes promptly with sockets open, dropping the transport so clients reconnect elsewhere', async () => {
    const other = await createTestApp();
    const base = await listen(other.app);
    const u = await signUp(other.app);
    const ws = track(await connectAs(base, u.token));
    const polling = track(await connectAs(base, u.token, { transports: ['polling'] }));
    const reasons = Promise.all([ws, polling].map((s) => new Promise((r) => s.on('disconnect', r))));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    // Transport-level reasons make socket.io-client reconnect; 'io server disconnect' would not.
    for (const reason of await reasons) expect(['transport close', 'transport error']).toContain(reason);
  });
});
