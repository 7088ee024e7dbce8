import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeOrganization } from '../test/fixtures';
import { call, createTestCluster, signUp, type TestApp, type TestCluster, type TestUser } from '../test/helpers';
import { delayingProxy, type DelayingProxy } from '../test/delaying-proxy';
import { connectAs, connectClient, listen, okData, request, waitFor, type ClientSocket } from '../test/socket-client';
import { userRoom } from './rooms';

const redisUrl = process.env.REDIS_URL;
const enabled = Boolean(redisUrl);

describe.skipIf(!enabled)('two API instances on one database, talking through Redis (needs REDIS_URL)', () => {
  // A channel prefix of our own: parallel runs on the same Redis never hear each other.
  const prefix = `atria-test-${randomBytes(6).toString('hex')}`;
  let cluster: TestCluster;
  let one: TestApp;
  let two: TestApp;
  let url1: string;
  let url2: string;
  let alice: TestUser;
  let bob: TestUser;
  let threadId: number;
  const open: ClientSocket[] = [];
  const track = (s: ClientSocket) => {
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    cluster = await createTestCluster(2, { REDIS_URL: redisUrl ?? '', REDIS_CHANNEL_PREFIX: prefix });
    const [first, second] = cluster.instances;
    if (!first || !second) throw new Error('cluster of two expected');
    [one, two] = [first, second];
    [url1, url2] = [await listen(one.app), await listen(two.app)];
    alice = await signUp(one.app, { first_name: 'Alice', last_name: 'One' });
    bob = await signUp(two.app, { first_name: 'Bob', last_name: 'Two' });
    await makeOrganization(one.database.db, [
      [alice.id, 'OWNER'],
      [bob.id, 'MEMBER'],
    ]);
    threadId = (
      await call(one.app, alice, { method: 'POST', url: '/api/direct-messages/threads', payload: { user_id: bob.id } })
    ).json().id;
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.disconnect();
  });
  afterAll(async () => cluster?.close());

  it('uses sharded pub/sub with one channel per user room, under our prefix', async () => {
    const [a, b] = [track(await connectAs(url1, alice.token)), track(await connectAs(url2, bob.token))];
    expect(a.connected && b.connected).toBe(true);
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    try {
      const channels = await redis.sendCommand<string[]>(['PUBSUB', 'SHARDCHANNELS', `${prefix}#*`]);
      expect(channels).toEqual(
        expect.arrayContaining([`${prefix}#/#${userRoom(alice.id)}#`, `${prefix}#/#${userRoom(bob.id)}#`]),
      );
    } finally {
      await redis.close();
    }
  });

  it('lets a user on instance 1 and one on instance 2 exchange messages both ways', async () => {
    const a = track(await connectAs(url1, alice.token));
    const b = track(await connectAs(url2, bob.token));

    const toBob = waitFor(b, 'new_direct_message');
    const sent = okData(await request(a, 'send_direct_message', { thread_id: threadId, content: 'hello from one' }));
    expect(await toBob).toEqual({ ...sent, is_sender: false });

    const toAlice = waitFor(a, 'new_direct_message', (m) => m.content === 'hello from two');
    const reply = okData(await request(b, 'send_direct_message', { thread_id: threadId, content: 'hello from two' }));
    expect(await toAlice).toEqual({ ...reply, is_sender: false });
  });

  it('carries read receipts across instances', async () => {
    const a = track(await connectAs(url1, alice.token));
    const b = track(await connectAs(url2, bob.token));
    const delivered = waitFor(b, 'new_direct_message');
    okData(await request(a, 'send_direct_message', { thread_id: threadId, content: 'did you read this?' }));
    await delivered;

    const receipt = waitFor(a, 'messages_read');
    const marked = okData(await request(b, 'mark_messages_read', { thread_id: threadId }));
    expect(marked.message_ids.length).toBeGreaterThan(0);
    expect(await receipt).toEqual({ thread_id: threadId, reader_id: bob.id });
  });

  it("reaches all of a user's tabs, whichever instance they are on, for HTTP sends too", async () => {
    const aOnOne = track(await connectAs(url1, alice.token));
    const aOnTwo = track(await connectAs(url2, alice.token));
    const b = track(await connectAs(url2, bob.token));
    const echoes = [waitFor(aOnOne, 'new_direct_message'), waitFor(aOnTwo, 'new_direct_message')];
    const toBob = waitFor(b, 'new_direct_message');
    const res = await call(two.app, alice, {
      method: 'POST',
      url: `/api/direct-messages/threads/${threadId}/messages`,
      payload: { content: 'via http on two' },
    });
    expect(res.statusCode).toBe(201);
    expect(await Promise.all(echoes)).toEqual([res.json(), res.json()]);
    expect(await toBob).toEqual({ ...res.json(), is_sender: false });
  });

  it('announces a new thread to the creator on the other instance, and to the recipient with the first message', async () => {
    const carol = await signUp(two.app, { first_name: 'Carol', last_name: 'Two' });
    await makeOrganization(two.database.db, [
      [alice.id, 'OWNER'],
      [carol.id, 'MEMBER'],
    ]);
    const aOnOne = track(await connectAs(url1, alice.token));
    const aOnTwo = track(await connectAs(url2, alice.token));
    const c = track(await connectAs(url2, carol.token));
    const elsewhere = waitFor(aOnTwo, 'direct_message_thread_created');
    const thread = okData(await request(aOnOne, 'create_direct_message_thread', { user_id: carol.id }));
    expect(await elsewhere).toEqual(thread);
    const announced = waitFor(c, 'direct_message_thread_created');
    okData(await request(aOnOne, 'send_direct_message', { thread_id: thread.id, content: 'hi Carol' }));
    expect(await announced).toMatchObject({ id: thread.id, other_user: { id: alice.id }, unread_count: 1 });
  });
});

