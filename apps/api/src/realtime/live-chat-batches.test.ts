import { randomBytes } from 'node:crypto';
import type { SessionChatMessage, SessionChatMessages } from '@atria/contracts/live';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization, makeSession } from '../test/fixtures';
import {
  createTestApp,
  createTestCluster,
  signUp,
  type TestApp,
  type TestCluster,
  type TestUser,
} from '../test/helpers';
import { connectAs, listen, okData, request, type ClientSocket } from '../test/socket-client';

/*
 * A busy room's chat batched per instance (chat-batches.ts), over real sockets. The interval is long (1 s) so
 * that "at once" and "batched" cannot be confused on a loaded machine.
 */
const BATCH_MS = 1000;
const redisUrl = process.env.REDIS_URL;

interface Received {
  /** Every message in arrival order, whichever packet carried it. */
  messages: SessionChatMessage[];
  packets: { kind: 'one' | 'many'; at: number; count: number }[];
  /** The messages that came on their own (`session_chat_message`). */
  singles: SessionChatMessage[];
}

function receive(socket: ClientSocket): Received {
  const got: Received = { messages: [], packets: [], singles: [] };
  socket.on('session_chat_message', (m: SessionChatMessage) => {
    got.messages.push(m);
    got.singles.push(m);
    got.packets.push({ kind: 'one', at: performance.now(), count: 1 });
  });
  socket.on('session_chat_messages', (b: SessionChatMessages) => {
    got.messages.push(...b.messages);
    got.packets.push({ kind: 'many', at: performance.now(), count: b.messages.length });
  });
  return got;
}

/** The `i`th item, which the test made sure exists. */
function nth<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function castOn(app: TestApp, attendees: number) {
  const [owner, ...people] = await Promise.all(Array.from({ length: attendees + 1 }, () => signUp(app.app)));
  if (!owner) throw new Error('owner');
  const org = await makeOrganization(app.database.db, [[owner.id, 'OWNER']]);
  const eventId = await makeEvent(
    app.database.db,
    org,
    people.map((p) => [p.id, 'ATTENDEE'] as [number, 'ATTENDEE']),
  );
  const sessionId = await makeSession(app.database.db, eventId);
  return { people, sessionId };
}

/**
 * Sends `perSender` messages from each sender in turn, each after the previous one's acknowledgement (the
 * per-person limit is 20 per 10 s: a burst is several people). Returns the acknowledged messages in order.
 */
async function burst(senders: ClientSocket[], sessionId: number, perSender: number): Promise<SessionChatMessage[]> {
  const acked: SessionChatMessage[] = [];
  for (let i = 0; i < perSender * senders.length; i += 1) {
    const socket = nth(senders, i % senders.length);
    acked.push(
      okData(await request(socket, 'send_session_chat_message', { session_id: sessionId, body: `burst ${i}` })),
    );
  }
  return acked;
}

