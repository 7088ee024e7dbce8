import { NETWORK_MESSAGES } from '@atria/contracts/network';
import { and, count, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, eventBans, eventUsers, userBlocks } from '../../db/schema';
import { makeEvent, makeOrganization, makeThread } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { connectClient, listen, waitFor } from '../../test/socket-client';
import { PAIR_LIMIT } from './network.service';

let t: TestApp;
let baseUrl: string;

const req = (u: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, u, { method, url, payload });

/** An organization with an event; the people given attend it (none of them is a member of the organization). */
async function eventWith(
  people: TestUser[],
  roles: Partial<Record<number, 'SPEAKER' | 'MODERATOR' | 'ORGANIZER'>> = {},
) {
  const orgId = await makeOrganization(t.database.db, []);
  return makeEvent(
    t.database.db,
    orgId,
    people.map((p) => [p.id, roles[p.id] ?? 'ATTENDEE']),
  );
}

type Six = [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
/** `n` (at most 6) fresh people, typed as six so that destructuring them needs no checks. */
async function people(n: number, names: string[] = []): Promise<Six> {
  const made = await Promise.all(
    Array.from({ length: n }, (_, i) => signUp(t.app, { first_name: names[i] ?? `P${i}`, last_name: 'Net' })),
  );
  return made as unknown as Six;
}

const pairRows = async (a: number, b: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(connections)
      .where(
        or(
          and(eq(connections.user_low_id, Math.min(a, b)), eq(connections.user_high_id, Math.max(a, b))),
          and(eq(connections.user_low_id, Math.max(a, b)), eq(connections.user_high_id, Math.min(a, b))),
        ),
      )
  )[0]?.n ?? -1;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(async () => t?.close());

describe('privacy settings', () => {
  it('start open (email hidden), change field by field, and refuse unknown values without changing anything', async () => {
    const [a] = await people(1);
    const url = '/api/users/me/privacy';
    expect((await req(a, 'GET', url)).json()).toEqual({ profile: 'EVERYONE', email: 'NOBODY', messages: 'EVERYONE' });
    const set = await req(a, 'PUT', url, { messages: 'CONNECTIONS' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ profile: 'EVERYONE', email: 'NOBODY', messages: 'CONNECTIONS' });
    for (const bad of [{ profile: 'FRIENDS' }, { email: null }, { other: 'x' }]) {
      expect((await req(a, 'PUT', url, bad)).statusCode).toBe(422);
    }
    expect((await req(a, 'GET', url)).json().messages).toBe('CONNECTIONS');
    expect((await req(null, 'GET', url)).statusCode).toBe(401);
  });

  it('decide what someone sharing an event sees of a profile and whether the email shows', async () => {
    const [a, b] = await people(2);
    await eventWith([a, b]);
    await req(a, 'PUT', `/api/users/${a.id}`, { title: 'CTO', company_name: 'Acme', bio: 'Hello' });
    let seen = (await req(b, 'GET', `/api/users/${a.id}`)).json();
    expect([seen.title, seen.company_name, seen.email]).toEqual(['CTO', 'Acme', undefined]);

    await req(a, 'PUT', '/api/users/me/privacy', { email: 'EVERYONE' });
    expect((await req(b, 'GET', `/api/users/${a.id}`)).json().email).toBe(a.email);

    await req(a, 'PUT', '/api/users/me/privacy', { profile: 'CONNECTIONS', email: 'CONNECTIONS' });
    seen = (await req(b, 'GET', `/api/users/${a.id}`)).json();
    expect([seen.title, seen.company_name, seen.bio, seen.email, seen.profile_hidden]).toEqual([
      null,
      null,
      null,
      undefined,
      true,
    ]);
    expect(seen.first_name).toBe('P0');

    // Once connected, the connection sees it all again.
    const asked = await req(b, 'POST', '/api/connections', { user_id: a.id });
    await req(a, 'POST', `/api/connections/${asked.json().id}/accept`);
    seen = (await req(b, 'GET', `/api/users/${a.id}`)).json();
    expect([seen.title, seen.email]).toEqual(['CTO', a.email]);
  });
});

describe('profile relation', () => {
  it('tells the viewer where they stand: connection state and id from their side, and their block', async () => {
    const [a, b] = await people(2);
    await eventWith([a, b]);
    const rel = async (viewer: TestUser, owner: TestUser) =>
      (await req(viewer, 'GET', `/api/users/${owner.id}`)).json().relation;
    expect(await rel(b, a)).toEqual({ connection: 'NONE', connection_id: null, blocked: false });
    const asked = (await req(a, 'POST', '/api/connections', { user_id: b.id })).json();
    expect(await rel(a, b)).toEqual({ connection: 'OUTGOING', connection_id: asked.id, blocked: false });
    expect(await rel(b, a)).toEqual({ connection: 'INCOMING', connection_id: asked.id, blocked: false });
    await req(b, 'POST', `/api/connections/${asked.id}/accept`);
    expect((await rel(b, a)).connection).toBe('CONNECTED');
    await req(b, 'PUT', `/api/users/${a.id}/block`);
    expect(await rel(b, a)).toEqual({ connection: 'NONE', connection_id: null, blocked: true });
    // The one blocked is not told.
    expect((await rel(a, b)).blocked).toBe(false);
    // One's own profile has no relation.
    expect((await req(a, 'GET', `/api/users/${a.id}`)).json().relation).toBeUndefined();
  });
});

describe('messages and privacy', () => {
  it('a CONNECTIONS setting refuses new threads from others but keeps existing ones; NOBODY refuses everyone new', async () => {
    const [a, b, c] = await people(3);
    await eventWith([a, b, c]);
    await makeThread(t.database.db, a.id, c.id, [{ from: c.id, content: 'earlier' }]);
    await req(a, 'PUT', '/api/users/me/privacy', { messages: 'CONNECTIONS' });
    const refused = await req(b, 'POST', '/api/direct-messages/threads', { user_id: a.id });
    expect([refused.statusCode, refused.json().message]).toEqual([403, NETWORK_MESSAGES.messagesNotAllowed]);
    expect((await req(c, 'POST', '/api/direct-messages/threads', { user_id: a.id })).statusCode).toBe(200);

    const asked = await req(b, 'POST', '/api/connections', { user_id: a.id });
    await req(a, 'POST', `/api/connections/${asked.json().id}/accept`);
    expect((await req(b, 'POST', '/api/direct-messages/threads', { user_id: a.id })).statusCode).toBe(201);

    const [d] = await people(1);
    await eventWith([a, d]);
    await req(a, 'PUT', '/api/users/me/privacy', { messages: 'NOBODY' });
    expect((await req(d, 'POST', '/api/direct-messages/threads', { user_id: a.id })).statusCode).toBe(403);
    // Their own side is not limited by the setting.
    expect((await req(a, 'POST', '/api/direct-messages/threads', { user_id: d.id })).statusCode).toBe(201);
  });

  it('a block closes the threads of the pair both ways: no new thread, no message in the old one', async () => {
    const [a, b] = await people(2);
    await eventWith([a, b]);
    const threadId = (await req(a, 'POST', '/api/direct-messages/threads', { user_id: b.id })).json().id;
    expect((await req(b, 'PUT', `/api/users/${a.id}/block`)).json()).toEqual({ user_id: a.id, blocked: true });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await req(from, 'POST', '/api/direct-messages/threads', { user_id: to.id })).statusCode).toBe(403);
      expect(
        (await req(from, 'POST', `/api/direct-messages/threads/${threadId}/messages`, { content: 'hi' })).statusCode,
      ).toBe(403);
    }
    // History stays readable.
    expect((await req(a, 'GET', `/api/direct-messages/threads/${threadId}/messages`)).statusCode).toBe(200);
    await req(b, 'DELETE', `/api/users/${a.id}/block`);
    expect(
      (await req(a, 'POST', `/api/direct-messages/threads/${threadId}/messages`, { content: 'hi' })).statusCode,
    ).toBe(201);
  });
});

