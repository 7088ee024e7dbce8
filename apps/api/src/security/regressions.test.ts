import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionSpeakers, users } from '../db/schema';
import * as passwords from '../lib/passwords';
import { makeEvent, makeOrganization, makeSession, makeThread } from '../test/fixtures';
import { createTestApp, signUp, uniqueEmail, type TestApp } from '../test/helpers';
import { connectClient, listen, record, request, waitFor } from '../test/socket-client';
import { installWriteCounter } from './write-counter';
import { buildWorld, type SignedInActor, type World } from './world';

// Counts argon2 hashes (the real function still runs) to prove which refusals come before the expensive part.
vi.mock('../lib/passwords', async (original) => {
  const real = await original<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

/*
 * One test per class of hole that systems like this one are known to have had. The permission matrix covers
 * every route × actor; these follow each class through its variants and its side doors.
 */
let t: TestApp;
let url: string;
let writes: () => Promise<number>;
let w: World;

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: path, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const as = (actor: SignedInActor) => w.tokens[actor].access;
/** Runs `fn`, expecting the database to be exactly as before. */
async function unchanged(fn: () => Promise<void>): Promise<void> {
  const before = await writes();
  await fn();
  expect(await writes()).toBe(before);
}

beforeAll(async () => {
  // No grace for a just-rotated refresh token: presenting it again is reuse at once.
  t = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
  url = await listen(t.app);
  writes = await installWriteCounter(t.database.db);
  w = await buildWorld(t.app);
});
afterAll(async () => t?.close());

describe('privilege escalation', () => {
  it('an organization ADMIN cannot grant OWNER to anyone, themselves included, nor demote an OWNER', async () => {
    const org = `/api/organizations/${w.orgId}/users`;
    await unchanged(async () => {
      expect((await call(as('orgAdmin'), 'PUT', `${org}/${w.ids.orgAdmin}`, { role: 'OWNER' })).statusCode).toBe(403);
      expect((await call(as('orgAdmin'), 'PUT', `${org}/${w.ids.colleague}`, { role: 'OWNER' })).statusCode).toBe(403);
      expect((await call(as('orgAdmin'), 'PUT', `${org}/${w.ids.orgOwner}`, { role: 'MEMBER' })).statusCode).toBe(403);
      const payload = { email: uniqueEmail('owner'), first_name: 'O', last_name: 'O', role: 'OWNER' };
      expect((await call(as('orgAdmin'), 'POST', org, payload)).statusCode).toBe(422);
      expect((await call(as('orgMember'), 'PUT', `${org}/${w.ids.orgMember}`, { role: 'ADMIN' })).statusCode).toBe(403);
    });
  });

  it('an event ORGANIZER cannot grant ADMIN, nor promote themselves; nobody changes their own role', async () => {
    const ev = `/api/events/${w.eventId}/users`;
    await unchanged(async () => {
      expect((await call(as('evOrganizer'), 'PUT', `${ev}/${w.ids.guest}`, { role: 'ADMIN' })).statusCode).toBe(403);
      expect((await call(as('evOrganizer'), 'POST', ev, { user_id: w.ids.colleague, role: 'ADMIN' })).statusCode).toBe(
        403,
      );
      expect((await call(as('evOrganizer'), 'PUT', `${ev}/${w.ids.evOrganizer}`, { role: 'ADMIN' })).statusCode).toBe(
        403,
      );
      expect((await call(as('evAdmin'), 'PUT', `${ev}/${w.ids.evAdmin}`, { role: 'ORGANIZER' })).statusCode).toBe(403);
      expect((await call(as('evSpeaker'), 'PUT', `${ev}/${w.ids.evSpeaker}`, { role: 'ORGANIZER' })).statusCode).toBe(
        403,
      );
      // An organization member is no editor of the event, and cannot add themselves as one.
      expect((await call(as('orgMember'), 'POST', ev, { user_id: w.ids.orgMember, role: 'ADMIN' })).statusCode).toBe(
        403,
      );
    });
  });
});

describe('seeing people without a shared organization or event', () => {
  it("answers 404 for a stranger's profile, events and speaking sessions, as for an id that does not exist", async () => {
    const missing = await call(as('stranger'), 'GET', '/api/users/2147483647');
    for (const path of [
      `/api/users/${w.ids.evSpeaker}`,
      `/api/users/${w.ids.evSpeaker}/events`,
      `/api/users/${w.ids.evSpeaker}/speaking-sessions`,
    ]) {
      const res = await call(as('stranger'), 'GET', path);
      expect([res.statusCode, res.json()]).toEqual([404, missing.json()]);
    }
  });

  it('lists only the events and sessions the viewer may see too, even of someone they share an organization with', async () => {
    const hiddenOrg = await makeOrganization(t.database.db, []);
    const hidden = await makeEvent(t.database.db, hiddenOrg, [[w.ids.orgMember, 'SPEAKER']], 'Hidden Event');
    await makeSession(t.database.db, hidden, [w.ids.orgMember]);
    const events = await call(as('orgOwner'), 'GET', `/api/users/${w.ids.orgMember}/events`);
    expect(events.statusCode).toBe(200);
    expect(events.json().events.map((e: { id: number }) => e.id)).not.toContain(hidden);
    const sessions = await call(as('orgOwner'), 'GET', `/api/users/${w.ids.orgMember}/speaking-sessions`);
    expect(sessions.json().sessions).toEqual([]);
  });

  it('refuses an email lookup without a session, with a garbage token and with a refresh token', async () => {
    const path = `/api/users/check-email?email=${encodeURIComponent(w.emails.orgOwner)}`;
    for (const token of [null, 'garbage', w.tokens.stranger.refresh])
      expect((await call(token, 'GET', path)).statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it('a revoked access token cannot open a socket: logout, and a refresh family revoked for reuse', async () => {
    const loggedOut = await signUp(t.app);
    expect((await call(loggedOut.token, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    const reused = await signUp(t.app);
    expect((await call(reused.refresh, 'POST', '/api/auth/refresh')).statusCode).toBe(200);
    expect((await call(reused.refresh, 'POST', '/api/auth/refresh')).statusCode).toBe(401);
    for (const token of [loggedOut.token, reused.token]) {
      const socket = connectClient(url, { token });
      try {
        expect(await waitFor(socket, 'auth_error')).toEqual({ message: 'Invalid or expired token' });
      } finally {
        socket.disconnect();
      }
    }
  });

  it('a refresh token is no access token (HTTP and socket), and an access token is no refresh token', async () => {
    expect((await call(w.tokens.orgOwner.refresh, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const socket = connectClient(url, { token: w.tokens.orgOwner.refresh });
    try {
      await waitFor(socket, 'auth_error');
    } finally {
      socket.disconnect();
    }
    await unchanged(async () => {
      expect((await call(w.tokens.orgOwner.access, 'POST', '/api/auth/refresh')).statusCode).toBe(401);
    });
  });

  it('a logged-out refresh token mints nothing, nor does any token rotated before the logout', async () => {
    const u = await signUp(t.app);
    const rotated = (await call(u.refresh, 'POST', '/api/auth/refresh')).json();
    expect((await call(rotated.access_token, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    for (const refresh of [rotated.refresh_token, u.refresh])
      expect((await call(refresh, 'POST', '/api/auth/refresh')).statusCode).toBe(401);
    expect((await call(u.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });
});

describe('invited accounts', () => {
  const PLACEHOLDERS = [
    'DefaultPassword123!',
    'password',
    'changeme',
    'Password123!',
    'defaultpassword',
    '12345678',
    'welcome1',
  ];

  it('cannot be logged into with the placeholder the client sent, nor any well-known password', async () => {
    const viaOrg = uniqueEmail('org-invitee');
    const viaEvent = uniqueEmail('event-invitee');
    const person = { first_name: 'Ivy', last_name: 'Invitee', password: 'DefaultPassword123!' };
    expect(
      (await call(as('orgOwner'), 'POST', `/api/organizations/${w.orgId}/users`, { ...person, email: viaOrg }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call(as('evOrganizer'), 'POST', `/api/events/${w.eventId}/users/add`, { ...person, email: viaEvent }))
        .statusCode,
    ).toBe(201);
    for (const email of [viaOrg, viaEvent]) {
      const [row] = await t.database.db
        .select({ hash: users.password_hash })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      expect(row).toEqual({ hash: null });
      for (const password of PLACEHOLDERS)
        expect((await call(null, 'POST', '/api/auth/login', { email, password })).statusCode).toBe(401);
    }
  });

  it("gives no claim link for an unclaimed account to another organization's admin, who could claim it", async () => {
    const mallory = await signUp(t.app);
    const org = (await call(mallory.token, 'POST', '/api/organizations', { name: `Mallory ${w.unique()}` })).json().id;
    const added = await call(mallory.token, 'POST', `/api/organizations/${org}/users`, {
      email: w.emails.invitee,
      first_name: 'I',
      last_name: 'I',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      member: { id: w.ids.invitee, invitation_pending: true },
      invitation_path: null,
    });
    expect(
      (await call(mallory.token, 'POST', `/api/organizations/${org}/users/${w.ids.invitee}/invitation`)).statusCode,
    ).toBe(403);
    // The organization that invited them still can.
    expect(
      (await call(as('orgAdmin'), 'POST', `/api/organizations/${w.orgId}/users/${w.ids.invitee}/invitation`))
        .statusCode,
    ).toBe(201);
  });

  it('spends no password hash on a claim with an unknown link', async () => {
    const hash = vi.mocked(passwords.hashPassword);
    const before = hash.mock.calls.length;
    const res = await call(null, 'POST', `/api/invitations/${'x'.repeat(43)}/claim`, { password: 'whatever password' });
    expect(res.statusCode).toBe(404);
    expect(hash.mock.calls.length).toBe(before);
  });
});

describe('session speakers', () => {
  it('cannot be anyone from outside the event: a stranger, an organization member, a participant elsewhere', async () => {
    const elsewhere = await makeEvent(t.database.db, w.secondOrgId, [[w.ids.participant, 'SPEAKER']]);
    expect(elsewhere).toBeGreaterThan(0);
    await unchanged(async () => {
      for (const userId of [w.ids.stranger, w.ids.orgMember, w.ids.participant]) {
        const res = await call(as('evOrganizer'), 'POST', `/api/sessions/${w.sessionId}/speakers`, { user_id: userId });
        expect([res.statusCode, res.json().errors]).toEqual([
          422,
          { user_id: ['Speakers must be participants of the event'] },
        ]);
      }
    });
    const stored = await t.database.db
      .select({ id: sessionSpeakers.user_id })
      .from(sessionSpeakers)
      .where(eq(sessionSpeakers.session_id, w.sessionId));
    expect(stored).toEqual([{ id: w.ids.evSpeaker }]);
  });
});

describe('direct messages', () => {
  it('a third user can neither read, mark nor write a thread, over HTTP or the socket, and hears nothing of it', async () => {
    const thread = `/api/direct-messages/threads/${w.threadId}`;
    const third = connectClient(url, { token: as('nonParticipant') });
    await waitFor(third, 'connection_success');
    try {
      await unchanged(async () => {
        expect((await call(as('nonParticipant'), 'GET', `${thread}/messages`)).statusCode).toBe(404);
        expect((await call(as('nonParticipant'), 'POST', `${thread}/read`)).statusCode).toBe(404);
        expect((await call(as('nonParticipant'), 'POST', `${thread}/messages`, { content: 'me too' })).statusCode).toBe(
          404,
        );
        for (const event of ['get_direct_messages', 'mark_messages_read'] as const) {
          expect(await request(third, event, { thread_id: w.threadId })).toMatchObject({
            ok: false,
            error: { status: 404 },
          });
        }
      });
      const heard = record(third);
      expect((await call(as('participant'), 'POST', `${thread}/messages`, { content: 'private' })).statusCode).toBe(
        201,
      );
      const threads = await call(as('nonParticipant'), 'GET', '/api/direct-messages/threads');
      expect(JSON.stringify(threads.json())).not.toContain('private');
      await new Promise((r) => setTimeout(r, 150));
      expect([...heard.keys()]).toEqual([]);
    } finally {
      third.disconnect();
    }
  });
});

describe('ids guessed by number', () => {
  it("answers every id of another organization's resources exactly like an id that does not exist", async () => {
    const other = await buildWorld(t.app);
    const otherThread = await makeThread(t.database.db, other.ids.orgOwner, other.ids.orgAdmin, [
      { from: other.ids.orgOwner, content: 'theirs' },
    ]);
    const probes: [
      string,
      number,
      (id: number) => [method: 'GET' | 'PUT' | 'DELETE' | 'POST', path: string, payload?: Record<string, unknown>][],
    ][] = [
      [
        'organization',
        other.orgId,
        (id) => [
          ['GET', `/api/organizations/${id}`],
          ['GET', `/api/organizations/${id}/users`],
          ['GET', `/api/organizations/${id}/events`],
          ['PUT', `/api/organizations/${id}`, { name: `Mine ${w.unique()}` }],
          ['DELETE', `/api/organizations/${id}`],
        ],
      ],
      [
        'event',
        other.eventId,
        (id) => [
          ['GET', `/api/events/${id}`],
          ['GET', `/api/events/${id}/users`],
          ['GET', `/api/events/${id}/sessions`],
          ['PUT', `/api/events/${id}`, { title: 'Mine now' }],
          ['DELETE', `/api/events/${id}`],
          ['POST', `/api/events/${id}/users`, { user_id: w.ids.orgAdmin, role: 'ADMIN' }],
        ],
      ],
      [
        'session',
        other.sessionId,
        (id) => [
          ['GET', `/api/sessions/${id}`],
          ['GET', `/api/sessions/${id}/speakers`],
          ['PUT', `/api/sessions/${id}`, { title: 'Mine' }],
          ['DELETE', `/api/sessions/${id}`],
        ],
      ],
      [
        'thread',
        otherThread,
        (id) => [
          ['GET', `/api/direct-messages/threads/${id}/messages`],
          ['POST', `/api/direct-messages/threads/${id}/read`],
          ['POST', `/api/direct-messages/threads/${id}/messages`, { content: 'hi' }],
        ],
      ],
    ];
    await unchanged(async () => {
      for (const [kind, id, calls] of probes) {
        const theirs = calls(id);
        const nobodys = calls(2_147_483_000 + id);
        for (let i = 0; i < theirs.length; i += 1) {
          const [method, path, payload] = theirs[i] ?? ['GET', ''];
          const [, missingPath] = nobodys[i] ?? ['GET', ''];
          const [res, missing] = [
            await call(as('orgAdmin'), method, path, payload),
            await call(as('orgAdmin'), method, missingPath, payload),
          ];
          expect({ kind, method, status: res.statusCode, body: res.json() }).toEqual({
            kind,
            method,
            status: 404,
            body: missing.json(),
          });
        }
      }
    });
  });
});
