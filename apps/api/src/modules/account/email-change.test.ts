import { EMAIL_CHANGE_MESSAGES, MESSAGES } from '@atria/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, outbox, users } from '../../db/schema';
import { call, createTestApp, signUp, uniqueEmail, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ask = (u: TestUser | null, new_email: string, current_password = u?.password ?? 'x') =>
  call(t.app, u, { method: 'POST', url: '/api/auth/email', payload: { new_email, current_password } });
const confirm = (token: string, u: TestUser | null = null) =>
  call(t.app, u, { method: 'POST', url: '/api/auth/email/confirm', payload: { token } });

/** The latest mail queued to `to`: its subject and text. */
async function lastMailTo(to: string): Promise<{ subject: string; text: string } | undefined> {
  const rows = await t.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return rows[0]?.payload as { subject: string; text: string } | undefined;
}

const tokenIn = (text: string | undefined): string => {
  const m = /\/email-change\/([A-Za-z0-9_-]+)/.exec(text ?? '');
  if (!m?.[1]) throw new Error(`no link in ${text}`);
  return m[1];
};

const emailOf = async (id: number) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

const waiting = async (userId: number) =>
  (await t.database.db.select({ n: count() }).from(emailChanges).where(eq(emailChanges.user_id, userId)))[0]?.n;

describe('email change', () => {
  it('mails a link to the new address and a notice to the old one; the address changes on confirm, once', async () => {
    const u = await signUp(t.app);
    const next = uniqueEmail('moved');
    const res = await ask(u, next);
    expect(res.statusCode).toBe(200);
    expect(res.json().pending_email).toBe(next);
    expect(new Date(res.json().expires_at).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    // Nothing changes before the confirmation.
    expect(await emailOf(u.id)).toBe(u.email);
    const link = await lastMailTo(next);
    expect(link?.subject).toBe('Confirm your new email address on Atria');
    const notice = await lastMailTo(u.email);
    expect(notice?.subject).toBe('A change of your email address was requested on Atria');
    expect(notice?.text).toContain(next);
    expect(notice?.text).not.toMatch(/\/email-change\//);

    const token = tokenIn(link?.text);
    const done = await confirm(token);
    expect([done.statusCode, done.json()]).toEqual([200, { email: next }]);
    expect(await emailOf(u.id)).toBe(next);
    // Logging in works with the new address only.
    const login = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: u.password } });
    expect((await login(next)).statusCode).toBe(200);
    expect((await login(u.email)).statusCode).toBe(401);
    // Single use.
    const again = await confirm(token);
    expect([again.statusCode, again.json().message]).toEqual([404, EMAIL_CHANGE_MESSAGES.linkInvalid]);
  });

  it('refuses a wrong password, the same address, a taken one and anonymous callers, queuing nothing', async () => {
    const u = await signUp(t.app);
    const other = await signUp(t.app);
    const before = (await t.database.db.select({ n: count() }).from(outbox))[0]?.n;
    const wrong = await ask(u, uniqueEmail(), 'not my password');
    expect([wrong.statusCode, wrong.json().errors.current_password]).toEqual([422, [MESSAGES.currentPasswordWrong]]);
    const same = await ask(u, u.email.toUpperCase());
    expect([same.statusCode, same.json().message]).toEqual([422, EMAIL_CHANGE_MESSAGES.sameEmail]);
    const taken = await ask(u, other.email);
    expect([taken.statusCode, taken.json().message]).toEqual([409, EMAIL_CHANGE_MESSAGES.emailTaken]);
    const bad = await ask(u, 'not-an-email');
    expect(bad.statusCode).toBe(422);
    expect((await ask(null, uniqueEmail(), 'x')).statusCode).toBe(401);
    expect((await t.database.db.select({ n: count() }).from(outbox))[0]?.n).toBe(before);
    expect(await waiting(u.id)).toBe(0);
  });

  it('a new request replaces the waiting one: the first link no longer works', async () => {
    const u = await signUp(t.app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await ask(u, first);
    const firstToken = tokenIn((await lastMailTo(first))?.text);
    await ask(u, second);
    expect(await waiting(u.id)).toBe(1);
    expect((await confirm(firstToken)).statusCode).toBe(404);
    expect((await confirm(tokenIn((await lastMailTo(second))?.text))).statusCode).toBe(200);
    expect(await emailOf(u.id)).toBe(second);
  });

  it('an expired link answers 410 and changes nothing', async () => {
    const u = await signUp(t.app);
    const next = uniqueEmail('late');
    await ask(u, next);
    const token = tokenIn((await lastMailTo(next))?.text);
    await t.database.db
      .update(emailChanges)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.user_id, u.id));
    const res = await confirm(token);
    expect([res.statusCode, res.json().message]).toEqual([410, EMAIL_CHANGE_MESSAGES.linkExpired]);
    expect(await emailOf(u.id)).toBe(u.email);
  });

  it('an address taken meanwhile answers 409 with a clear message and changes nothing', async () => {
    const u = await signUp(t.app);
    const next = uniqueEmail('contested');
    await ask(u, next);
    const token = tokenIn((await lastMailTo(next))?.text);
    await signUp(t.app, { email: next.toUpperCase() });
    const res = await confirm(token);
    expect([res.statusCode, res.json().message]).toEqual([409, EMAIL_CHANGE_MESSAGES.emailTaken]);
    expect(await emailOf(u.id)).toBe(u.email);
    const row = await t.database.db
      .select({ used: emailChanges.used_at })
      .from(emailChanges)
      .where(and(eq(emailChanges.user_id, u.id)));
    expect(row[0]?.used).toBeNull();
  });

  it('an unknown token is 404 to anyone; a deleted account’s waiting change is erased with it', async () => {
    expect((await confirm('x'.repeat(43))).statusCode).toBe(404);
    const u = await signUp(t.app);
    const next = uniqueEmail('gone');
    await ask(u, next);
    const token = tokenIn((await lastMailTo(next))?.text);
    const del = await call(t.app, u, { method: 'DELETE', url: '/api/users/me', payload: { password: u.password } });
    expect(del.statusCode).toBe(204);
    expect(await waiting(u.id)).toBe(0);
    expect((await confirm(token)).statusCode).toBe(404);
    expect(await emailOf(u.id)).toBe(`deleted:${u.id}`);
  });
});
