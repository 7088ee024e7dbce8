import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, uniqueEmail, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const userCount = async (email: string) => {
  const res = (await t.database.db.execute(
    sql`select count(*)::int as n from users where lower(email) = lower(${email})`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return res.rows[0]?.n ?? -1;
};

describe('POST /api/auth/signup', () => {
  it('creates the account and answers 201 with both tokens', async () => {
    const email = uniqueEmail('signup');
    const res = await post('/api/auth/signup', {
      email,
      password: 'longenough',
      first_name: 'Ada',
      last_name: 'Byron',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    const user = await me(body.access_token);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      email,
      first_name: 'Ada',
      last_name: 'Byron',
      full_name: 'Ada Byron',
      image_url: null,
    });
    expect(user.json()).not.toHaveProperty('password_hash');
  });

  it('trims and lower-cases the email, and refuses it again in any case with 409', async () => {
    const email = uniqueEmail('dup');
    const first = await post('/api/auth/signup', {
      email: `  ${email.toUpperCase()} `,
      password: 'longenough',
      first_name: 'A',
      last_name: 'B',
    });
    expect(first.statusCode).toBe(201);
    expect((await me(first.json().access_token)).json().email).toBe(email);
    const again = await post('/api/auth/signup', { email, password: 'longenough', first_name: 'A', last_name: 'B' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Email already in use',
      errors: { email: ['Email already in use'] },
    });
    expect(await userCount(email)).toBe(1);
  });

  it("answers 422 with the spec's messages and creates nothing", async () => {
    const res = await post('/api/auth/signup', {
      email: 'not-an-email',
      password: 'short',
      first_name: '  ',
      last_name: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Invalid email address'],
      password: ['Password must be at least 8 characters'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
    });
    const missing = await post('/api/auth/signup', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toEqual(['Email is required']);
    expect(await userCount('not-an-email')).toBe(0);
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with the right password, case-insensitively on the email', async () => {
    const u = await signUp(t.app);
    const res = await post('/api/auth/login', { email: u.email.toUpperCase(), password: u.password });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().access_token)).json().id).toBe(u.id);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const u = await signUp(t.app);
    const wrong = await post('/api/auth/login', { email: u.email, password: 'wrong password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('ghost'), password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it("validates with the spec's login messages", async () => {
    const res = await post('/api/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });
});

describe('GET /api/auth/me', () => {
  it('refuses anonymous calls, garbage and refresh tokens with 401', async () => {
    const u = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me('garbage')).statusCode).toBe(401);
    expect((await me(u.refresh)).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(200);
  });

  it('refuses an access token whose user no longer exists', async () => {
    const u = await signUp(t.app);
    expect((await me(u.token)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from users where id = ${u.id}`);
    // The token's actor was held in memory: the deletion's announcement empties it.
    await t.app.ctx.changes.settled();
    expect((await me(u.token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  const refresh = (token?: string) =>
    post('/api/auth/refresh', undefined, token ? { authorization: `Bearer ${token}` } : {});

  it('rotates: a new pair each time, the old refresh token no longer works', async () => {
    const u = await signUp(t.app);
    const first = await refresh(u.refresh);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh_token).not.toBe(u.refresh);
    expect((await me(pair.access_token)).statusCode).toBe(200);
    const second = await refresh(pair.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('accepts the just-rotated token again within the grace window and answers the same successor', async () => {
    const u = await signUp(t.app);
    const first = (await refresh(u.refresh)).json();
    const again = await refresh(u.refresh);
    expect(again.statusCode).toBe(200);
    expect(again.json().refresh_token).toBe(first.refresh_token);
    expect((await me(again.json().access_token)).statusCode).toBe(200);
    // The successor goes on as usual, and the first answer's access token still works.
    expect((await refresh(first.refresh_token)).statusCode).toBe(200);
    expect((await me(first.access_token)).statusCode).toBe(200);
  });

  it('treats reuse of a rotated token after the grace window as theft and revokes the whole family', async () => {
    const short = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '1' });
    try {
      const u = await signUp(short.app);
      const again = (token: string) =>
        short.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${token}` } });
      const whoAmI = (token: string) =>
        short.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      const rotated = (await again(u.refresh)).json();
      await new Promise((r) => setTimeout(r, 1_200));
      const reuse = await again(u.refresh);
      expect(reuse.statusCode).toBe(401);
      // The legitimate holder's newer tokens die with the family.
      expect((await again(rotated.refresh_token)).statusCode).toBe(401);
      expect((await whoAmI(rotated.access_token)).statusCode).toBe(401);
      // Other logins of the same user are untouched.
      const other = await short.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: u.password },
      });
      expect((await whoAmI(other.json().access_token)).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('does not answer a rotated token within the grace window once its login was logged out', async () => {
    const u = await signUp(t.app);
    const rotated = (await refresh(u.refresh)).json();
    expect(
      (await post('/api/auth/logout', undefined, { authorization: `Bearer ${rotated.access_token}` })).statusCode,
    ).toBe(204);
    expect((await refresh(u.refresh)).statusCode).toBe(401);
  });

  it('refuses a missing token, an access token and an unknown token', async () => {
    const u = await signUp(t.app);
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh(u.token)).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('answers two concurrent refreshes with the same token (two tabs) with the same successor, and keeps the login', async () => {
    const u = await signUp(t.app);
    const results = await Promise.all([refresh(u.refresh), refresh(u.refresh), refresh(u.refresh)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const successors = new Set(results.map((r) => r.json().refresh_token));
    expect(successors.size).toBe(1);
    expect(successors.has(u.refresh)).toBe(false);
    for (const r of results) expect((await me(r.json().access_token)).statusCode).toBe(200);
    const [successor] = [...successors];
    expect((await refresh(String(successor))).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the access token at once and the refresh family', async () => {
    const u = await signUp(t.app);
    const out = await post('/api/auth/logout', undefined, u.auth);
    expect(out.statusCode).toBe(204);
    expect((await me(u.token)).statusCode).toBe(401);
    const res = await post('/api/auth/refresh', undefined, { authorization: `Bearer ${u.refresh}` });
    expect(res.statusCode).toBe(401);
  });

  it('requires authentication', async () => {
    expect((await post('/api/auth/logout')).statusCode).toBe(401);
  });
});

describe('token lifetime', () => {
  it('refuses an expired access token, and refresh brings the session back', async () => {
    // Expiry is counted from the whole second a token is signed in, so a 1 s token may live a few
    // milliseconds; with 2 s, the refreshed token below lives at least one second.
    const short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' });
    try {
      const u = await signUp(short.app);
      await new Promise((r) => setTimeout(r, 3_100));
      const expired = await short.app.inject({ method: 'GET', url: '/api/auth/me', headers: u.auth });
      expect(expired.statusCode).toBe(401);
      const fresh = await short.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { authorization: `Bearer ${u.refresh}` },
      });
      expect(fresh.statusCode).toBe(200);
      const again = await short.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${fresh.json().access_token}` },
      });
      expect(again.statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once an email has failed too often, even with the right password', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const u = await signUp(limited.app);
      for (let i = 0; i < 3; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: u.email, password: 'wrong password' },
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: u.password },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from the same address is not locked out by this one.
      const other = await signUp(limited.app);
      const ok = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: other.email, password: other.password },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('lets at most the limit of 300 concurrent wrong logins reach the password check, the rest 429 with Retry-After', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '5' });
    try {
      const u = await signUp(limited.app);
      const login = (password: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password } });
      const results = await Promise.all(Array.from({ length: 300 }, () => login('wrong password')));
      const checked = results.filter((r) => r.statusCode === 401);
      const refused = results.filter((r) => r.statusCode === 429);
      expect(checked.length).toBeGreaterThan(0);
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(checked.length + refused.length).toBe(300);
      for (const r of refused) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      // The right password, once the limit is spent, is refused like any other attempt.
      expect((await login(u.password)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('does not count successful logins against the email', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const u = await signUp(limited.app);
      for (let i = 0; i < 4; i += 1) {
        const ok = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: u.email, password: u.password },
        });
        expect(ok.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('lets at most the per-address limit of 80 concurrent sign-ups from one address through', async () => {
    // Per address: five times AUTH_RATE_LIMIT_MAX.
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '4' });
    try {
      const results = await Promise.all(
        Array.from({ length: 80 }, () =>
          limited.app.inject({
            method: 'POST',
            url: '/api/auth/signup',
            payload: { email: uniqueEmail('burst'), password: 'longenough', first_name: 'F', last_name: 'L' },
          }),
        ),
      );
      const created = results.filter((r) => r.statusCode === 201).length;
      const refused = results.filter((r) => r.statusCode === 429);
      expect(created).toBe(20);
      expect(refused).toHaveLength(60);
      for (const r of refused) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      const res = (await limited.database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
        rows: { n: number }[];
      };
      expect(res.rows[0]?.n).toBe(20);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-ups per address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { email: uniqueEmail('flood'), password: 'longenough', first_name: 'F', last_name: 'L' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(statuses[5]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
