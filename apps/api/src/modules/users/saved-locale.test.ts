import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOrganization } from '../../test/fixtures';
import { call, createTestApp, signUp, uniqueEmail, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let ada: TestUser;
let colleague: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [ada, colleague, stranger] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  await makeOrganization(t.database.db, [
    [ada.id, 'OWNER'],
    [colleague.id, 'MEMBER'],
  ]);
});
afterAll(async () => t.close());

const me = async (user: TestUser) =>
  (await call(t.app, user, { method: 'GET', url: '/api/auth/me' })).json<{ locale: string | null }>();

describe('the saved language (docs/i18n.md#saved-language)', () => {
  it('is null until chosen, and saved by a sign-up that names it', async () => {
    expect((await me(ada)).locale).toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: uniqueEmail(),
        password: 'correct horse battery',
        first_name: 'Ana',
        last_name: 'Ar',
        locale: 'ar',
      },
    });
    expect(res.statusCode).toBe(201);
    const token = res.json<{ access_token: string }>().access_token;
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json<{ locale: string }>().locale).toBe('ar');
  });

  it('is set and forgotten through the profile, refuses a language Atria does not speak, and only the person sees it', async () => {
    const set = await call(t.app, ada, { method: 'PUT', url: `/api/users/${ada.id}`, payload: { locale: 'de' } });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ locale: string }>().locale).toBe('de');
    expect((await me(ada)).locale).toBe('de');

    const seen = await call(t.app, colleague, { method: 'GET', url: `/api/users/${ada.id}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).not.toHaveProperty('locale');

    const wrong = await call(t.app, ada, { method: 'PUT', url: `/api/users/${ada.id}`, payload: { locale: 'fr' } });
    expect(wrong.statusCode).toBe(422);
    expect((await me(ada)).locale).toBe('de');

    const other = await call(t.app, colleague, {
      method: 'PUT',
      url: `/api/users/${ada.id}`,
      payload: { locale: 'ar' },
    });
    expect(other.statusCode).toBe(403);
    const far = await call(t.app, stranger, { method: 'PUT', url: `/api/users/${ada.id}`, payload: { locale: 'ar' } });
    expect(far.statusCode).toBe(404);
    const anonymous = await call(t.app, null, {
      method: 'PUT',
      url: `/api/users/${ada.id}`,
      payload: { locale: 'ar' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await me(ada)).locale).toBe('de');

    const other2 = await call(t.app, ada, { method: 'PUT', url: `/api/users/${ada.id}`, payload: { title: 'Chair' } });
    expect(other2.json<{ locale: string }>().locale).toBe('de');
  });

  it('answers errors in it when the request names no language; Accept-Language wins when it does', async () => {
    await call(t.app, colleague, { method: 'PUT', url: `/api/users/${colleague.id}`, payload: { locale: 'de' } });
    const bad = { title: 'x'.repeat(201) };
    const saved = await call(t.app, colleague, { method: 'PUT', url: `/api/users/${colleague.id}`, payload: bad });
    expect(saved.statusCode).toBe(422);
    expect(saved.json<{ code: string; message: string }>()).toMatchObject({
      code: 'VALIDATION',
      message: 'Die Eingaben sind ungültig',
    });

    const asked = await call(t.app, colleague, {
      method: 'PUT',
      url: `/api/users/${colleague.id}`,
      payload: bad,
      headers: { 'accept-language': 'en' },
    });
    expect(asked.json<{ message: string }>().message).toBe('Validation failed');

    const arabic = await call(t.app, colleague, {
      method: 'PUT',
      url: `/api/users/${colleague.id}`,
      payload: bad,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);

    // Someone who saved none, and an anonymous caller: English.
    const none = await call(t.app, stranger, { method: 'PUT', url: `/api/users/${stranger.id}`, payload: bad });
    expect(none.json<{ message: string }>().message).toBe('Validation failed');
    const anonymous = await call(t.app, null, { method: 'GET', url: '/api/auth/me' });
    expect(anonymous.json<{ message: string }>().message).toBe('Authentication required');
  });
});
