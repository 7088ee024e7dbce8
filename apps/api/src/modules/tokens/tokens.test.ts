import { PERSONAL_TOKEN_PREFIX } from '@atria/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, personalAccessTokens } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { makeEvent, makeOrganization, makeSession } from '../../test/fixtures';
import { call, createTestApp, createTestCluster, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { connectClient, listen, waitFor } from '../../test/socket-client';
import { TOKEN_MESSAGES } from './token-gate';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ PERSONAL_TOKEN_RATE_LIMIT_PER_MINUTE: '1000' });
  url = await listen(t.app);
});
afterAll(async () => t.close());

interface Created {
  id: number;
  token: string;
  prefix: string;
  scopes: string[];
  organization_ids: number[] | null;
  expires_at: string | null;
  last_used_at: string | null;
}

async function createToken(u: TestUser, body: Record<string, unknown>, app = t.app): Promise<Created> {
  const res = await call(app, u, { method: 'POST', url: '/api/users/me/tokens', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Created>();
}

const withToken = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  app = t.app,
) => app.inject({ method, url: path, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

const orgName = async (id: number) =>
  (await t.database.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id)))[0]
    ?.name;

describe('creating, listing and revoking tokens', () => {
  it('shows the token once, stores only its SHA-256, and lists it without the secret', async () => {
    const u = await signUp(t.app);
    const created = await createToken(u, { name: 'CRM sync', scopes: ['read'], expires_in_days: 30 });
    expect(created.token.startsWith(PERSONAL_TOKEN_PREFIX)).toBe(true);
    expect(created.token.length).toBeGreaterThan(PERSONAL_TOKEN_PREFIX.length + 40);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    const expires = Date.parse(created.expires_at ?? '');
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);

    const [row] = await t.database.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, created.id));
    expect(row?.token_hash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await call(t.app, u, { method: 'GET', url: '/api/users/me/tokens' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    expect(list.json()).toEqual({
      tokens: [
        {
          id: created.id,
          name: 'CRM sync',
          prefix: created.prefix,
          scopes: ['read'],
          organization_ids: null,
          expires_at: created.expires_at,
          last_used_at: null,
          created_at: expect.any(String),
        },
      ],
    });
  });

  it('records when a token was last used', async () => {
    const u = await signUp(t.app);
    const created = await createToken(u, { name: 'used', scopes: ['read'], expires_in_days: null });
    expect((await withToken(created.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await call(t.app, u, { method: 'GET', url: '/api/users/me/tokens' })).json<{ tokens: Created[] }>().tokens[0]
            ?.last_used_at,
      )
      .toEqual(expect.any(String));
  });

  it('refuses to limit a token to an organization the person is not a member of, creating nothing', async () => {
    const u = await signUp(t.app);
    const other = await signUp(t.app);
    const foreign = await makeOrganization(t.database.db, [[other.id, 'OWNER']]);
    const res = await call(t.app, u, {
      method: 'POST',
      url: '/api/users/me/tokens',
      payload: { name: 'x', scopes: ['read'], organization_ids: [foreign], expires_in_days: 7 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { organization_ids: [expect.any(String)] } });
    expect((await call(t.app, u, { method: 'GET', url: '/api/users/me/tokens' })).json()).toEqual({ tokens: [] });
  });

  it.each([
    ['no scope', { name: 'x', scopes: [], expires_in_days: 7 }],
    ['an unknown scope', { name: 'x', scopes: ['admin'], expires_in_days: 7 }],
    ['a blank name', { name: '   ', scopes: ['read'], expires_in_days: 7 }],
    ['0 days', { name: 'x', scopes: ['read'], expires_in_days: 0 }],
    ['400 days', { name: 'x', scopes: ['read'], expires_in_days: 400 }],
    ['no expiry given', { name: 'x', scopes: ['read'] }],
    ['an empty organization list', { name: 'x', scopes: ['read'], organization_ids: [], expires_in_days: 7 }],
  ])('refuses %s with 422 and creates nothing', async (_label, payload) => {
    const u = await signUp(t.app);
    const res = await call(t.app, u, { method: 'POST', url: '/api/users/me/tokens', payload });
    expect(res.statusCode).toBe(422);
    expect((await call(t.app, u, { method: 'GET', url: '/api/users/me/tokens' })).json()).toEqual({ tokens: [] });
  });

  it("revokes only the caller's own tokens: someone else's id answers 404 and keeps working", async () => {
    const u = await signUp(t.app);
    const other = await signUp(t.app);
    const theirs = await createToken(other, { name: 'theirs', scopes: ['read'], expires_in_days: 7 });
    const res = await call(t.app, u, { method: 'DELETE', url: `/api/users/me/tokens/${theirs.id}` });
    expect(res.statusCode).toBe(404);
    expect((await withToken(theirs.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });
});

describe('a token as the bearer credential', () => {
  it('acts as its person on GET (and a read-only token is refused any change with 403, changing nothing)', async () => {
    const u = await signUp(t.app);
    const orgId = await makeOrganization(t.database.db, [[u.id, 'OWNER']]);
    const read = await createToken(u, { name: 'read', scopes: ['read'], expires_in_days: 7 });
    const me = await withToken(read.token, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: u.id, email: u.email });
    expect((await withToken(read.token, 'GET', `/api/organizations/${orgId}`)).statusCode).toBe(200);

    const before = await orgName(orgId);
    const put = await withToken(read.token, 'PUT', `/api/organizations/${orgId}`, { name: 'Renamed by a reader' });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ code: 'FORBIDDEN', message: TOKEN_MESSAGES.readOnly });
    expect(await orgName(orgId)).toBe(before);
    expect((await withToken(read.token, 'POST', '/api/organizations', { name: 'New by a reader' })).statusCode).toBe(
      403,
    );
  });

  it('lets a write token change what its person may change, and nothing they may not', async () => {
    const u = await signUp(t.app);
    const owner = await signUp(t.app);
    const mine = await makeOrganization(t.database.db, [[u.id, 'OWNER']]);
    const asMember = await makeOrganization(t.database.db, [
      [owner.id, 'OWNER'],
      [u.id, 'MEMBER'],
    ]);
    const write = await createToken(u, { name: 'write', scopes: ['read', 'write'], expires_in_days: 7 });
    expect(
      (await withToken(write.token, 'PUT', `/api/organizations/${mine}`, { name: 'Renamed by token' })).statusCode,
    ).toBe(200);
    expect(await orgName(mine)).toBe('Renamed by token');
    const before = await orgName(asMember);
    expect((await withToken(write.token, 'PUT', `/api/organizations/${asMember}`, { name: 'Nope' })).statusCode).toBe(
      403,
    );
    expect(await orgName(asMember)).toBe(before);
  });

  it('reaches only the organizations it is limited to: other organizations, their events and sessions, and routes of no organization answer 403', async () => {
    const u = await signUp(t.app);
    const inScope = await makeOrganization(t.database.db, [[u.id, 'OWNER']]);
    const outOfScope = await makeOrganization(t.database.db, [[u.id, 'OWNER']]);
    const eventIn = await makeEvent(t.database.db, inScope, [[u.id, 'ADMIN']]);
    const eventOut = await makeEvent(t.database.db, outOfScope, [[u.id, 'ADMIN']]);
    const sessionIn = await makeSession(t.database.db, eventIn);
    const sessionOut = await makeSession(t.database.db, eventOut);
    const scoped = await createToken(u, {
      name: 'one org',
      scopes: ['write'],
      organization_ids: [inScope],
      expires_in_days: 7,
    });
    for (const path of [
      `/api/organizations/${inScope}`,
      `/api/organizations/${inScope}/events`,
      `/api/events/${eventIn}`,
      `/api/events/${eventIn}/users`,
      `/api/sessions/${sessionIn}`,
      '/api/auth/me',
    ])
      expect((await withToken(scoped.token, 'GET', path)).statusCode, path).toBe(200);
    for (const path of [
      `/api/organizations/${outOfScope}`,
      `/api/organizations/${outOfScope}/events`,
      `/api/events/${eventOut}`,
      `/api/events/${eventOut}/users`,
      `/api/sessions/${sessionOut}`,
      `/api/sessions/${sessionOut}/speakers`,
      '/api/events/2147483000',
    ]) {
      const res = await withToken(scoped.token, 'GET', path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: TOKEN_MESSAGES.outsideOrganizations });
    }
    for (const path of [
      '/api/organizations',
      '/api/direct-messages/threads',
      `/api/users/${u.id}`,
      '/api/users/me/agenda',
    ]) {
      const res = await withToken(scoped.token, 'GET', path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: TOKEN_MESSAGES.notAnOrganizationRoute });
    }
    const before = await orgName(outOfScope);
    expect((await withToken(scoped.token, 'PUT', `/api/organizations/${outOfScope}`, { name: 'Out' })).statusCode).toBe(
      403,
    );
    expect(await orgName(outOfScope)).toBe(before);
    expect((await withToken(scoped.token, 'PUT', `/api/organizations/${inScope}`, { name: 'In' })).statusCode).toBe(
      200,
    );
  });

  it("is checked before the read cache: an answer its person's login had cached is still refused outside its organizations", async () => {
    const u = await signUp(t.app);
    const inScope = await makeOrganization(t.database.db, [[u.id, 'OWNER']]);
    const outOfScope = await makeOrganization(t.database.db, [[u.id, 'OWNER']]);
    const eventOut = await makeEvent(t.database.db, outOfScope, [[u.id, 'ADMIN']]);
    for (const path of [`/api/events/${eventOut}`, `/api/organizations/${outOfScope}/events`])
      for (let i = 0; i < 3; i += 1) expect((await call(t.app, u, { method: 'GET', url: path })).statusCode).toBe(200);
    const scoped = await createToken(u, {
      name: 'one org',
      scopes: ['read'],
      organization_ids: [inScope],
      expires_in_days: 7,
    });
    for (const path of [`/api/events/${eventOut}`, `/api/organizations/${outOfScope}/events`])
      expect((await withToken(scoped.token, 'GET', path)).statusCode, path).toBe(403);
  });

  it('never manages the account or tokens: 403, nothing changed', async () => {
    const u = await signUp(t.app);
    const write = await createToken(u, { name: 'write', scopes: ['read', 'write'], expires_in_days: 7 });
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object][] = [
      ['GET', '/api/users/me/tokens'],
      ['POST', '/api/users/me/tokens', { name: 'minted', scopes: ['write'], expires_in_days: null }],
      ['DELETE', `/api/users/me/tokens/${write.id}`],
      ['PUT', '/api/auth/password', { current_password: u.password, new_password: 'taken over by a token' }],
      ['GET', '/api/auth/logins'],
      ['DELETE', '/api/auth/logins'],
      ['POST', '/api/auth/logout'],
      ['DELETE', '/api/users/me', { password: u.password }],
    ];
    for (const [method, path, body] of calls) {
      const res = await withToken(write.token, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: TOKEN_MESSAGES.sessionOnly });
    }
    const tokens = await call(t.app, u, { method: 'GET', url: '/api/users/me/tokens' });
    expect(tokens.json<{ tokens: Created[] }>().tokens.map((x) => x.id)).toEqual([write.id]);
    expect((await call(t.app, u, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('answers 401 to an expired token, a revoked one, an unknown one, and one of a deleted account', async () => {
    const u = await signUp(t.app);
    const expired = await createToken(u, { name: 'old', scopes: ['read'], expires_in_days: 1 });
    await t.database.db.execute(
      sql`update personal_access_tokens set expires_at = now() - interval '1 second' where id = ${expired.id}`,
    );
    // Checked against the clock on every request, also when the token is held in memory.
    const res = await withToken(expired.token, 'GET', '/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: TOKEN_MESSAGES.expired });

    const revoked = await createToken(u, { name: 'revoked', scopes: ['read'], expires_in_days: 7 });
    expect((await withToken(revoked.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await call(t.app, u, { method: 'DELETE', url: `/api/users/me/tokens/${revoked.id}` })).statusCode).toBe(
      204,
    );
    expect((await withToken(revoked.token, 'GET', '/api/auth/me')).statusCode).toBe(401);

    expect((await withToken(`${PERSONAL_TOKEN_PREFIX}${'x'.repeat(43)}`, 'GET', '/api/auth/me')).statusCode).toBe(401);

    const gone = await signUp(t.app);
    const goneToken = await createToken(gone, { name: 'gone', scopes: ['read'], expires_in_days: 7 });
    expect((await withToken(goneToken.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect(
      (await call(t.app, gone, { method: 'DELETE', url: '/api/users/me', payload: { password: gone.password } }))
        .statusCode,
    ).toBe(204);
    expect((await withToken(goneToken.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('is refused on the socket with auth_error', async () => {
    const u = await signUp(t.app);
    const write = await createToken(u, { name: 'socket', scopes: ['read', 'write'], expires_in_days: 7 });
    const socket = connectClient(url, { token: write.token });
    try {
      const disconnected = new Promise((r) => socket.on('disconnect', r));
      expect(await waitFor(socket, 'auth_error')).toEqual({ message: 'Invalid or expired token' });
      expect(await disconnected).toBe('io server disconnect');
    } finally {
      socket.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the per-token rate, and leaves other tokens and logins alone', async () => {
    const limited = await createTestApp({ PERSONAL_TOKEN_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const u = await signUp(limited.app);
      const a = await createToken(u, { name: 'a', scopes: ['read'], expires_in_days: 7 }, limited.app);
      const b = await createToken(u, { name: 'b', scopes: ['read'], expires_in_days: 7 }, limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1)
        statuses.push((await withToken(a.token, 'GET', '/api/auth/me', undefined, limited.app)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const refused = await withToken(a.token, 'GET', '/api/auth/me', undefined, limited.app);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await withToken(b.token, 'GET', '/api/auth/me', undefined, limited.app)).statusCode).toBe(200);
      expect((await call(limited.app, u, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('revocation across instances', () => {
  it('stops a token on another instance that had it in memory as soon as it is revoked', async () => {
    const cluster = await createTestCluster(2);
    try {
      const [one, two] = cluster.instances;
      if (!one || !two) throw new Error('two instances');
      const u = await signUp(one.app);
      const created = await createToken(u, { name: 'x', scopes: ['read'], expires_in_days: 7 }, one.app);
      // Held in the second instance's memory.
      expect((await withToken(created.token, 'GET', '/api/auth/me', undefined, two.app)).statusCode).toBe(200);
      expect((await withToken(created.token, 'GET', '/api/auth/me', undefined, two.app)).statusCode).toBe(200);
      expect((await call(one.app, u, { method: 'DELETE', url: `/api/users/me/tokens/${created.id}` })).statusCode).toBe(
        204,
      );
      await expect
        .poll(async () => (await withToken(created.token, 'GET', '/api/auth/me', undefined, two.app)).statusCode, {
          timeout: 2_000,
          interval: 20,
        })
        .toBe(401);
    } finally {
      await cluster.close();
    }
  });
});
