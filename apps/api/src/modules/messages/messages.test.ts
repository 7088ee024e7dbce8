import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directMessages, eventUsers, events, organizationUsers, users } from '../../db/schema';
import type { DomainEventMap } from '../../lib/domain-events';
import { makeEvent, makeOrganization, makeThread, makeUser } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { messagesRepository } from './messages.repository';
import { createMessagesService, SEND_LIMIT } from './messages.service';

let t: TestApp;
let alice: TestUser; // owner of org A
let bob: TestUser; // member of org A
let carol: TestUser; // attendee of event E (org A) only
let eve: TestUser; // shares nothing with anyone
let eventE: number;
let eventE4: number; // org A event without participants: carol cannot see it
let eventOrgB: number; // alice cannot see it

const THREADS = '/api/direct-messages/threads';
const open = (u: TestUser, other: number, eventId?: number | null) =>
  call(t.app, u, {
    method: 'POST',
    url: THREADS,
    payload: eventId === undefined ? { user_id: other } : { user_id: other, event_id: eventId },
  });
const send = (u: TestUser, threadId: number, payload: Record<string, unknown>) =>
  call(t.app, u, { method: 'POST', url: `${THREADS}/${threadId}/messages`, payload });
const page = (u: TestUser, threadId: number, query = '') =>
  call(t.app, u, { method: 'GET', url: `${THREADS}/${threadId}/messages${query}` });
const read = (u: TestUser, threadId: number) => call(t.app, u, { method: 'POST', url: `${THREADS}/${threadId}/read` });
const threadsOf = (u: TestUser, query = '') => call(t.app, u, { method: 'GET', url: `${THREADS}${query}` });
const stored = async (threadId: number) =>
  (await t.database.db.select({ n: count() }).from(directMessages).where(eq(directMessages.thread_id, threadId)))[0]
    ?.n ?? -1;

/** Two fresh users who share a fresh organization, and their thread. */
async function friends(): Promise<{ a: TestUser; b: TestUser; threadId: number; orgId: number }> {
  const [a, b] = await Promise.all([signUp(t.app, { first_name: 'Fay' }), signUp(t.app, { first_name: 'Gus' })]);
  const orgId = await makeOrganization(t.database.db, [
    [a.id, 'OWNER'],
    [b.id, 'MEMBER'],
  ]);
  const res = await open(a, b.id);
  expect(res.statusCode).toBe(201);
  return { a, b, threadId: res.json().id, orgId };
}

function captured<K extends keyof DomainEventMap>(name: K): DomainEventMap[K][] {
  const seen: DomainEventMap[K][] = [];
  t.app.ctx.domainEvents.subscribe(name, (p) => seen.push(p));
  return seen;
}

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol, eve] = await Promise.all([
    signUp(t.app, { first_name: 'Alice', last_name: 'Owner' }),
    signUp(t.app, { first_name: 'Bob', last_name: 'Member' }),
    signUp(t.app, { first_name: 'Carol', last_name: 'Attendee' }),
    signUp(t.app, { first_name: 'Eve', last_name: 'Stranger' }),
  ]);
  const db = t.database.db;
  const orgA = await makeOrganization(db, [
    [alice.id, 'OWNER'],
    [bob.id, 'MEMBER'],
  ]);
  eventE = await makeEvent(db, orgA, [[carol.id, 'ATTENDEE']]);
  eventE4 = await makeEvent(db, orgA);
  const orgB = await makeOrganization(db, [[eve.id, 'OWNER']]);
  eventOrgB = await makeEvent(db, orgB);
});
afterAll(async () => t.close());

