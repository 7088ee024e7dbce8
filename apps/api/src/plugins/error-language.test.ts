import { MESSAGES } from '@atria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/helpers';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});
afterAll(async () => t?.close());

const badSignup = { email: 'not-an-email', password: 'short', first_name: '', last_name: 'x'.repeat(101) };

describe('error answers in the language of Accept-Language', () => {
  it('answers in English without the header, with the texts of the contracts as they are', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: badSignup });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; message: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('Validation failed');
    expect(body.errors.password).toEqual([MESSAGES.passwordMin]);
    expect(body.errors.first_name).toEqual([MESSAGES.firstNameRequired]);
    expect(body.errors.last_name).toEqual(['Last name must be at most 100 characters']);
  });

  it('answers in German for de-AT, with the same code and fields, and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...badSignup, email: 'someone@example.test' },
      headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; message: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('Die Eingaben sind ungültig');
    expect(body.errors.password).toEqual(['Das Passwort muss mindestens 8 Zeichen lang sein']);
    expect(body.errors.first_name).toEqual(['Vorname ist erforderlich']);
    expect(body.errors.last_name).toEqual(['Der Nachname darf höchstens 100 Zeichen lang sein']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.test', password: 'whatever1' },
    });
    expect(login.statusCode).toBe(401);
  });

  it("translates zod's own texts (a wrong type) through zod's locale, and service errors through the catalog", async () => {
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...badSignup, email: 42 },
      headers: { 'accept-language': 'ar' },
    });
    const errors = typed.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.email?.[0]).not.toMatch(/[A-Za-z]{4,}: expected/);
    expect(errors.email?.[0]).toMatch(/[\u0600-\u06FF]/);

    const missing = await call(t.app, user, {
      method: 'GET',
      url: '/api/events/999999',
      headers: { 'accept-language': 'de' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Die Veranstaltung wurde nicht gefunden' });

    const english = await call(t.app, user, { method: 'GET', url: '/api/events/999999' });
    expect(english.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.eventNotFound });
  });

  it('answers a language Atria does not speak in English', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'wrong-password' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(res.json()).toMatchObject({ message: MESSAGES.invalidCredentials });
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'wrong-password' },
      headers: { 'accept-language': 'fr-FR,de;q=0.5' },
    });
    expect(german.json()).toMatchObject({ message: 'E-Mail-Adresse oder Passwort ist falsch' });
  });
});