describe('connections', () => {
  it('request with a note, accept, list on both sides, remove; the pending badge counts', async () => {
    const [a, b] = await people(2, ['Ann', 'Ben']);
    await eventWith([a, b]);
    const asked = await req(a, 'POST', '/api/connections', { user_id: b.id, note: 'Loved your talk' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ state: 'OUTGOING', note: 'Loved your talk', person: { id: b.id } });
    expect((await req(b, 'GET', '/api/connections/pending-count')).json()).toEqual({ incoming: 1 });
    const incoming = (await req(b, 'GET', '/api/connections?state=INCOMING')).json();
    expect(incoming.connections.map((c: { id: number; state: string }) => [c.id, c.state])).toEqual([
      [asked.json().id, 'INCOMING'],
    ]);
    // Asking again changes nothing.
    const again = await req(a, 'POST', '/api/connections', { user_id: b.id });
    expect([again.statusCode, again.json().id]).toEqual([200, asked.json().id]);

    const accepted = await req(b, 'POST', `/api/connections/${asked.json().id}/accept`);
    expect(accepted.json()).toMatchObject({ state: 'CONNECTED', person: { id: a.id } });
    expect(accepted.json().connected_at).not.toBeNull();
    expect((await req(b, 'GET', '/api/connections/pending-count')).json()).toEqual({ incoming: 0 });
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const mine = (await req(me, 'GET', '/api/connections')).json();
      expect(mine.connections.map((c: { person: { id: number } }) => c.person.id)).toEqual([other.id]);
      expect(mine.total_items).toBe(1);
    }
    expect((await req(b, 'POST', `/api/connections/${asked.json().id}/accept`)).statusCode).toBe(409);
    expect((await req(a, 'DELETE', `/api/connections/${asked.json().id}`)).statusCode).toBe(204);
    expect((await req(b, 'GET', '/api/connections')).json().connections).toEqual([]);
  });

  it('persists after the shared event is gone', async () => {
    const [a, b] = await people(2);
    const eventId = await eventWith([a, b]);
    const asked = await req(a, 'POST', '/api/connections', { user_id: b.id });
    await req(b, 'POST', `/api/connections/${asked.json().id}/accept`);
    await t.database.db.delete(eventUsers).where(eq(eventUsers.event_id, eventId));
    expect((await req(a, 'GET', '/api/connections')).json().connections[0].state).toBe('CONNECTED');
  });

  it('decline is silent for the sender; withdraw removes the request', async () => {
    const [a, b] = await people(2);
    await eventWith([a, b]);
    const asked = (await req(a, 'POST', '/api/connections', { user_id: b.id })).json();
    expect((await req(a, 'POST', `/api/connections/${asked.id}/decline`)).statusCode).toBe(403);
    expect((await req(a, 'POST', `/api/connections/${asked.id}/accept`)).statusCode).toBe(403);
    expect((await req(b, 'POST', `/api/connections/${asked.id}/decline`)).statusCode).toBe(204);
    expect((await req(b, 'POST', `/api/connections/${asked.id}/decline`)).statusCode).toBe(409);
    expect((await req(a, 'GET', '/api/connections?state=OUTGOING')).json().connections[0].state).toBe('OUTGOING');
    expect((await req(b, 'GET', '/api/connections?state=INCOMING')).json().connections).toEqual([]);
    expect((await req(a, 'DELETE', `/api/connections/${asked.id}`)).statusCode).toBe(204);
    expect(await pairRows(a.id, b.id)).toBe(0);
  });

  it('refuses yourself, strangers, blocked people and other people’s requests, changing nothing', async () => {
    const [a, b, stranger, third] = await people(4);
    await eventWith([a, b, third]);
    const self = await req(a, 'POST', '/api/connections', { user_id: a.id });
    expect([self.statusCode, self.json().message]).toEqual([422, NETWORK_MESSAGES.connectYourself]);
    expect((await req(a, 'POST', '/api/connections', { user_id: stranger.id })).statusCode).toBe(404);
    expect((await req(a, 'POST', '/api/connections', { user_id: 2_000_000_000 })).statusCode).toBe(404);
    for (const bad of [{}, { user_id: 'x' }, { user_id: b.id, note: 'x'.repeat(301) }, { user_id: b.id, extra: 1 }])
      expect((await req(a, 'POST', '/api/connections', bad)).statusCode).toBe(422);
    await req(b, 'PUT', `/api/users/${a.id}/block`);
    const blocked = await req(a, 'POST', '/api/connections', { user_id: b.id });
    expect([blocked.statusCode, blocked.json().message]).toEqual([403, NETWORK_MESSAGES.cannotConnect]);
    expect((await req(b, 'POST', '/api/connections', { user_id: a.id })).statusCode).toBe(403);
    expect(await pairRows(a.id, b.id)).toBe(0);
    const asked = (await req(a, 'POST', '/api/connections', { user_id: third.id })).json();
    expect((await req(stranger, 'POST', `/api/connections/${asked.id}/accept`)).statusCode).toBe(404);
    expect((await req(stranger, 'DELETE', `/api/connections/${asked.id}`)).statusCode).toBe(404);
    expect((await req(null, 'POST', '/api/connections', { user_id: b.id })).statusCode).toBe(401);
  });

  it('rate-limits asking the same person over and over', async () => {
    const [a, b] = await people(2);
    await eventWith([a, b]);
    for (let i = 0; i < PAIR_LIMIT.max; i += 1) {
      const asked = await req(a, 'POST', '/api/connections', { user_id: b.id });
      expect(asked.statusCode).toBe(201);
      await req(a, 'DELETE', `/api/connections/${asked.json().id}`);
    }
    const limited = await req(a, 'POST', '/api/connections', { user_id: b.id });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await pairRows(a.id, b.id)).toBe(0);
  });

  it('two people asking each other at the same moment end up with one connection', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await people(2);
      await eventWith([a, b]);
      const [x, y] = await Promise.all([
        req(a, 'POST', '/api/connections', { user_id: b.id }),
        req(b, 'POST', '/api/connections', { user_id: a.id }),
      ]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
      expect(await pairRows(a.id, b.id)).toBe(1);
      expect((await req(a, 'GET', '/api/connections')).json().connections[0].state).toBe('CONNECTED');
    }
  });

  it('tells the recipient live, and both sides when it is accepted', async () => {
    const [a, b] = await people(2);
    await eventWith([a, b]);
    const sa = connectClient(baseUrl, { token: a.token });
    const sb = connectClient(baseUrl, { token: b.token });
    try {
      await Promise.all([waitFor(sa, 'connection_success'), waitFor(sb, 'connection_success')]);
      const requested = waitFor(sb, 'connection_request');
      const asked = (await req(a, 'POST', '/api/connections', { user_id: b.id, note: 'hi' })).json();
      const notice = await requested;
      expect(notice).toMatchObject({
        pending_incoming: 1,
        connection: { id: asked.id, state: 'INCOMING', note: 'hi' },
      });
      const updatedA = waitFor(sa, 'connection_updated');
      const updatedB = waitFor(sb, 'connection_updated');
      await req(b, 'POST', `/api/connections/${asked.id}/accept`);
      expect(await updatedA).toEqual({
        connection_id: asked.id,
        user_id: b.id,
        state: 'CONNECTED',
        pending_incoming: 0,
      });
      expect(await updatedB).toEqual({
        connection_id: asked.id,
        user_id: a.id,
        state: 'CONNECTED',
        pending_incoming: 0,
      });
    } finally {
      sa.close();
      sb.close();
    }
  });
});