describe.skipIf(!enabled)('an instance whose Redis subscriptions are slow to be confirmed (needs REDIS_URL)', () => {
  const prefix = `atria-test-${randomBytes(6).toString('hex')}`;
  let proxy: DelayingProxy;
  let cluster: TestCluster;
  let slow: TestApp;
  let other: TestApp;
  let slowUrl: string;
  const open: ClientSocket[] = [];

  beforeAll(async () => {
    proxy = await delayingProxy(redisUrl ?? '');
    // Instance 0 reaches Redis through the proxy; instance 1 directly.
    cluster = await createTestCluster(2, { REDIS_URL: redisUrl ?? '', REDIS_CHANNEL_PREFIX: prefix }, (i) =>
      i === 0 ? { REDIS_URL: proxy.url } : {},
    );
    const [first, second] = cluster.instances;
    if (!first || !second) throw new Error('cluster of two expected');
    [slow, other] = [first, second];
    slowUrl = await listen(slow.app);
  });
  afterEach(() => {
    proxy.delayMs = 0;
    for (const s of open.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    await cluster?.close();
    await proxy?.close();
  });

  it("says connection_success only once the user's room is subscribed, so a message sent at that moment arrives live", async () => {
    const [dan, eve] = [await signUp(other.app), await signUp(other.app)];
    await makeOrganization(other.database.db, [
      [dan.id, 'OWNER'],
      [eve.id, 'MEMBER'],
    ]);
    const thread = (
      await call(other.app, eve, { method: 'POST', url: '/api/direct-messages/threads', payload: { user_id: dan.id } })
    ).json<{ id: number }>();
    proxy.delayMs = 300;
    const startedAt = Date.now();
    const socket = connectClient(slowUrl, { token: dan.token });
    open.push(socket);
    await waitFor(socket, 'connection_success');
    // Told only after Redis confirmed the subscription, which the proxy held back.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(300);
    const live = waitFor(socket, 'new_direct_message', undefined, 3_000);
    const res = await call(other.app, eve, {
      method: 'POST',
      url: `/api/direct-messages/threads/${thread.id}/messages`,
      payload: { content: 'right away' },
    });
    expect(res.statusCode).toBe(201);
    expect(await live).toEqual({ ...res.json(), is_sender: false });
  });

  it('keeps hearing other instances for a user who reloads (their room left and joined again at once)', async () => {
    const [dan, eve] = [await signUp(other.app), await signUp(other.app)];
    await makeOrganization(other.database.db, [
      [dan.id, 'OWNER'],
      [eve.id, 'MEMBER'],
    ]);
    const thread = (
      await call(other.app, eve, { method: 'POST', url: '/api/direct-messages/threads', payload: { user_id: dan.id } })
    ).json<{ id: number }>();
    const before = await connectAs(slowUrl, dan.token);
    proxy.delayMs = 300;
    // The room's last socket leaves: its unsubscription is on its way to Redis when the new tab joins.
    before.disconnect();
    await new Promise((r) => setTimeout(r, 100));
    const socket = connectClient(slowUrl, { token: dan.token });
    open.push(socket);
    await waitFor(socket, 'connection_success');
    // Past the unsubscription's answer.
    await new Promise((r) => setTimeout(r, 400));
    const live = waitFor(socket, 'new_direct_message', undefined, 3_000);
    const res = await call(other.app, eve, {
      method: 'POST',
      url: `/api/direct-messages/threads/${thread.id}/messages`,
      payload: { content: 'after the reload' },
    });
    expect(res.statusCode).toBe(201);
    expect(await live).toEqual({ ...res.json(), is_sender: false });
  });
});