describe('POST /api/direct-messages/threads', () => {
  it('opens a thread with a colleague (201), then returns that same thread to either side (200)', async () => {
    const created = await open(alice, bob.id);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      event_id: null,
      other_user: { id: bob.id, full_name: 'Bob Member', image_url: null },
      last_message: null,
      last_message_at: null,
      unread_count: 0,
    });
    const again = await open(alice, bob.id, null);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);
    const otherSide = await open(bob, alice.id);
    expect(otherSide.statusCode).toBe(200);
    expect(otherSide.json()).toMatchObject({
      id: created.json().id,
      other_user: { id: alice.id, full_name: 'Alice Owner' },
    });
  });

  it('keeps one thread per pair and event context, apart from the general one', async () => {
    const general = (await open(alice, carol.id)).json().id;
    const inEvent = await open(alice, carol.id, eventE);
    expect(inEvent.statusCode).toBe(201);
    expect(inEvent.json()).toMatchObject({ event_id: eventE, other_user: { id: carol.id } });
    expect(inEvent.json().id).not.toBe(general);
    expect((await open(carol, alice.id, eventE)).json().id).toBe(inEvent.json().id);
  });

  it('refuses a thread with yourself with 422', async () => {
    const res = await open(alice, alice.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'You cannot message yourself',
      errors: { user_id: ['You cannot message yourself'] },
    });
  });

  it('answers 404 for someone you share nothing with, exactly as for a user who does not exist', async () => {
    const stranger = await open(alice, eve.id);
    const missing = await open(alice, 999_999);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(missing.json());
    expect((await open(eve, carol.id)).statusCode).toBe(404);
  });

  it('requires both people to see the event of an event thread', async () => {
    const hiddenEvent = await open(alice, bob.id, eventOrgB);
    expect(hiddenEvent.statusCode).toBe(404);
    expect(hiddenEvent.json().message).toBe('Event not found');
    const notInEvent = await open(alice, carol.id, eventE4);
    expect(notInEvent.statusCode).toBe(422);
    expect(notInEvent.json().errors).toEqual({ user_id: ['This user is not part of this event'] });
  });

  it('validates the body and requires authentication', async () => {
    for (const payload of [
      {},
      { user_id: 'abc' },
      { user_id: true },
      { user_id: -1 },
      { user_id: bob.id, event_id: 'x' },
    ]) {
      const res = await call(t.app, alice, { method: 'POST', url: THREADS, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(
      (await call(t.app, alice, { method: 'POST', url: THREADS, payload: { user_id: String(bob.id) } })).statusCode,
    ).toBe(200);
    expect((await call(t.app, null, { method: 'POST', url: THREADS, payload: { user_id: bob.id } })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/direct-messages/threads/:id/messages', () => {
  it('stores the message exactly as sent and answers 201 with it, SENT', async () => {
    const { a, b, threadId } = await friends();
    const content = '  <b>hi</b> & "you"\n';
    const res = await send(a, threadId, { content });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      thread_id: threadId,
      sender_id: a.id,
      content,
      encrypted_content: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      status: 'SENT',
      is_sender: true,
    });
    const seen = (await page(b, threadId)).json().messages;
    expect(seen).toEqual([{ ...res.json(), is_sender: false }]);
  });

  it('refuses blank, whitespace-only, oversized and unstorable content with 422, storing nothing', async () => {
    const { a, threadId } = await friends();
    const cases: [unknown, string][] = [
      ['', 'Message cannot be empty'],
      [' \n\t  ', 'Message cannot be empty'],
      ['x'.repeat(5001), 'Message cannot exceed 5000 characters'],
      ['a\u0000b', 'Message contains characters that cannot be stored'],
      [undefined, 'Message is required'],
      [42, 'Message is required'],
    ];
    for (const [content, message] of cases) {
      const res = await send(a, threadId, { content });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.content).toEqual([message]);
    }
    expect(await stored(threadId)).toBe(0);
    expect((await send(a, threadId, { content: 'y'.repeat(5000) })).statusCode).toBe(201);
    expect(await stored(threadId)).toBe(1);
  });

  it('keeps encrypted_content and flags the thread as encrypted', async () => {
    const { a, b, threadId } = await friends();
    expect((await page(b, threadId)).json().is_encrypted).toBe(false);
    const res = await send(a, threadId, { content: '[encrypted]', encrypted_content: 'Y2lwaGVy' });
    expect(res.json().encrypted_content).toBe('Y2lwaGVy');
    expect((await page(b, threadId)).json().is_encrypted).toBe(true);
  });

  it('answers 404 to anyone but the two participants and for unknown threads, storing nothing', async () => {
    const { threadId } = await friends();
    const outsider = await send(eve, threadId, { content: 'hello' });
    const missing = await send(eve, 2_000_000_000, { content: 'hello' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual(missing.json());
    expect((await send(eve, Number.NaN, { content: 'hello' })).statusCode).toBe(404);
    expect(await stored(threadId)).toBe(0);
  });

  it(`rate-limits a sender past ${SEND_LIMIT.max} messages in ${SEND_LIMIT.windowMs / 1000} s with 429 and Retry-After`, async () => {
    const { a, b, threadId } = await friends();
    for (let i = 0; i < SEND_LIMIT.max; i += 1)
      expect((await send(a, threadId, { content: `m${i}` })).statusCode).toBe(201);
    const limited = await send(a, threadId, { content: 'one too many' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: expect.stringContaining('too quickly'),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(SEND_LIMIT.windowMs / 1000);
    expect(await stored(threadId)).toBe(SEND_LIMIT.max);
    expect((await send(b, threadId, { content: 'the other side is not limited' })).statusCode).toBe(201);
  });

  it('refuses to send (403) once the pair no longer shares anything, while the history stays readable', async () => {
    const { a, b, threadId, orgId } = await friends();
    await send(a, threadId, { content: 'before' });
    await t.database.db
      .delete(organizationUsers)
      .where(and(eq(organizationUsers.organization_id, orgId), eq(organizationUsers.user_id, b.id)));
    const res = await send(a, threadId, { content: 'after' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can no longer message this user');
    expect((await page(b, threadId)).json().messages.map((m: { content: string }) => m.content)).toEqual(['before']);
  });
});

describe('sending: the relationship is checked by the statement that appends (nothing cached, one statement)', () => {
  const removeFromOrg = (orgId: number, userId: number) =>
    t.database.db
      .delete(organizationUsers)
      .where(and(eq(organizationUsers.organization_id, orgId), eq(organizationUsers.user_id, userId)));
  const removeFromEvent = (eventId: number, userId: number) =>
    t.database.db.delete(eventUsers).where(and(eq(eventUsers.event_id, eventId), eq(eventUsers.user_id, userId)));

  it('refuses the very next send after the shared organization membership goes, and allows it again once restored', async () => {
    const { a, b, threadId, orgId } = await friends();
    expect((await send(a, threadId, { content: 'one' })).statusCode).toBe(201);
    await removeFromOrg(orgId, b.id);
    expect((await send(a, threadId, { content: 'two' })).statusCode).toBe(403);
    expect((await send(b, threadId, { content: 'two, other side' })).statusCode).toBe(403);
    await t.database.db.insert(organizationUsers).values({ organization_id: orgId, user_id: b.id, role: 'MEMBER' });
    expect((await send(b, threadId, { content: 'three' })).statusCode).toBe(201);
    expect(await stored(threadId)).toBe(2);
  });

  it('refuses a general thread once the only event the pair shared no longer has one of them', async () => {
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const orgId = await makeOrganization(t.database.db, []);
    const eventId = await makeEvent(t.database.db, orgId, [
      [a.id, 'ATTENDEE'],
      [b.id, 'SPEAKER'],
    ]);
    const threadId = await makeThread(t.database.db, a.id, b.id);
    expect((await send(a, threadId, { content: 'hi' })).statusCode).toBe(201);
    await removeFromEvent(eventId, b.id);
    expect((await send(a, threadId, { content: 'still there?' })).statusCode).toBe(403);
    expect(await stored(threadId)).toBe(1);
  });

  it('refuses an event thread once one of the pair can no longer see the event, although they still share an organization', async () => {
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const orgId = await makeOrganization(t.database.db, [[a.id, 'OWNER']]);
    const otherOrg = await makeOrganization(t.database.db, [
      [a.id, 'MEMBER'],
      [b.id, 'MEMBER'],
    ]);
    expect(otherOrg).toBeGreaterThan(0);
    const eventId = await makeEvent(t.database.db, orgId, [[b.id, 'ATTENDEE']]);
    const threadId = await makeThread(t.database.db, a.id, b.id, [], eventId);
    expect((await send(b, threadId, { content: 'about the event' })).statusCode).toBe(201);
    await removeFromEvent(eventId, b.id);
    expect((await send(b, threadId, { content: 'and now?' })).statusCode).toBe(403);
    expect((await send(a, threadId, { content: 'from the organizer' })).statusCode).toBe(403);
    expect(await stored(threadId)).toBe(1);
  });

  it('answers 404 once the event of an event thread is deleted (the thread goes with it)', async () => {
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const orgId = await makeOrganization(t.database.db, [
      [a.id, 'OWNER'],
      [b.id, 'MEMBER'],
    ]);
    const eventId = await makeEvent(t.database.db, orgId);
    const threadId = await makeThread(t.database.db, a.id, b.id, [], eventId);
    expect((await send(a, threadId, { content: 'before' })).statusCode).toBe(201);
    await t.database.db.delete(events).where(eq(events.id, eventId));
    expect((await send(a, threadId, { content: 'after' })).statusCode).toBe(404);
  });

  it('keeps 404 and 403 ahead of 429 for a sender past the limit, as when the check ran first', async () => {
    const { a, b, threadId, orgId } = await friends();
    for (let i = 0; i < SEND_LIMIT.max; i += 1)
      expect((await send(a, threadId, { content: `m${i}` })).statusCode).toBe(201);
    expect((await send(a, threadId, { content: 'limited' })).statusCode).toBe(429);
    const other = await friends();
    expect((await send(a, other.threadId, { content: 'not mine' })).statusCode).toBe(404);
    await removeFromOrg(orgId, b.id);
    expect((await send(a, threadId, { content: 'gone' })).statusCode).toBe(403);
    expect(await stored(threadId)).toBe(SEND_LIMIT.max);
  });

  it('costs one statement per message, a thread’s first (also announced to the recipient) included', async () => {
    const { a, b, threadId } = await friends();
    const messages = createMessagesService(t.app.ctx);
    const actor = { id: a.id, jti: 'test', familyId: 'test', expiresAt: new Date(Date.now() + 60_000) };
    const statementsFor = async (content: string) => {
      const before = t.database.stats.statements;
      await messages.sendMessage(actor, threadId, { content });
      return t.database.stats.statements - before;
    };
    expect(await statementsFor('first')).toBe(1);
    expect(await statementsFor('second')).toBe(1);
    expect(await statementsFor('third')).toBe(1);
    const refused = t.database.stats.statements;
    await expect(messages.sendMessage({ ...actor, id: eve.id }, threadId, { content: 'no' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(t.database.stats.statements - refused).toBe(1);
    expect((await page(b, threadId)).json().messages.map((m: { content: string }) => m.content)).toEqual([
      'first',
      'second',
      'third',
    ]);
  });

  it('announces a new thread to the recipient exactly as their thread list then shows it', async () => {
    const [x, y] = await Promise.all([
      signUp(t.app, { first_name: 'Xena', last_name: 'Sender' }),
      signUp(t.app, { first_name: 'Yann', last_name: 'Reader' }),
    ]);
    const ev = await makeEvent(t.database.db, await makeOrganization(t.database.db, []), [
      [x.id, 'ORGANIZER'],
      [y.id, 'ATTENDEE'],
    ]);
    await t.database.db.update(users).set({ image_url: 'https://img.example/x.png' }).where(eq(users.id, x.id));
    const opened = await open(x, y.id, ev);
    expect(opened.statusCode).toBe(201);
    const threadId = opened.json().id as number;
    const seen = captured('dm.message_created');
    expect((await send(x, threadId, { content: 'welcome aboard' })).statusCode).toBe(201);
    expect((await send(x, threadId, { content: 'and again' })).statusCode).toBe(201);
    const ours = seen.filter((e) => e.message.thread_id === threadId);
    expect(ours.map((e) => e.recipientThread === null)).toEqual([false, true]);
    // What the recipient's list showed right after the first message: read it back the way it was then.
    const listed = (await threadsOf(y, `?event_id=${ev}`)).json().threads as {
      id: number;
      last_message: { content: string };
    }[];
    const now = listed.find((th) => th.id === threadId);
    expect(now?.last_message.content).toBe('and again');
    const first = ours[0]?.message;
    expect(ours[0]?.recipientThread).toEqual({
      ...now,
      last_message: {
        id: first?.id,
        content: 'welcome aboard',
        sender_id: x.id,
        created_at: first?.created_at,
        status: 'SENT',
      },
      last_message_at: first?.created_at,
      unread_count: 1,
    });
    expect(ours[0]?.recipientThread).toMatchObject({
      event_id: ev,
      other_user: { id: x.id, full_name: 'Xena Sender', image_url: 'https://img.example/x.png' },
    });
  });

  it('runs the same checked append inside a transaction (unprepared there), refusing and appending alike', async () => {
    const { a, threadId } = await friends();
    const outcomes = await t.database.db.transaction(async (tx) => [
      await messagesRepository.appendChecked(tx, {
        thread_id: threadId,
        sender_id: a.id,
        content: 'in tx',
        encrypted_content: null,
      }),
      await messagesRepository.appendChecked(tx, {
        thread_id: threadId,
        sender_id: eve.id,
        content: 'no',
        encrypted_content: null,
      }),
    ]);
    expect(outcomes[0]).toMatchObject({
      kind: 'appended',
      first: true,
      row: { thread_id: threadId, sender_id: a.id, content: 'in tx' },
    });
    expect(outcomes[1]).toEqual({ kind: 'not-found' });
    expect(await stored(threadId)).toBe(1);
  });

  it('announces a thread to the recipient exactly once when two first messages race', async () => {
    const { a, b, threadId } = await friends();
    const seen = captured('dm.message_created');
    const results = await Promise.all([
      send(a, threadId, { content: 'x' }),
      send(b, threadId, { content: 'y' }),
      send(a, threadId, { content: 'z' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const ours = seen.filter((e) => e.message.thread_id === threadId);
    expect(ours).toHaveLength(3);
    expect(ours.filter((e) => e.recipientThread !== null)).toHaveLength(1);
    // Ids and times agree (stamped under the thread's lock).
    const rows = (await page(a, threadId)).json().messages as { id: number; created_at: string }[];
    expect([...rows].sort((x, y) => x.id - y.id).map((r) => r.created_at)).toEqual(
      rows.map((r) => r.created_at).sort(),
    );
  });
});

describe('GET /api/direct-messages/threads/:id/messages', () => {
  it('counts pages from the newest, each page in chronological order, with has_next', async () => {
    const { a, b, threadId } = await friends();
    for (const content of ['1', '2', '3', '4', '5']) await send(content === '3' ? b : a, threadId, { content });
    const first = (await page(a, threadId, '?per_page=2')).json();
    expect(first.messages.map((m: { content: string }) => m.content)).toEqual(['4', '5']);
    expect(first).toMatchObject({
      pagination: { page: 1, per_page: 2, total_items: 5, has_next: true },
      thread_id: threadId,
      other_user: { id: b.id, full_name: 'Gus User' },
      is_encrypted: false,
    });
    const second = (await page(a, threadId, '?per_page=2&page=2')).json();
    expect(second.messages.map((m: { content: string; is_sender: boolean }) => [m.content, m.is_sender])).toEqual([
      ['2', true],
      ['3', false],
    ]);
    const last = (await page(a, threadId, '?per_page=2&page=3')).json();
    expect(last.messages.map((m: { content: string }) => m.content)).toEqual(['1']);
    expect(last.pagination.has_next).toBe(false);
    expect((await page(a, threadId, '?per_page=2&page=4')).json().messages).toEqual([]);
    expect((await page(a, threadId)).json().pagination).toEqual({
      page: 1,
      per_page: 50,
      total_items: 5,
      has_next: false,
    });
  });

  it('answers 404 to a third user and 422 for bad paging', async () => {
    const { a, threadId } = await friends();
    expect((await page(eve, threadId)).statusCode).toBe(404);
    expect((await page(bob, threadId)).statusCode).toBe(404);
    expect((await page(a, threadId, '?per_page=1000')).statusCode).toBe(422);
    expect((await page(a, threadId, '?page=0')).statusCode).toBe(422);
    expect((await call(t.app, null, { method: 'GET', url: `${THREADS}/${threadId}/messages` })).statusCode).toBe(401);
  });

  it('reads a page in one round trip (the thread and the page at once), refusing an outsider the same way', async () => {
    const { a, b, threadId } = await friends();
    await send(a, threadId, { content: 'one' });
    await send(b, threadId, { content: 'two', encrypted_content: 'c2lnbmVk' });
    const messages = createMessagesService(t.app.ctx);
    const as = (id: number) => ({ id, jti: 'test', familyId: 'test', expiresAt: new Date(Date.now() + 60_000) });
    const before = t.database.stats.statements;
    const got = await messages.listMessages(as(a.id), threadId, { page: 1, per_page: 1 });
    expect(t.database.stats.statements - before).toBe(2);
    expect(got).toMatchObject({
      messages: [{ content: 'two', is_sender: false }],
      pagination: { total_items: 2, has_next: true },
      other_user: { id: b.id },
      is_encrypted: true,
    });
    const refused = t.database.stats.statements;
    await expect(messages.listMessages(as(eve.id), threadId, { page: 1, per_page: 50 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(t.database.stats.statements - refused).toBe(2);
    // Neither read answers an outsider's page, whichever finishes first.
    expect(await messagesRepository.pageMessages(t.database.db, threadId, eve.id, 50, 0)).toEqual([]);
    expect(await messagesRepository.threadPageHead(t.database.db, threadId, eve.id)).toBeUndefined();
    const inTx = await t.database.db.transaction(async (tx) => [
      await messagesRepository.pageMessages(tx, threadId, b.id, 50, 0),
      await messagesRepository.pageMessages(tx, threadId, eve.id, 50, 0),
      await messagesRepository.threadPageHead(tx, threadId, b.id),
    ]);
    expect(inTx[0]).toHaveLength(2);
    expect(inTx[1]).toEqual([]);
    expect(inTx[2]).toMatchObject({ total: 2, encrypted: true, thread: { id: threadId } });
  });
});

describe('POST /api/direct-messages/threads/:id/read', () => {
  it('turns the other participant’s messages READ, not the reader’s own, and tells the sender once', async () => {
    const { a, b, threadId } = await friends();
    const reads = captured('dm.messages_read');
    const m1 = (await send(a, threadId, { content: 'one' })).json().id;
    const m2 = (await send(a, threadId, { content: 'two' })).json().id;
    const own = (await send(b, threadId, { content: 'mine' })).json().id;
    expect((await threadsOf(b)).json().threads[0]).toMatchObject({ id: threadId, unread_count: 2 });

    const res = await read(b, threadId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ thread_id: threadId, reader_id: b.id, message_ids: [m1, m2] });
    expect(reads).toEqual([{ threadId, readerId: b.id, otherUserId: a.id, messageIds: [m1, m2] }]);

    const rows = await t.database.db.select().from(directMessages).where(eq(directMessages.thread_id, threadId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(m1)).toMatchObject({ status: 'READ', read_at: expect.any(Date) });
    expect(byId.get(own)).toMatchObject({ status: 'SENT', read_at: null });
    expect((await page(a, threadId)).json().messages.map((m: { status: string }) => m.status)).toEqual([
      'READ',
      'READ',
      'SENT',
    ]);
    expect((await threadsOf(b)).json().threads[0].unread_count).toBe(0);

    const again = await read(b, threadId);
    expect(again.json().message_ids).toEqual([]);
    expect(reads).toHaveLength(1);
  });

  it('answers 404 to a third user and changes nothing', async () => {
    const { a, b, threadId } = await friends();
    await send(a, threadId, { content: 'private' });
    expect((await read(eve, threadId)).statusCode).toBe(404);
    expect((await threadsOf(b)).json().threads[0].unread_count).toBe(1);
  });

  it('costs one statement, the participant check included, for the reader and for an outsider alike', async () => {
    const { a, b, threadId } = await friends();
    await send(a, threadId, { content: 'one' });
    const messages = createMessagesService(t.app.ctx);
    const as = (id: number) => ({ id, jti: 'test', familyId: 'test', expiresAt: new Date(Date.now() + 60_000) });
    let before = t.database.stats.statements;
    await expect(messages.markRead(as(eve.id), threadId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(t.database.stats.statements - before).toBe(1);
    before = t.database.stats.statements;
    expect((await messages.markRead(as(b.id), threadId)).message_ids).toHaveLength(1);
    expect(t.database.stats.statements - before).toBe(1);
    // Inside a transaction the same statement runs unprepared, with the same answers.
    const m = (await send(a, threadId, { content: 'two' })).json().id;
    const inTx = await t.database.db.transaction(async (tx) => [
      await messagesRepository.markReadChecked(tx, threadId, eve.id),
      await messagesRepository.markReadChecked(tx, threadId, a.id),
      await messagesRepository.markReadChecked(tx, threadId, b.id),
    ]);
    expect(inTx).toEqual([undefined, { otherId: b.id, messageIds: [] }, { otherId: a.id, messageIds: [m] }]);
  });

  it('turns each message READ once when the reader marks the thread read from two places at once', async () => {
    const { a, b, threadId } = await friends();
    const reads = captured('dm.messages_read');
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await send(a, threadId, { content: `m${i}` })).json().id);
    const answers = await Promise.all([read(b, threadId), read(b, threadId), read(b, threadId)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const reported = answers.flatMap((r) => r.json().message_ids as number[]);
    expect(reported.sort((x, y) => x - y)).toEqual(ids);
    expect(reads.flatMap((e) => e.messageIds).sort((x, y) => x - y)).toEqual(ids);
    expect(reads.every((e) => e.messageIds.length > 0 && e.otherUserId === a.id)).toBe(true);
  });
});

describe('GET /api/direct-messages/threads', () => {
  it('lists your threads newest activity first, with the other user, last message and unread count', async () => {
    const hub = await signUp(t.app, { first_name: 'Hub', last_name: 'User' });
    const [x, y] = await Promise.all([signUp(t.app, { first_name: 'Xena' }), signUp(t.app, { first_name: 'Yuri' })]);
    const orgId = await makeOrganization(t.database.db, [
      [hub.id, 'OWNER'],
      [x.id, 'MEMBER'],
      [y.id, 'MEMBER'],
    ]);
    const ev = await makeEvent(t.database.db, orgId);
    const tx = (await open(hub, x.id)).json().id;
    const ty = (await open(hub, y.id, ev)).json().id;
    const empty = (await open(x, hub.id, ev)).json().id;
    await send(x, tx, { content: 'from x' });
    await send(y, ty, { content: 'from y' });
    await send(hub, ty, { content: 'reply to y' });

    const all = (await threadsOf(hub)).json().threads;
    expect(all.map((th: { id: number }) => th.id)).toEqual([ty, tx, empty]);
    expect(all[0]).toMatchObject({
      event_id: ev,
      other_user: { id: y.id, full_name: 'Yuri User', image_url: null },
      last_message: { content: 'reply to y', sender_id: hub.id, status: 'SENT' },
      unread_count: 1,
    });
    expect(all[0].last_message_at).toBe(all[0].last_message.created_at);
    expect(all[1]).toMatchObject({ id: tx, unread_count: 1, last_message: { content: 'from x' } });
    expect(all[2]).toMatchObject({ id: empty, last_message: null, last_message_at: null, unread_count: 0 });

    const inEvent = (await threadsOf(hub, `?event_id=${ev}`)).json().threads;
    expect(inEvent.map((th: { id: number }) => th.id)).toEqual([ty, empty]);
    expect((await threadsOf(hub, '?event_id=abc')).statusCode).toBe(422);
    expect((await threadsOf(eve)).json().threads.every((th: { id: number }) => ![tx, ty, empty].includes(th.id))).toBe(
      true,
    );
  });

  it('costs the same number of statements for 1 thread as for 30 (no per-thread queries)', async () => {
    const db = t.database.db;
    const [one, many] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const partners = await Promise.all(Array.from({ length: 30 }, (_, i) => makeUser(db, 'Partner', String(i))));
    const first = partners[0] ?? 0;
    await makeThread(db, one.id, first, [{ from: first, content: 'hi' }]);
    for (const p of partners)
      await makeThread(db, many.id, p, [
        { from: p, content: 'hi' },
        { from: many.id, content: 'hello' },
      ]);

    const statementsFor = async (u: TestUser) => {
      // Counted cold: no token or access held in memory from earlier requests.
      t.app.ctx.changes.flush();
      const before = t.database.stats.statements;
      const res = await threadsOf(u);
      expect(res.statusCode).toBe(200);
      return { n: t.database.stats.statements - before, threads: res.json().threads.length };
    };
    const a = await statementsFor(one);
    const b = await statementsFor(many);
    expect(a.threads).toBe(1);
    expect(b.threads).toBe(30);
    expect(b.n).toBe(a.n);
  });
});