describe('blocks', () => {
  it('ends a connection, lists the blocked, refuses yourself and unknown people', async () => {
    const [a, b, stranger] = await people(3);
    await eventWith([a, b]);
    const asked = (await req(a, 'POST', '/api/connections', { user_id: b.id })).json();
    await req(b, 'POST', `/api/connections/${asked.id}/accept`);
    expect((await req(a, 'PUT', `/api/users/${b.id}/block`)).statusCode).toBe(200);
    expect((await req(a, 'PUT', `/api/users/${b.id}/block`)).statusCode).toBe(200);
    expect(await pairRows(a.id, b.id)).toBe(0);
    expect((await req(a, 'GET', '/api/users/me/blocked')).json().people.map((p: { id: number }) => p.id)).toEqual([
      b.id,
    ]);
    expect((await req(a, 'PUT', `/api/users/${a.id}/block`)).statusCode).toBe(422);
    expect((await req(a, 'PUT', `/api/users/${stranger.id}/block`)).statusCode).toBe(404);
    const blocks = await t.database.db.select({ n: count() }).from(userBlocks).where(eq(userBlocks.blocker_id, a.id));
    expect(blocks[0]?.n).toBe(1);
    expect((await req(a, 'DELETE', `/api/users/${b.id}/block`)).json()).toEqual({ user_id: b.id, blocked: false });
    expect((await req(a, 'DELETE', '/api/users/2000000000/block')).statusCode).toBe(404);
  });
});

