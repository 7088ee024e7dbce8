import { randomBytes } from 'node:crypto';
import { SOCKET_LIMIT_MESSAGES, type SocketAck, type SocketError } from '@atria/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeOrganization } from '../test/fixtures';
import {
  call,
  createTestApp,
  createTestCluster,
  signUp,
  type TestApp,
  type TestCluster,
  type TestUser,
} from '../test/helpers';
import { connectAs, listen, okData, request, waitFor, type ClientSocket } from '../test/socket-client';

// Two apps: one with the default limits, one with a small budget (a request every 10 s, burst 20) and no in-flight cap
// to speak of, so that the budget alone decides.
const SMALL_BUDGET = {
  SOCKET_REQUESTS_PER_SECOND: '0.1',
  SOCKET_REQUESTS_BURST: '20',
  SOCKET_REQUESTS_IN_FLIGHT: '1000',
};
let defaults: TestApp;
let small: TestApp;
let defaultsUrl: string;
let smallUrl: string;
const open: ClientSocket[] = [];
const as = async (url: string, u: TestUser) => {
  const s = await connectAs(url, u.token);
  open.push(s);
  return s;
};

beforeAll(async () => {
  [defaults, small] = await Promise.all([createTestApp(), createTestApp(SMALL_BUDGET)]);
  [defaultsUrl, smallUrl] = await Promise.all([listen(defaults.app), listen(small.app)]);
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(async () => Promise.all([defaults?.close(), small?.close()]));

/** Emits `count` requests at once, each with an acknowledgement; resolves with every acknowledgement. */
function burst(socket: ClientSocket, count: number, payload: unknown = {}): Promise<SocketAck<unknown>[]> {
  const emit = socket.emit.bind(socket) as (ev: string, p: unknown, ack: (res: SocketAck<unknown>) => void) => unknown;
  return Promise.all(
    Array.from(
      { length: count },
      () => new Promise<SocketAck<unknown>>((resolve) => emit('get_direct_message_threads', payload, resolve)),
    ),
  );
}
const refusals = (acks: SocketAck<unknown>[]): SocketError[] => acks.flatMap((a) => (a.ok ? [] : [a.error]));

describe('socket request limits (defaults: 8 in flight per socket, 20/s and a burst of 60 per user, 200 refusals in 10 s)', () => {
  it('answers every request of a burst the size the web app sends at load', async () => {
    const u = await signUp(defaults.app);
    const socket = await as(defaultsUrl, u);
    const acks = await burst(socket, 8);
    expect(refusals(acks)).toEqual([]);
  });

  it('refuses requests beyond 8 in flight on one socket at once, with RATE_LIMITED through the ack and request_error', async () => {
    const u = await signUp(defaults.app);
    const socket = await as(defaultsUrl, u);
    const errors: SocketError[] = [];
    socket.on('request_error', (e) => errors.push(e));
    const acks = await burst(socket, 40);
    const refused = refusals(acks);
    // The 40 frames arrive together; the first 8 wait for the database while the others are read.
    expect(refused.length).toBeGreaterThanOrEqual(40 - 8 * 2);
    expect(acks.length - refused.length).toBeGreaterThanOrEqual(8);
    expect(refused[0]).toEqual({
      event: 'get_direct_message_threads',
      status: 429,
      code: 'RATE_LIMITED',
      message: SOCKET_LIMIT_MESSAGES.tooManyInFlight,
      retry_after: 1,
    });
    expect(errors).toHaveLength(refused.length);
    // The refusals freed nothing they did not take: once the burst is answered, the socket is served again.
    expect(okData(await request(socket, 'get_direct_message_threads', {})).threads).toEqual([]);
  });

  it('answers a flood from one socket with RATE_LIMITED errors, then sends connection_throttled and disconnects it', async () => {
    const u = await signUp(defaults.app);
    const socket = await as(defaultsUrl, u);
    const errors: SocketError[] = [];
    let answered = 0;
    socket.on('request_error', (e) => errors.push(e));
    socket.on('direct_message_threads', () => {
      answered += 1;
    });
    const throttled = waitFor(socket, 'connection_throttled', undefined, 15_000);
    const disconnected = new Promise((r) => socket.on('disconnect', r));
    const emit = socket.emit.bind(socket) as (ev: string, p: unknown) => unknown;
    for (let i = 0; i < 5_000; i += 1) emit('get_direct_message_threads', {});
    expect(await throttled).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: SOCKET_LIMIT_MESSAGES.throttled,
      retry_after: 3,
    });
    expect(await disconnected).toBe('io server disconnect');
    expect(errors.length).toBeGreaterThanOrEqual(199);
    expect(errors.every((e) => e.status === 429 && e.code === 'RATE_LIMITED' && (e.retry_after ?? 0) >= 1)).toBe(true);
    // Nowhere near the 5,000 sent: at most the burst was run.
    expect(answered).toBeLessThanOrEqual(60);
  });

  it("keeps answering another user's socket and HTTP requests while one user floods", async () => {
    const [flooder, other] = await Promise.all([signUp(defaults.app), signUp(defaults.app)]);
    await makeOrganization(defaults.database.db, [
      [other.id, 'OWNER'],
      [flooder.id, 'MEMBER'],
    ]);
    const flooding = await as(defaultsUrl, flooder);
    const calm = await as(defaultsUrl, other);
    const gone = new Promise((r) => flooding.on('disconnect', r));
    const emit = flooding.emit.bind(flooding) as (ev: string, p: unknown) => unknown;
    for (let i = 0; i < 5_000; i += 1) emit('get_direct_message_threads', {});
    for (let i = 0; i < 10; i += 1) {
      const [ack, http] = await Promise.all([
        request(calm, 'get_direct_message_threads', {}),
        call(defaults.app, other, { method: 'GET', url: '/api/direct-messages/threads' }),
      ]);
      expect(ack.ok).toBe(true);
      expect(http.statusCode).toBe(200);
    }
    await gone;
    expect(calm.connected).toBe(true);
  });
});

