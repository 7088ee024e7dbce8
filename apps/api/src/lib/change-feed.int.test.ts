import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { makeEvent, makeOrganization, makeSession, makeThread } from '../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/helpers';

// Access tokens, agenda access and GET answers are held in memory (InvalidatedCache, ReadCache) and dropped by
// the ChangeFeed by scope (what changed): on every change announced by the database's triggers, which a write
// answered here waits for before its answer leaves.

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database, as behind a load balancer.
  other = await buildApp({ env: t.env, database: t.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const me = (app: FastifyInstance, u: TestUser) => call(app, u, { method: 'GET', url: '/api/auth/me' });
const statementsOf = async (fn: () => Promise<unknown>) => {
  const before = t.database.stats.statements;
  await fn();
  return t.database.stats.statements - before;
};

describe('the change feed', () => {
  it('is listening once the app is ready', () => {
    expect(t.app.ctx.changes.live).toBe(true);
    expect(other.ctx.changes.live).toBe(true);
  });

  it('holds a token once checked and the answer of /me: a repeat request costs no statement', async () => {
    const u = await signUp(t.app);
    await t.app.ctx.changes.settled();
    expect((await me(t.app, u)).statusCode).toBe(200);
    expect(await statementsOf(() => me(t.app, u))).toBe(0);
  });

  it('refuses a token logged out on this instance at once, and on the other once announced there', async () => {
    const u = await signUp(t.app);
    expect((await me(t.app, u)).statusCode).toBe(200);
    expect((await me(other, u)).statusCode).toBe(200);
    expect((await call(t.app, u, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect((await me(t.app, u)).statusCode).toBe(401);
    await other.ctx.changes.settled();
    expect((await me(other, u)).statusCode).toBe(401);
  });

  it('refuses a token whose refresh family was revoked with SQL, once announced', async () => {
    const u = await signUp(t.app);
    expect((await me(t.app, u)).statusCode).toBe(200);
    await t.database.db.execute(sql`update refresh_tokens set revoked_at = now() where user_id = ${u.id}`);
    await t.app.ctx.changes.settled();
    expect((await me(t.app, u)).statusCode).toBe(401);
  });

  it('refuses the agenda to someone removed from the organization on the other instance, once announced', async () => {
    const [owner, member] = [await signUp(t.app), await signUp(t.app)];
    const orgId = await makeOrganization(t.database.db, [
      [owner.id, 'OWNER'],
      [member.id, 'MEMBER'],
    ]);
    const eventId = await makeEvent(t.database.db, orgId, []);
    await makeSession(t.database.db, eventId);
    await t.app.ctx.changes.settled();
    const agenda = () => call(t.app, member, { method: 'GET', url: `/api/events/${eventId}/sessions` });
    expect((await agenda()).statusCode).toBe(200);
    const removed = await call(other, owner, {
      method: 'DELETE',
      url: `/api/organizations/${orgId}/users/${member.id}`,
    });
    expect(removed.statusCode).toBe(204);
    await t.app.ctx.changes.settled();
    expect((await agenda()).statusCode).toBe(404);
  });

  it('drops, for a write answered here, what depends on what it changed before the answer leaves, and nothing else', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const orgId = await makeOrganization(t.database.db, [
      [a.id, 'OWNER'],
      [b.id, 'MEMBER'],
    ]);
    const threadId = await makeThread(t.database.db, a.id, b.id, []);
    await t.app.ctx.changes.settled();
    const flush = vi.spyOn(t.app.ctx.changes, 'flush');
    const orgs = () => call(t.app, a, { method: 'GET', url: '/api/organizations' });
    const threads = () => call(t.app, a, { method: 'GET', url: '/api/direct-messages/threads' });
    expect((await orgs()).statusCode).toBe(200);
    expect((await threads()).json().threads[0].last_message).toBeNull();
    expect((await me(t.app, a)).statusCode).toBe(200);
    // The message shows at once in the thread list; the organization list and /me stay in memory.
    const sent = await call(t.app, a, {
      method: 'POST',
      url: `/api/direct-messages/threads/${threadId}/messages`,
      payload: { content: 'hi' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await threads()).json().threads[0].last_message.content).toBe('hi');
    expect(await statementsOf(orgs)).toBe(0);
    // (Once every change so far is announced, the thread list is held again.)
    await t.app.ctx.changes.settled();
    await threads();
    // A rename shows at once in the organization list; /me and the thread list stay in memory.
    const renamed = await call(t.app, a, {
      method: 'PUT',
      url: `/api/organizations/${orgId}`,
      payload: { name: `Renamed ${a.id}` },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await orgs()).json().organizations.map((o: { name: string }) => o.name)).toContain(`Renamed ${a.id}`);
    expect(await statementsOf(() => me(t.app, a))).toBe(0);
    expect(await statementsOf(threads)).toBe(0);
    expect(flush).not.toHaveBeenCalled();
  });

  it('shows an event edited on the other instance on the next read here, once announced', async () => {
    const [owner, member] = [await signUp(t.app), await signUp(t.app)];
    const orgId = await makeOrganization(t.database.db, [
      [owner.id, 'OWNER'],
      [member.id, 'MEMBER'],
    ]);
    const eventId = await makeEvent(t.database.db, orgId, []);
    const sessionId = await makeSession(t.database.db, eventId);
    await t.app.ctx.changes.settled();
    const event = () => call(t.app, member, { method: 'GET', url: `/api/events/${eventId}` });
    const session = () => call(t.app, member, { method: 'GET', url: `/api/sessions/${sessionId}` });
    expect((await event()).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(200);
    // The roles and the answer are in memory now: the next read costs no statement.
    expect(await statementsOf(event)).toBe(0);
    const edited = await call(other, owner, {
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { title: 'Edited elsewhere' },
    });
    expect(edited.statusCode).toBe(200);
    const renamed = await call(other, owner, {
      method: 'PUT',
      url: `/api/sessions/${sessionId}`,
      payload: { title: 'Session edited elsewhere' },
    });
    expect(renamed.statusCode).toBe(200);
    await t.app.ctx.changes.settled();
    expect((await event()).json().title).toBe('Edited elsewhere');
    expect((await session()).json().title).toBe('Session edited elsewhere');
    // Removed from the organization on the other instance: the held answers go with the membership.
    expect(
      (await call(other, owner, { method: 'DELETE', url: `/api/organizations/${orgId}/users/${member.id}` }))
        .statusCode,
    ).toBe(204);
    await t.app.ctx.changes.settled();
    expect((await event()).statusCode).toBe(404);
    expect((await session()).statusCode).toBe(404);
  });
});

describe('the change feed losing its connection', () => {
  it('stops caching while the LISTEN connection is gone, and resumes once it is back', async () => {
    const u = await signUp(t.app);
    await t.app.ctx.changes.settled();
    await me(t.app, u);
    expect(await statementsOf(() => me(t.app, u))).toBe(0);
    // End this database's listening connections, as a server restart or a network cut would.
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await vi.waitFor(() => expect(t.app.ctx.changes.live).toBe(false), { timeout: 5_000 });
    // Not live: the token and the answer are read from the database on every request.
    expect(await statementsOf(() => me(t.app, u))).toBe(2);
    expect(await statementsOf(() => me(t.app, u))).toBe(2);
    await vi.waitFor(() => expect(t.app.ctx.changes.live).toBe(true), { timeout: 10_000 });
    await me(t.app, u);
    expect(await statementsOf(() => me(t.app, u))).toBe(0);
    // And changes are heard again.
    await t.database.db.execute(sql`update refresh_tokens set revoked_at = now() where user_id = ${u.id}`);
    await t.app.ctx.changes.settled();
    expect((await me(t.app, u)).statusCode).toBe(401);
  });
});

describe('refusals', () => {
  it('are not held: someone added to an event with SQL sees its agenda on the next read, announced or not', async () => {
    const [owner, newcomer] = [await signUp(t.app), await signUp(t.app)];
    const orgId = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
    const eventId = await makeEvent(t.database.db, orgId, []);
    await t.app.ctx.changes.settled();
    const agenda = () => call(t.app, newcomer, { method: 'GET', url: `/api/events/${eventId}/sessions` });
    expect((await agenda()).statusCode).toBe(404);
    expect((await agenda()).statusCode).toBe(404);
    // The cache's only link to this write would be the notification: do not wait for it.
    await t.database.db.execute(
      sql`insert into event_users (event_id, user_id, role) values (${eventId}, ${newcomer.id}, 'ATTENDEE')`,
    );
    expect((await agenda()).statusCode).toBe(200);
  });
});
