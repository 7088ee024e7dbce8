import { MESSAGES } from '@atria/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/secrets';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { connectAs, listen, waitFor } from '../../test/socket-client';

let t: TestApp;
let url: string;
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => t.close());

/** A second login of the same person, from another device. */
async function loginAgain(u: TestUser, userAgent = SAFARI_IOS): Promise<TestUser> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: u.email, password: u.password },
  });
  expect(res.statusCode).toBe(200);
  const pair = res.json<{ access_token: string; refresh_token: string }>();
  return {
    ...u,
    token: pair.access_token,
    refresh: pair.refresh_token,
    auth: { authorization: `Bearer ${pair.access_token}` },
  };
}

const refresh = (token: string, userAgent?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { authorization: `Bearer ${token}`, ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });
const me = (u: TestUser) => call(t.app, u, { method: 'GET', url: '/api/auth/me' });
const logins = async (u: TestUser) =>
  (await call(t.app, u, { method: 'GET', url: '/api/auth/logins' })).json<{
    logins: { id: string; device: string; current: boolean; created_at: string; last_seen_at: string }[];
  }>().logins;
const changePassword = (u: TestUser | null, payload: Record<string, unknown>) =>
  call(t.app, u, { method: 'PUT', url: '/api/auth/password', payload });

