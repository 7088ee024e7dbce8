import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { makeEvent, makeOrganization, makeSession, makeThread } from '../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/helpers';

// Access tokens and agenda access are held in memory (InvalidatedCache) and emptied by the ChangeFeed: on a
// write this instance answers, and on every change announced by the database's triggers.

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

  it('holds a token once checked: a repeat request costs no statement for it', async () => {
    const u = await signUp(t.app);
    await t.app.ctx.changes.settled();
    expect((await me(t.app, u)).statusCode).toBe(200);
    // /me reads the user: one statement, the token check being served from memory.
    expect(await statementsOf(() => me(t.app, u))).toBe(1);
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
    const removed = await call(other, owner, { method: 'DELETE', url: `/api/organizations/${orgId}/users/${member.id}` });
    expect(removed.statusCode).toBe(204);
    await t.app.ctx.changes.settled();
    expect((await agenda()).statusCode).toBe(404);
  });

  it('is emptied by a write answered here before the answer leaves, not by reads or messages', async () => {
    const app = await buildApp({ env: t.env, database: t.database, logger: false });
    await app.ready();
    try {
      // Without its LISTEN, only this instance's own writes can empty its caches.
      await app.ctx.changes.stop();
      const flush = vi.spyOn(app.ctx.changes, 'flush');
      const [a, b] = [await signUp(t.app), await signUp(t.app)];
      const orgId = await makeOrganization(t.database.db, [
        [a.id, 'OWNER'],
        [b.id, 'MEMBER'],
      ]);
      const threadId = await makeThread(t.database.db, a.id, b.id, []);
      expect((await call(app, a, { method: 'GET', url: `/api/organizations/${orgId}` })).statusCode).toBe(200);
      const sent = await call(app, a, { method: 'POST', url: `/api/direct-messages/threads/${threadId}/messages`, payload: { content: 'hi' } });
      expect(sent.statusCode).toBe(201);
      expect(flush).not.toHaveBeenCalled();
      const renamed = await call(app, a, { method: 'PUT', url: `/api/organizations/${orgId}`, payload: { name: `Renamed ${a.id}` } });
      expect(renamed.statusCode).toBe(200);
      expect(flush).toHaveBeenCalledTimes(1);
    } finally {
      await app.close();
    }
  });
});

describe('the change feed losing its connection', () => {
  it('stops caching while the LISTEN connection is gone, and resumes once it is back', async () => {
    const u = await signUp(t.app);
    await t.app.ctx.changes.settled();
    await me(t.app, u);
    expect(await statementsOf(() => me(t.app, u))).toBe(1);
    // End this database's listening connections, as a server restart or a network cut would.
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await vi.waitFor(() => expect(t.app.ctx.changes.live).toBe(false), { timeout: 5_000 });
    // Not live: the token is checked in the database on every request.
    expect(await statementsOf(() => me(t.app, u))).toBe(2);
    expect(await statementsOf(() => me(t.app, u))).toBe(2);
    await vi.waitFor(() => expect(t.app.ctx.changes.live).toBe(true), { timeout: 10_000 });
    await me(t.app, u);
    expect(await statementsOf(() => me(t.app, u))).toBe(1);
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
    await t.database.db.execute(sql`insert into event_users (event_id, user_id, role) values (${eventId}, ${newcomer.id}, 'ATTENDEE')`);
    expect((await agenda()).statusCode).toBe(200);
  });
});
