import { MESSAGES } from '@atria/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventUsers, organizationUsers, organizations, refreshTokens, sessionSpeakers, users } from '../../db/schema';
import { makeEvent, makeOrganization, makeSession, makeThread } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { connectAs, listen, waitFor } from '../../test/socket-client';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => t.close());

const deleteAccount = (u: TestUser | null, password: string | undefined) =>
  call(t.app, u, { method: 'DELETE', url: '/api/users/me', payload: password === undefined ? {} : { password } });
const me = (u: TestUser) => call(t.app, u, { method: 'GET', url: '/api/auth/me' });
const orgName = async (id: number) =>
  (await t.database.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id)))[0]
    ?.name ?? '';

/** A person who takes part in everything an account can hold: a membership, an event role, a speaker slot. */
async function involvedPerson() {
  const [person, colleague] = await Promise.all([
    signUp(t.app, { first_name: 'Dana', last_name: 'Gone' }),
    signUp(t.app, { first_name: 'Kim', last_name: 'Stays' }),
  ]);
  const org = await makeOrganization(t.database.db, [
    [colleague.id, 'OWNER'],
    [person.id, 'MEMBER'],
  ]);
  const event = await makeEvent(t.database.db, org, [
    [person.id, 'SPEAKER'],
    [colleague.id, 'ADMIN'],
  ]);
  await makeSession(t.database.db, event, [person.id]);
  const thread = await makeThread(t.database.db, person.id, colleague.id, [
    { from: person.id, content: 'See you at the keynote' },
    { from: colleague.id, content: 'Great' },
  ]);
  return { person, colleague, org, event, thread };
}