describe('PUT /api/auth/password', () => {
  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const u = await signUp(t.app);
    const res = await changePassword(u, { current_password: u.password, new_password: 'a brand new secret' });
    expect(res.statusCode).toBe(204);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password } });
    expect((await login('a brand new secret')).statusCode).toBe(200);
    expect((await login(u.password)).statusCode).toBe(401);
  });

  it('ends every other login (tokens and sockets) and keeps the one that changed it', async () => {
    const u = await signUp(t.app);
    const phone = await loginAgain(u);
    const socket = await connectAs(url, phone.token);
    const told = waitFor(socket, 'auth_error');
    expect(
      (await changePassword(u, { current_password: u.password, new_password: 'another new secret' })).statusCode,
    ).toBe(204);
    expect(await told).toEqual({ message: 'Session ended' });
    socket.close();
    expect((await me(phone)).statusCode).toBe(401);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await me(u)).statusCode).toBe(200);
    expect((await refresh(u.refresh)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 422 on that field, changing nothing and ending no login', async () => {
    const u = await signUp(t.app);
    const phone = await loginAgain(u);
    const res = await changePassword(u, { current_password: 'not my password', new_password: 'a brand new secret' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: [MESSAGES.currentPasswordWrong] });
    expect((await me(phone)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a weak or missing new password with the sign-up rule and its message', async () => {
    const u = await signUp(t.app);
    const weak = await changePassword(u, { current_password: u.password, new_password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.new_password).toEqual([MESSAGES.passwordMin]);
    const missing = await changePassword(u, { new_password: 'long enough now' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual([MESSAGES.currentPasswordRequired]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: u.email, password: u.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 429 after too many wrong current passwords, even with the right one', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const u = await signUp(limited.app);
      const attempt = (current_password: string) =>
        call(limited.app, u, {
          method: 'PUT',
          url: '/api/auth/password',
          payload: { current_password, new_password: 'a brand new secret' },
        });
      expect((await attempt('wrong one')).statusCode).toBe(422);
      expect((await attempt('wrong two')).statusCode).toBe(422);
      const refused = await attempt(u.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('answers 401 anonymously', async () => {
    expect((await changePassword(null, { current_password: 'x', new_password: 'long enough now' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/auth/logins', () => {
  it('lists each login with its device and times, the current one marked, and only your own', async () => {
    const u = await signUp(t.app);
    const laptop = await loginAgain(u, CHROME_LINUX);
    const phone = await loginAgain(u, SAFARI_IOS);
    const other = await signUp(t.app);
    await loginAgain(other, CHROME_LINUX);
    const list = await logins(laptop);
    expect(list).toHaveLength(3);
    expect(list.filter((l) => l.current).map((l) => l.device)).toEqual(['Chrome on Linux']);
    expect(list[0]?.current).toBe(true);
    // The sign-up's client (the test injector) is not a browser: its User-Agent is shown as sent.
    expect(list.map((l) => l.device).sort()).toEqual(['Chrome on Linux', 'Safari on iOS', 'lightMyRequest']);
    for (const l of list) expect(Date.parse(l.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(l.created_at));
    expect((await logins(phone)).find((l) => l.current)?.device).toBe('Safari on iOS');
    expect(await logins(other)).toHaveLength(2);
  });

  it('moves "last seen" on refresh and keeps the login (same id, same start)', async () => {
    const u = await loginAgain(await signUp(t.app), CHROME_LINUX);
    const [before] = (await logins(u)).filter((l) => l.current);
    await new Promise((r) => setTimeout(r, 20));
    const rotated = await refresh(u.refresh, CHROME_LINUX);
    expect(rotated.statusCode).toBe(200);
    const token = rotated.json<{ access_token: string }>().access_token;
    const after = (await logins({ ...u, auth: { authorization: `Bearer ${token}` } })).find((l) => l.current);
    expect(after).toMatchObject({ id: before?.id, created_at: before?.created_at, device: 'Chrome on Linux' });
    expect(Date.parse(after?.last_seen_at ?? '')).toBeGreaterThan(Date.parse(before?.last_seen_at ?? ''));
  });

  it('leaves out logins that logged out', async () => {
    const u = await signUp(t.app);
    const phone = await loginAgain(u);
    expect((await call(t.app, phone, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect((await logins(u)).map((l) => l.current)).toEqual([true]);
  });

  it('answers 401 anonymously', async () => {
    expect((await call(t.app, null, { method: 'GET', url: '/api/auth/logins' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/logins/:id', () => {
  it('ends that login at once: its access token, its refresh token and its sockets', async () => {
    const u = await signUp(t.app);
    const phone = await loginAgain(u);
    const socket = await connectAs(url, phone.token);
    const told = waitFor(socket, 'auth_error');
    const target = (await logins(phone)).find((l) => l.current);
    const res = await call(t.app, u, { method: 'DELETE', url: `/api/auth/logins/${target?.id}` });
    expect(res.statusCode).toBe(204);
    expect(await told).toEqual({ message: 'Session ended' });
    socket.close();
    expect((await me(phone)).statusCode).toBe(401);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await me(u)).statusCode).toBe(200);
    expect((await logins(u)).map((l) => l.id)).not.toContain(target?.id);
  });

  it("answers 404 for another user's login and changes nothing", async () => {
    const u = await signUp(t.app);
    const victim = await signUp(t.app);
    const [theirs] = await logins(victim);
    const res = await call(t.app, u, { method: 'DELETE', url: `/api/auth/logins/${theirs?.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.loginNotFound);
    expect((await me(victim)).statusCode).toBe(200);
  });

  it('answers 404 for a login already ended, one that never existed, and an id that is no id', async () => {
    const u = await signUp(t.app);
    const phone = await loginAgain(u);
    const id = (await logins(phone)).find((l) => l.current)?.id;
    expect((await call(t.app, u, { method: 'DELETE', url: `/api/auth/logins/${id}` })).statusCode).toBe(204);
    expect((await call(t.app, u, { method: 'DELETE', url: `/api/auth/logins/${id}` })).statusCode).toBe(404);
    expect(
      (await call(t.app, u, { method: 'DELETE', url: '/api/auth/logins/6f1c2a4e-2f4b-4c1e-9a57-0d1e2f3a4b5c' }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, u, { method: 'DELETE', url: '/api/auth/logins/not-a-uuid' })).statusCode).toBe(404);
  });

  it('ends the current login too, like a logout (the same token then answers 401)', async () => {
    const u = await signUp(t.app);
    const own = (await logins(u)).find((l) => l.current)?.id;
    expect((await call(t.app, u, { method: 'DELETE', url: `/api/auth/logins/${own}` })).statusCode).toBe(204);
    expect((await me(u)).statusCode).toBe(401);
  });

  it('answers 401 anonymously', async () => {
    expect(
      (await call(t.app, null, { method: 'DELETE', url: '/api/auth/logins/6f1c2a4e-2f4b-4c1e-9a57-0d1e2f3a4b5c' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('DELETE /api/auth/logins (log out everywhere)', () => {
  it("ends every login of the caller, this one included, and no one else's", async () => {
    const u = await signUp(t.app);
    const phone = await loginAgain(u);
    const other = await signUp(t.app);
    const socket = await connectAs(url, phone.token);
    const told = waitFor(socket, 'auth_error');
    expect((await call(t.app, u, { method: 'DELETE', url: '/api/auth/logins' })).statusCode).toBe(204);
    expect(await told).toEqual({ message: 'Session ended' });
    socket.close();
    for (const login of [u, phone]) {
      expect((await me(login)).statusCode).toBe(401);
      expect((await refresh(login.refresh)).statusCode).toBe(401);
    }
    expect((await me(other)).statusCode).toBe(200);
  });

  it('answers 401 anonymously', async () => {
    expect((await call(t.app, null, { method: 'DELETE', url: '/api/auth/logins' })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('describes the account calls from the contracts: bodies, the login list and the answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = (op: { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }) =>
      Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {}).sort();
    expect(body(doc.paths['/api/auth/password'].put)).toEqual(['current_password', 'new_password']);
    expect(body(doc.paths['/api/users/me'].delete)).toEqual(['password']);
    const list = doc.paths['/api/auth/logins'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(list.properties.logins.items.properties).sort()).toEqual([
      'created_at',
      'current',
      'device',
      'id',
      'last_seen_at',
    ]);
    expect(Object.keys(doc.paths['/api/auth/logins/{id}'].delete.responses)).toEqual(
      expect.arrayContaining(['204', '401', '404']),
    );
    expect(Object.keys(doc.paths['/api/users/me'].delete.responses)).toEqual(
      expect.arrayContaining(['204', '401', '409', '422']),
    );
  });
});

describe('a login ended while one of its tokens was being rotated', () => {
  it('refuses the successor the rotation left unrevoked: the family is ended as a whole', async () => {
    const u = await signUp(t.app);
    const [row] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, sha256(u.refresh)));
    // What a refresh racing "log out everywhere" can leave: the old token revoked, its successor not.
    const successor = randomToken(32);
    await t.database.db
      .update(refreshTokens)
      .set({ rotated_at: new Date(), revoked_at: new Date() })
      .where(eq(refreshTokens.id, row?.id ?? 0));
    await t.database.db.insert(refreshTokens).values({
      user_id: u.id,
      family_id: row?.family_id ?? '',
      token_hash: sha256(successor),
      expires_at: new Date(Date.now() + 3_600_000),
    });
    expect((await refresh(successor)).statusCode).toBe(401);
  });
});