describe('a busy room’s chat, batched (one instance)', () => {
  let t: TestApp;
  let url: string;
  const open: ClientSocket[] = [];
  const as = async (u: TestUser) => {
    const s = await connectAs(url, u.token);
    open.push(s);
    return s;
  };
  beforeAll(async () => {
    t = await createTestApp({ LIVE_CHAT_BATCH_MS: String(BATCH_MS) });
    url = await listen(t.app);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.disconnect();
  });
  afterAll(async () => t?.close());

  it('delivers a burst in order, each message once, in fewer packets than messages; acks unchanged', async () => {
    const { people, sessionId } = await castOn(t, 4);
    const sockets = await Promise.all(people.map(as));
    for (const s of sockets) await request(s, 'join_live_session', { session_id: sessionId });
    const [viewer, ...senders] = sockets;
    if (!viewer) throw new Error('viewer');
    const seen = receive(viewer);
    const bySender = senders.map(receive);
    const acked = await burst(senders, sessionId, 10);
    expect(acked).toHaveLength(30);
    await until(() => seen.messages.length >= acked.length);
    // Nothing more is coming: the window after the last batch ends empty.
    await new Promise((r) => setTimeout(r, BATCH_MS + 200));
    expect(seen.messages.map((m) => m.id)).toEqual(acked.map((m) => m.id));
    expect(seen.messages.map((m) => m.body)).toEqual(acked.map((m) => m.body));
    expect(seen.packets[0]).toMatchObject({ kind: 'one', count: 1 });
    expect(seen.packets.some((p) => p.kind === 'many' && p.count > 1)).toBe(true);
    expect(seen.packets.length).toBeLessThan(acked.length / 2);
    // A sender hears its own messages only within batches (it has them from the acknowledgement already).
    senders.forEach((_, i) => {
      const own = new Set(acked.filter((_m, j) => j % senders.length === i).map((m) => m.id));
      expect(nth(bySender, i).singles.filter((m) => own.has(m.id))).toEqual([]);
      // Every message of the others reaches each sender, once.
      const others = acked.filter((m) => !own.has(m.id)).map((m) => m.id);
      const heard = nth(bySender, i)
        .messages.map((m) => m.id)
        .filter((id) => !own.has(id));
      expect(heard).toEqual(others);
    });
  });

  it('sends a quiet room’s message at once, as a single message, not to its sender', async () => {
    const { people, sessionId } = await castOn(t, 2);
    const [viewer, sender] = await Promise.all(people.map(as));
    if (!viewer || !sender) throw new Error('sockets');
    for (const s of [viewer, sender]) await request(s, 'join_live_session', { session_id: sessionId });
    const seen = receive(viewer);
    const own = receive(sender);
    const sentAt = performance.now();
    const msg = okData(await request(sender, 'send_session_chat_message', { session_id: sessionId, body: 'alone' }));
    await until(() => seen.messages.length === 1);
    expect(nth(seen.packets, 0).kind).toBe('one');
    // Far sooner than the batching interval: nothing waited.
    expect(nth(seen.packets, 0).at - sentAt).toBeLessThan(BATCH_MS / 2);
    expect(nth(seen.messages, 0).id).toBe(msg.id);
    await new Promise((r) => setTimeout(r, BATCH_MS + 200));
    expect(own.messages).toEqual([]);
    expect(seen.messages).toHaveLength(1);
  });

  it('never lets a deletion overtake its message, which waits in a batch', async () => {
    const { people, sessionId } = await castOn(t, 2);
    const [viewer, sender] = await Promise.all(people.map(as));
    if (!viewer || !sender) throw new Error('sockets');
    for (const s of [viewer, sender]) await request(s, 'join_live_session', { session_id: sessionId });
    const order: string[] = [];
    viewer.on('session_chat_message', (m) => order.push(`message ${m.id}`));
    viewer.on('session_chat_messages', (b) => order.push(...b.messages.map((m) => `message ${m.id}`)));
    viewer.on('session_chat_message_deleted', (d) => order.push(`deleted ${d.message_id}`));
    const first = okData(await request(sender, 'send_session_chat_message', { session_id: sessionId, body: 'one' }));
    const second = okData(await request(sender, 'send_session_chat_message', { session_id: sessionId, body: 'two' }));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/live/chat-messages/${second.id}`,
      headers: { authorization: `Bearer ${nth(people, 1).token}` },
    });
    expect(res.statusCode).toBe(204);
    await until(() => order.length === 3);
    expect(order).toEqual([`message ${first.id}`, `message ${second.id}`, `deleted ${second.id}`]);
  });
});

describe.skipIf(!redisUrl)('a busy room’s chat across two instances (needs REDIS_URL)', () => {
  let cluster: TestCluster;
  const open: ClientSocket[] = [];
  beforeAll(async () => {
    cluster = await createTestCluster(2, {
      REDIS_URL: redisUrl ?? '',
      REDIS_CHANNEL_PREFIX: `atria-test-${randomBytes(6).toString('hex')}`,
      LIVE_CHAT_BATCH_MS: String(BATCH_MS),
    });
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.disconnect();
  });
  afterAll(async () => cluster?.close());

  it('batches on the sending instance: the other instance’s viewer gets the burst in order, each once', async () => {
    const [one, two] = cluster.instances;
    if (!one || !two) throw new Error('cluster of two expected');
    const [url1, url2] = [await listen(one.app), await listen(two.app)];
    const { people, sessionId } = await castOn(one, 3);
    const viewer = await connectAs(url2, nth(people, 0).token);
    const senders = await Promise.all(people.slice(1).map((p) => connectAs(url1, p.token)));
    open.push(viewer, ...senders);
    for (const s of [viewer, ...senders]) await request(s, 'join_live_session', { session_id: sessionId });
    const seen = receive(viewer);
    const acked = await burst(senders, sessionId, 10);
    await until(() => seen.messages.length >= acked.length);
    await new Promise((r) => setTimeout(r, BATCH_MS + 200));
    expect(seen.messages.map((m) => m.id)).toEqual(acked.map((m) => m.id));
    expect(seen.packets.length).toBeLessThan(acked.length / 2);
  });
});
