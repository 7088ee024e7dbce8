import { randomBytes } from 'node:crypto';
import type { Notification, NotificationList } from '@atria/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventUsers, notifications, sessionBookmarks } from '../../db/schema';
import { makeEvent, makeOrganization, makeSession } from '../../test/fixtures';
import {
  call,
  createTestApp,
  createTestCluster,
  signUp,
  type TestApp,
  type TestCluster,
  type TestUser,
} from '../../test/helpers';
import { connectAs, listen, record, waitFor } from '../../test/socket-client';
import { sendDueReminders } from './reminders';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

const data = (n: number) => ({
  session_id: n,
  session_title: `Talk ${n}`,
  event_id: 1,
  event_title: 'Conf',
  starts_at: '2031-06-01T08:00:00.000Z',
  time_zone: 'Europe/Berlin',
  minutes_before: 10,
});

async function give(userId: number, count: number): Promise<number[]> {
  const rows = await t.database.db
    .insert(notifications)
    .values(Array.from({ length: count }, (_, i) => ({ user_id: userId, kind: 'session_reminder', data: data(i + 1) })))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

async function unreadOf(userId: number): Promise<number> {
  const res = (await t.database.db.execute(
    sql`select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app, { first_name: 'Alice' });
  bob = await signUp(t.app, { first_name: 'Bob' });
});
afterAll(async () => t?.close());

describe('without a token', () => {
  it.each([
    ['GET', '/api/users/me/notifications'],
    ['GET', '/api/users/me/notifications/unread-count'],
    ['POST', '/api/users/me/notifications/1/read'],
    ['POST', '/api/users/me/notifications/read'],
    ['GET', '/api/users/me/notification-preferences'],
    ['PUT', '/api/users/me/notification-preferences'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await call(t.app, null, { method, url, payload: method === 'PUT' ? { in_app: false } : undefined });
    expect(res.statusCode).toBe(401);
  });
});

describe('the list, the count and marking read', () => {
  it('lists only the caller’s notifications, newest first, paginated, with the unread count', async () => {
    const mine = await give(alice.id, 5);
    await give(bob.id, 2);
    const page1 = await call(t.app, alice, { method: 'GET', url: '/api/users/me/notifications?per_page=2' });
    expect(page1.statusCode).toBe(200);
    const body = page1.json<NotificationList>();
    expect(body.notifications.map((n) => n.id)).toEqual([mine[4], mine[3]]);
    expect(body).toMatchObject({ total_items: 5, total_pages: 3, current_page: 1, per_page: 2, unread: 5 });
    const page3 = await call(t.app, alice, { method: 'GET', url: '/api/users/me/notifications?per_page=2&page=3' });
    expect(page3.json<NotificationList>().notifications.map((n) => n.id)).toEqual([mine[0]]);
    const count = await call(t.app, bob, { method: 'GET', url: '/api/users/me/notifications/unread-count' });
    expect(count.json()).toEqual({ unread: 2 });
  });

  it('marks one read, keeps the first read time when marked again, and refuses someone else’s with 404', async () => {
    const [id] = await give(alice.id, 1);
    const [bobs] = await give(bob.id, 1);
    const first = await call(t.app, alice, { method: 'POST', url: `/api/users/me/notifications/${id}/read` });
    expect(first.statusCode).toBe(200);
    const read = first.json<Notification>();
    expect(read.id).toBe(id);
    expect(read.read_at).not.toBeNull();
    const again = await call(t.app, alice, { method: 'POST', url: `/api/users/me/notifications/${id}/read` });
    expect(again.json<Notification>().read_at).toBe(read.read_at);

    const bobsUnread = await unreadOf(bob.id);
    const other = await call(t.app, alice, { method: 'POST', url: `/api/users/me/notifications/${bobs}/read` });
    const missing = await call(t.app, alice, { method: 'POST', url: '/api/users/me/notifications/2000000000/read' });
    expect([other.statusCode, other.json().message]).toEqual([404, 'Notification not found']);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Notification not found']);
    expect(await unreadOf(bob.id)).toBe(bobsUnread);
  });

  // Path ids that are no valid integer name nothing: 404, as everywhere in the API.
  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers the id %s with 404, changing nothing', async (id) => {
    const unread = await unreadOf(alice.id);
    const res = await call(t.app, alice, { method: 'POST', url: `/api/users/me/notifications/${id}/read` });
    expect(res.statusCode).toBe(404);
    expect(await unreadOf(alice.id)).toBe(unread);
  });

  it.each(['page=0', 'per_page=1000', 'page=x'])('refuses the list query %s with 422', async (query) => {
    const res = await call(t.app, alice, { method: 'GET', url: `/api/users/me/notifications?${query}` });
    expect(res.statusCode).toBe(422);
  });

  it('marks all the caller’s notifications read, and nobody else’s', async () => {
    await give(alice.id, 3);
    const bobsUnread = await unreadOf(bob.id);
    expect(bobsUnread).toBeGreaterThan(0);
    const unread = await unreadOf(alice.id);
    const res = await call(t.app, alice, { method: 'POST', url: '/api/users/me/notifications/read' });
    expect(res.json()).toEqual({ updated: unread, unread: 0 });
    expect(await unreadOf(alice.id)).toBe(0);
    expect(await unreadOf(bob.id)).toBe(bobsUnread);
    const again = await call(t.app, alice, { method: 'POST', url: '/api/users/me/notifications/read' });
    expect(again.json()).toEqual({ updated: 0, unread: 0 });
  });
});

describe('preferences', () => {
  const url = '/api/users/me/notification-preferences';

  it('start with the defaults and change field by field', async () => {
    const carol = await signUp(t.app);
    expect((await call(t.app, carol, { method: 'GET', url })).json()).toEqual({
      reminder_minutes: 10,
      in_app: true,
      email: true,
    });
    const put = await call(t.app, carol, { method: 'PUT', url, payload: { reminder_minutes: 30 } });
    expect(put.json()).toEqual({ reminder_minutes: 30, in_app: true, email: true });
    await call(t.app, carol, { method: 'PUT', url, payload: { email: false } });
    const off = await call(t.app, carol, { method: 'PUT', url, payload: { reminder_minutes: null } });
    expect(off.json()).toEqual({ reminder_minutes: null, in_app: true, email: false });
    expect((await call(t.app, carol, { method: 'GET', url })).json()).toEqual(off.json());
    // Nobody else's settings moved.
    expect((await call(t.app, bob, { method: 'GET', url })).json()).toEqual({
      reminder_minutes: 10,
      in_app: true,
      email: true,
    });
  });

  it.each([
    [{ reminder_minutes: 7 }, 'reminder_minutes'],
    [{ reminder_minutes: 'ten' }, 'reminder_minutes'],
    [{ reminder_minutes: -5 }, 'reminder_minutes'],
    [{ in_app: 'yes' }, 'in_app'],
    [{ email: null }, 'email'],
  ])('refuses %j with 422 on the field, changing nothing', async (payload, field) => {
    const dave = await signUp(t.app);
    await call(t.app, dave, { method: 'PUT', url, payload: { reminder_minutes: 15 } });
    const res = await call(t.app, dave, { method: 'PUT', url, payload });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toContain(field);
    expect((await call(t.app, dave, { method: 'GET', url })).json()).toEqual({
      reminder_minutes: 15,
      in_app: true,
      email: true,
    });
  });

  it('refuses an unknown field with 422', async () => {
    const res = await call(t.app, alice, { method: 'PUT', url, payload: { sms: true } });
    expect(res.statusCode).toBe(422);
  });

  it('keeps both of two changes to different settings made at once', async () => {
    const erin = await signUp(t.app);
    await Promise.all([
      call(t.app, erin, { method: 'PUT', url, payload: { reminder_minutes: 60 } }),
      call(t.app, erin, { method: 'PUT', url, payload: { email: false } }),
      call(t.app, erin, { method: 'PUT', url, payload: { in_app: false } }),
    ]);
    expect((await call(t.app, erin, { method: 'GET', url })).json()).toEqual({
      reminder_minutes: 60,
      in_app: false,
      email: false,
    });
  });
});

/** An event (2031-06-10, UTC) with a session at 10:00 that `users` bookmarked as attendees. */
async function bookmarkedSession(app: TestApp, users: TestUser[]): Promise<number> {
  const db = app.database.db;
  const orgId = await makeOrganization(db, []);
  const eventId = await makeEvent(db, orgId);
  await db.execute(
    sql`update events set start_date = '2031-06-10', end_date = '2031-06-11', time_zone = 'UTC' where id = ${eventId}`,
  );
  const sessionId = await makeSession(db, eventId, [], '10:00', '11:00');
  await db
    .insert(eventUsers)
    .values(users.map((u) => ({ event_id: eventId, user_id: u.id, role: 'ATTENDEE' as const })));
  await db.insert(sessionBookmarks).values(users.map((u) => ({ user_id: u.id, session_id: sessionId })));
  return sessionId;
}

describe('notification_created on the socket', () => {
  it('reaches every socket of the person reminded, and nobody else', async () => {
    const base = await listen(t.app);
    const frank = await signUp(t.app);
    const grace = await signUp(t.app);
    const sessionId = await bookmarkedSession(t, [frank]);
    const tab1 = await connectAs(base, frank.token);
    const tab2 = await connectAs(base, frank.token);
    const other = await connectAs(base, grace.token);
    const seen = record(other);
    try {
      const got = Promise.all([waitFor(tab1, 'notification_created'), waitFor(tab2, 'notification_created')]);
      const ctx = t.app.ctx;
      await sendDueReminders(ctx, { now: new Date('2031-06-10T09:50:00Z') });
      const [a, b] = await got;
      expect(a.data.session_id).toBe(sessionId);
      expect(b).toEqual(a);
      const listed = await call(t.app, frank, { method: 'GET', url: '/api/users/me/notifications' });
      expect(listed.json<NotificationList>().notifications[0]).toEqual(a);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen.get('notification_created')).toBeUndefined();
    } finally {
      for (const s of [tab1, tab2, other]) s.disconnect();
    }
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('across instances (needs REDIS_URL)', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await createTestCluster(2, {
      REDIS_URL: redisUrl ?? '',
      REDIS_CHANNEL_PREFIX: `atria-test-${randomBytes(6).toString('hex')}`,
    });
  });
  afterAll(async () => cluster?.close());

  it('a reminder sent by one instance reaches the person’s socket on the other', async () => {
    const [one, two] = cluster.instances;
    if (!one || !two) throw new Error('cluster of two expected');
    const henry = await signUp(one.app);
    await bookmarkedSession(one, [henry]);
    const socket = await connectAs(await listen(two.app), henry.token);
    try {
      const got = waitFor(socket, 'notification_created');
      const run = await sendDueReminders(one.app.ctx, { now: new Date('2031-06-10T09:50:00Z') });
      expect(run.notifications).toBe(1);
      expect((await got).kind).toBe('session_reminder');
    } finally {
      socket.disconnect();
    }
  });
});