describe('DELETE /api/users/me', () => {
  it('erases the personal data and every membership, participation and speaker slot, keeping the row for messages', async () => {
    const { person } = await involvedPerson();
    const res = await deleteAccount(person, person.password);
    expect(res.statusCode).toBe(204);
    const db = t.database.db;
    const [row] = await db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({
      first_name: 'Deleted',
      last_name: 'user',
      password_hash: null,
      image_url: null,
      bio: null,
    });
    expect(row?.email).not.toBe(person.email);
    expect(row?.deleted_at).toBeInstanceOf(Date);
    expect(await db.select().from(organizationUsers).where(eq(organizationUsers.user_id, person.id))).toEqual([]);
    expect(await db.select().from(eventUsers).where(eq(eventUsers.user_id, person.id))).toEqual([]);
    expect(await db.select().from(sessionSpeakers).where(eq(sessionSpeakers.user_id, person.id))).toEqual([]);
  });

  it('shows the other person the conversation with "Deleted user", messages kept, no profile', async () => {
    const { person, colleague, thread } = await involvedPerson();
    expect((await deleteAccount(person, person.password)).statusCode).toBe(204);
    const threads = await call(t.app, colleague, { method: 'GET', url: '/api/direct-messages/threads' });
    const listed = threads.json<{
      threads: { id: number; other_user: { id: number; full_name: string; image_url: string | null } }[];
    }>().threads;
    expect(listed.find((x) => x.id === thread)?.other_user).toEqual({
      id: person.id,
      full_name: MESSAGES.deletedUser,
      image_url: null,
    });
    const messages = await call(t.app, colleague, {
      method: 'GET',
      url: `/api/direct-messages/threads/${thread}/messages`,
    });
    expect(messages.statusCode).toBe(200);
    expect(JSON.stringify(messages.json())).toContain('See you at the keynote');
    expect(JSON.stringify(messages.json())).not.toContain(person.email);
    expect((await call(t.app, colleague, { method: 'GET', url: `/api/users/${person.id}` })).statusCode).toBe(404);
    const send = await call(t.app, colleague, {
      method: 'POST',
      url: `/api/direct-messages/threads/${thread}/messages`,
      payload: { content: 'hello?' },
    });
    expect(send.statusCode).toBe(403);
  });

  it('ends every login at once: tokens refused, sockets told and closed, and the password no longer logs in', async () => {
    const person = await signUp(t.app);
    const phoneLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
    });
    const phone = phoneLogin.json<{ access_token: string; refresh_token: string }>();
    const socket = await connectAs(url, phone.access_token);
    const told = waitFor(socket, 'auth_error');
    expect((await deleteAccount(person, person.password)).statusCode).toBe(204);
    expect(await told).toEqual({ message: 'Session ended' });
    socket.close();
    expect((await me(person)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${phone.access_token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          headers: { authorization: `Bearer ${phone.refresh_token}` },
        })
      ).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('leaves no working token behind when a refresh races the deletion', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => signUp(t.app)));
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${token}` } });
    // The password check takes a while before the deletion's transaction: refreshes are spread across it.
    const refreshLater = (p: TestUser, ms: number) =>
      new Promise((r) => setTimeout(r, ms)).then(() => refresh(p.refresh));
    const raced = await Promise.all(
      people.map((p, i) => Promise.all([deleteAccount(p, p.password), refreshLater(p, i * 10)])),
    );
    for (const [deletion, rotated] of raced) {
      expect(deletion.statusCode).toBe(204);
      if (rotated.statusCode !== 200) continue;
      // A refresh that won the race got a pair of a login the deletion revoked: neither token gets anywhere.
      const pair = rotated.json<{ access_token: string; refresh_token: string }>();
      const again = await refresh(pair.refresh_token);
      const tokens =
        again.statusCode === 200
          ? [pair.access_token, again.json<{ access_token: string }>().access_token]
          : [pair.access_token];
      for (const token of tokens) {
        expect(
          (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }))
            .statusCode,
        ).toBe(401);
      }
    }
  });

  it('never deadlocks a refresh against a deletion that already holds the account (the refresh waits, then is refused)', async () => {
    const person = await signUp(t.app);
    let refreshed: Promise<{ statusCode: number }> | undefined;
    // What a deletion does, step by step: the account row first, then (once a refresh has started) the logins.
    await t.database.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, person.id)).for('update');
      refreshed = t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { authorization: `Bearer ${person.refresh}` },
      });
      await new Promise((r) => setTimeout(r, 300));
      await tx.update(refreshTokens).set({ revoked_at: new Date() }).where(eq(refreshTokens.user_id, person.id));
    });
    expect((await refreshed)?.statusCode).toBe(401);
  });

  it('answers 401 to deleting twice', async () => {
    const person = await signUp(t.app);
    expect((await deleteAccount(person, person.password)).statusCode).toBe(204);
    expect((await deleteAccount(person, person.password)).statusCode).toBe(401);
  });

  it('leaves no email by which the deleted account can be found, added to an organization or invited again', async () => {
    const [person, admin] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const org = await makeOrganization(t.database.db, [[admin.id, 'OWNER']]);
    expect((await deleteAccount(person, person.password)).statusCode).toBe(204);
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, person.id));
    const stored = row?.email ?? '';
    const lookup = await call(t.app, admin, {
      method: 'GET',
      url: `/api/users/check-email?email=${encodeURIComponent(stored)}`,
    });
    expect(lookup.statusCode).toBe(422);
    const add = await call(t.app, admin, {
      method: 'POST',
      url: `/api/organizations/${org}/users`,
      payload: { email: stored, first_name: 'Taken', last_name: 'Over', role: 'MEMBER' },
    });
    expect(add.statusCode).toBe(422);
    const byOldEmail = await call(t.app, admin, {
      method: 'GET',
      url: `/api/users/check-email?email=${encodeURIComponent(person.email)}`,
    });
    expect(byOldEmail.json()).toEqual({ user: null });
  });

  it('frees the email: the person can sign up again as someone new', async () => {
    const person = await signUp(t.app);
    expect((await deleteAccount(person, person.password)).statusCode).toBe(204);
    const again = await signUp(t.app, { email: person.email });
    expect(again.id).not.toBe(person.id);
  });

  it('refuses the last owner of an organization with 409 naming it, changing nothing', async () => {
    const person = await signUp(t.app);
    const org = await makeOrganization(t.database.db, [[person.id, 'OWNER']]);
    const res = await deleteAccount(person, person.password);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `You are the last owner of ${await orgName(org)}. Make someone else an owner or delete the organization first.`,
    );
    expect((await me(person)).json()).toMatchObject({ email: person.email });
    expect(
      await t.database.db.select().from(organizationUsers).where(eq(organizationUsers.user_id, person.id)),
    ).toHaveLength(1);
  });

  it('names every organization the person is the last owner of, and not one with another owner', async () => {
    const [person, coOwner] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const first = await makeOrganization(t.database.db, [[person.id, 'OWNER']]);
    const shared = await makeOrganization(t.database.db, [
      [person.id, 'OWNER'],
      [coOwner.id, 'OWNER'],
    ]);
    const second = await makeOrganization(t.database.db, [
      [person.id, 'OWNER'],
      [coOwner.id, 'ADMIN'],
    ]);
    const message = (await deleteAccount(person, person.password)).json<{ message: string }>().message;
    expect(message).toBe(
      `You are the last owner of ${await orgName(first)} and ${await orgName(second)}. Make someone else an owner or delete those organizations first.`,
    );
    expect(message).not.toContain(await orgName(shared));
  });

  it('lets an owner go when the organization has another owner', async () => {
    const [person, coOwner] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const org = await makeOrganization(t.database.db, [
      [person.id, 'OWNER'],
      [coOwner.id, 'OWNER'],
    ]);
    expect((await deleteAccount(person, person.password)).statusCode).toBe(204);
    const members = await call(t.app, coOwner, { method: 'GET', url: `/api/organizations/${org}/users` });
    expect(JSON.stringify(members.json())).not.toContain(person.email);
  });

  it('keeps an owner when the two owners of an organization delete their accounts at the same moment', async () => {
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const org = await makeOrganization(t.database.db, [
      [a.id, 'OWNER'],
      [b.id, 'OWNER'],
    ]);
    const statuses = (await Promise.all([deleteAccount(a, a.password), deleteAccount(b, b.password)]))
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([204, 409]);
    const owners = await t.database.db
      .select()
      .from(organizationUsers)
      .where(and(eq(organizationUsers.organization_id, org), eq(organizationUsers.role, 'OWNER')));
    expect(owners).toHaveLength(1);
  });

  it('refuses a wrong or missing password with 422 on the field, changing nothing', async () => {
    const person = await signUp(t.app);
    const wrong = await deleteAccount(person, 'not my password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [MESSAGES.currentPasswordWrong] });
    const missing = await deleteAccount(person, undefined);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toEqual([MESSAGES.currentPasswordRequired]);
    expect((await me(person)).json()).toMatchObject({ email: person.email, first_name: 'Test' });
  });

  it("acts on the caller only: another user's password does not delete the caller, nor that user", async () => {
    const [person, other] = await Promise.all([signUp(t.app), signUp(t.app, { password: 'the other password' })]);
    expect((await deleteAccount(person, other.password)).statusCode).toBe(422);
    expect((await me(person)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('answers 401 anonymously', async () => {
    expect((await deleteAccount(null, 'whatever')).statusCode).toBe(401);
  });

  it("refuses to change the shared demo account's password or delete it (403), changing nothing", async () => {
    const demoEmail = `demo.${Date.now().toString(36)}@demo.test`;
    const demo = await createTestApp({ ATRIA_DEMO: '1', DEMO_EMAIL: demoEmail });
    try {
      const visitor = await signUp(demo.app, { email: demoEmail });
      const password = await call(demo.app, visitor, {
        method: 'PUT',
        url: '/api/auth/password',
        payload: { current_password: visitor.password, new_password: 'locked you all out' },
      });
      expect(password.statusCode).toBe(403);
      const deletion = await call(demo.app, visitor, {
        method: 'DELETE',
        url: '/api/users/me',
        payload: { password: visitor.password },
      });
      expect(deletion.statusCode).toBe(403);
      const login = await demo.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoEmail, password: visitor.password },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