describe('directory', () => {
  const dir = (u: TestUser, eventId: number, query = '') => req(u, 'GET', `/api/events/${eventId}/directory${query}`);
  const names = (res: { json: () => { people: { full_name: string }[] } }) => res.json().people.map((p) => p.full_name);

  it('searches names, companies and titles, filters by role, pages, and leaves out the viewer', async () => {
    const [viewer, ada, bob, cy] = await people(4, ['Viewer', 'Ada', 'Bob', 'Cy']);
    const eventId = await eventWith([viewer, ada, bob, cy], { [cy.id]: 'SPEAKER' });
    await req(ada, 'PUT', `/api/users/${ada.id}`, { company_name: 'Initech', title: 'Engineer' });
    await req(bob, 'PUT', `/api/users/${bob.id}`, { company_name: 'Globex', title: 'Designer' });
    expect(names(await dir(viewer, eventId))).toEqual(['Ada Net', 'Bob Net', 'Cy Net']);
    expect(names(await dir(viewer, eventId, '?q=initech'))).toEqual(['Ada Net']);
    expect(names(await dir(viewer, eventId, '?q=DESIGN'))).toEqual(['Bob Net']);
    expect(names(await dir(viewer, eventId, '?q=cy%20n'))).toEqual(['Cy Net']);
    expect(names(await dir(viewer, eventId, '?q=%25'))).toEqual([]);
    expect(names(await dir(viewer, eventId, '?role=SPEAKER'))).toEqual(['Cy Net']);
    const second = (await dir(viewer, eventId, '?per_page=2&page=2')).json();
    expect([second.people.map((p: { full_name: string }) => p.full_name), second.total_items]).toEqual([['Cy Net'], 3]);
    const past = (await dir(viewer, eventId, '?per_page=2&page=9')).json();
    expect([past.people, past.total_items]).toEqual([[], 3]);
    expect((await dir(viewer, eventId, '?role=KING')).statusCode).toBe(422);
    expect((await dir(viewer, eventId, `?q=${'x'.repeat(101)}`)).statusCode).toBe(422);
  });

  it('shows only people who allow it, hides blocked people both ways and banned people', async () => {
    const [viewer, open, connectionsOnly, hidden, blocker, banned] = await people(6, [
      'Viewer',
      'Open',
      'Conn',
      'Hidden',
      'Blocker',
      'Banned',
    ]);
    const eventId = await eventWith([viewer, open, connectionsOnly, hidden, blocker, banned]);
    await req(connectionsOnly, 'PUT', '/api/users/me/privacy', { profile: 'CONNECTIONS' });
    await req(hidden, 'PUT', '/api/users/me/privacy', { profile: 'NOBODY' });
    await req(blocker, 'PUT', `/api/users/${viewer.id}/block`);
    await t.database.db.insert(eventBans).values({ event_id: eventId, user_id: banned.id });
    expect(names(await dir(viewer, eventId))).toEqual(['Open Net']);
    // The blocker does not see the viewer either.
    expect(names(await dir(blocker, eventId))).not.toContain('Viewer Net');
    const asked = (await req(viewer, 'POST', '/api/connections', { user_id: connectionsOnly.id })).json();
    await req(connectionsOnly, 'POST', `/api/connections/${asked.id}/accept`);
    const listed = (await dir(viewer, eventId)).json().people;
    expect(listed.map((p: { full_name: string; connection: string }) => [p.full_name, p.connection])).toEqual([
      ['Conn Net', 'CONNECTED'],
      ['Open Net', 'NONE'],
    ]);
  });

  it('closes at once to someone removed from the event or banned from it, whose roles it had just read', async () => {
    const [leaver, bannedLater, other] = await people(3, ['Leaver', 'Banned', 'Other']);
    const eventId = await eventWith([leaver, bannedLater, other]);
    // Both read the directory first, so their roles in the event are held in memory.
    expect((await dir(leaver, eventId)).statusCode).toBe(200);
    expect((await dir(bannedLater, eventId)).statusCode).toBe(200);
    // Written with SQL, as another instance would: only the change feed tells this one.
    await t.database.db
      .delete(eventUsers)
      .where(and(eq(eventUsers.event_id, eventId), eq(eventUsers.user_id, leaver.id)));
    await t.database.db.insert(eventBans).values({ event_id: eventId, user_id: bannedLater.id });
    await t.app.ctx.changes.settled();
    expect((await dir(leaver, eventId)).statusCode).toBe(404);
    expect((await dir(bannedLater, eventId)).statusCode).toBe(404);
    expect(names(await dir(other, eventId))).toEqual([]);
  });

  it('answers 404 to people who cannot see the event and 401 without a login', async () => {
    const [a, stranger] = await people(2);
    const eventId = await eventWith([a]);
    expect((await dir(stranger, eventId)).statusCode).toBe(404);
    expect((await req(null, 'GET', `/api/events/${eventId}/directory`)).statusCode).toBe(401);
  });
});