describe('the user budget (a request every 10 s, burst 20)', () => {
  it("is shared by the user's sockets: a second socket gets only what the first left", async () => {
    const u = await signUp(small.app);
    const [first, second] = [await as(smallUrl, u), await as(smallUrl, u)];
    expect(refusals(await burst(first, 20))).toEqual([]);
    const refused = refusals(await burst(second, 5));
    expect(refused.length).toBeGreaterThanOrEqual(4);
    expect(refused[0]).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: SOCKET_LIMIT_MESSAGES.tooManyRequests,
    });
    expect(refused[0]?.retry_after).toBeGreaterThanOrEqual(1);
  });

  it("is the user's own: another user's socket is served in full meanwhile", async () => {
    const [a, b] = await Promise.all([signUp(small.app), signUp(small.app)]);
    const sa = await as(smallUrl, a);
    const sb = await as(smallUrl, b);
    expect(refusals(await burst(sa, 25)).length).toBeGreaterThanOrEqual(4);
    expect(refusals(await burst(sb, 20))).toEqual([]);
  });

  it('counts events that are not request events, without answering them', async () => {
    const u = await signUp(small.app);
    const socket = await as(smallUrl, u);
    const emit = socket.emit.bind(socket) as (ev: string, p: unknown) => unknown;
    for (let i = 0; i < 20; i += 1) emit('no_such_event', {});
    const refused = refusals(await burst(socket, 3));
    expect(refused.length).toBeGreaterThanOrEqual(2);
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('the user budget across two instances sharing Redis (needs REDIS_URL)', () => {
  let cluster: TestCluster;
  let urls: string[];
  beforeAll(async () => {
    // A prefix of our own: parallel runs on the same Redis never share a budget.
    cluster = await createTestCluster(2, {
      REDIS_URL: redisUrl ?? '',
      REDIS_CHANNEL_PREFIX: `atria-test-${randomBytes(6).toString('hex')}`,
      ...SMALL_BUDGET,
    });
    urls = await Promise.all(cluster.instances.map((i) => listen(i.app)));
  });
  afterAll(async () => cluster?.close());

  it('is one budget: what a user spent on instance 1 is spent on instance 2', async () => {
    const [one, two] = cluster.instances;
    const [url1, url2] = urls;
    if (!one || !two || !url1 || !url2) throw new Error('cluster of two expected');
    const u = await signUp(one.app);
    const [first, second] = [await as(url1, u), await as(url2, u)];
    expect(refusals(await burst(first, 20))).toEqual([]);
    // Alone, instance 2 would allow all 10.
    expect(refusals(await burst(second, 10)).length).toBeGreaterThanOrEqual(8);
    const other = await signUp(two.app);
    expect(refusals(await burst(await as(url2, other), 20))).toEqual([]);
  });
});
