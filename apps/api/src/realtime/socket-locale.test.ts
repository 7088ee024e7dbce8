import type { SocketAck } from '@atria/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeOrganization } from '../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/helpers';
import { connectAs, listen, request, waitFor, type ClientSocket } from '../test/socket-client';
import { chosenLocale } from './socket-locale';

/*
 * docs/i18n.md#socket-messages: a socket's refusals come in its language (the handshake's `auth.locale`, else
 * the person's saved language, else the handshake's Accept-Language), with the same `code` as in English.
 */

let t: TestApp;
let url: string;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let threadId: number;
const open: ClientSocket[] = [];

const as = async (u: TestUser, opts: Parameters<typeof connectAs>[2] = {}) => {
  const socket = await connectAs(url, u.token, opts);
  open.push(socket);
  return socket;
};
const saveLocale = (u: TestUser, locale: 'en' | 'de' | 'ar') =>
  call(t.app, u, { method: 'PUT', url: `/api/users/${u.id}`, payload: { locale } });

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  [owner, member, outsider] = await Promise.all([
    signUp(t.app, { first_name: 'Greta' }),
    signUp(t.app, { first_name: 'Amal' }),
    signUp(t.app, { first_name: 'Otto' }),
  ]);
  await makeOrganization(t.database.db, [
    [owner.id, 'OWNER'],
    [member.id, 'MEMBER'],
  ]);
  const thread = await call(t.app, owner, {
    method: 'POST',
    url: '/api/direct-messages/threads',
    payload: { user_id: member.id },
  });
  threadId = thread.json().id;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => t.close());

describe('socket refusals in the socket’s language', () => {
  it('answers in German when the handshake asks for it: message and field errors, the same code', async () => {
    const socket = await as(owner, { locale: 'de' });
    const pushed = waitFor(socket, 'request_error');
    const ack = await request(socket, 'send_direct_message', { thread_id: threadId, content: '   ' });
    const german = {
      event: 'send_direct_message',
      status: 422,
      code: 'VALIDATION',
      message: 'Die Eingaben sind ungültig',
      errors: { content: ['Die Nachricht darf nicht leer sein'] },
    };
    expect(ack).toEqual({ ok: false, error: german });
    expect(await pushed).toEqual(german);
  });

  it('writes zod’s own texts in the language too, as HTTP does', async () => {
    const english = await as(owner);
    const german = await as(owner, { locale: 'de' });
    const payload = { thread_id: 'x', content: 'hi' };
    const [inEnglish, inGerman] = await Promise.all([
      request(english, 'send_direct_message', payload),
      request(german, 'send_direct_message', payload),
    ]);
    const fieldText = (ack: typeof inEnglish) => (ack.ok ? undefined : ack.error.errors?.thread_id?.[0]);
    // zod's own text for a value of the wrong kind, which no contracts catalog holds.
    expect(fieldText(inEnglish)).toBe('Invalid input');
    expect(fieldText(inGerman)).toBe('Ungültige Eingabe');
  });

  it('answers in Arabic when the handshake asks for it', async () => {
    const socket = await as(outsider, { locale: 'ar' });
    const ack = await request(socket, 'get_direct_messages', { thread_id: threadId });
    expect(ack).toEqual({
      ok: false,
      error: { event: 'get_direct_messages', status: 404, code: 'NOT_FOUND', message: 'المحادثة: غير موجود' },
    });
  });

  it('falls back to the saved language, which the handshake’s choice overrides', async () => {
    const arabic = await signUp(t.app, { first_name: 'Layla' });
    expect((await saveLocale(arabic, 'ar')).statusCode).toBe(200);
    const saved = await as(arabic, { acceptLanguage: 'de' });
    const chosen = await as(arabic, { locale: 'de' });
    const [bySaved, byChoice] = await Promise.all([
      request(saved, 'get_direct_messages', { thread_id: threadId }),
      request(chosen, 'get_direct_messages', { thread_id: threadId }),
    ]);
    expect(bySaved).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: 'المحادثة: غير موجود' } });
    expect(byChoice).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Die Unterhaltung wurde nicht gefunden' },
    });
  });

  it('then to the handshake’s Accept-Language, else English', async () => {
    const nobody = await signUp(t.app, { first_name: 'Nora' });
    const byHeader = await as(nobody, { acceptLanguage: 'fr-FR, de-AT;q=0.8, en;q=0.5' });
    const plain = await as(nobody);
    const [german, english] = await Promise.all([
      request(byHeader, 'get_direct_messages', { thread_id: threadId }),
      request(plain, 'get_direct_messages', { thread_id: threadId }),
    ]);
    expect(german).toMatchObject({ ok: false, error: { message: 'Die Unterhaltung wurde nicht gefunden' } });
    expect(english).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: 'Thread not found' } });
  });
});

describe('limit refusals in the socket’s language', () => {
  it('refuses requests beyond those in flight in Arabic at once, RATE_LIMITED as in English', async () => {
    const socket = await as(member, { locale: 'ar' });
    const emit = socket.emit.bind(socket) as (
      ev: string,
      p: unknown,
      ack: (res: SocketAck<unknown>) => void,
    ) => unknown;
    const acks = await Promise.all(
      Array.from(
        { length: 30 },
        () => new Promise<SocketAck<unknown>>((resolve) => emit('get_direct_message_threads', {}, resolve)),
      ),
    );
    const refused = acks.flatMap((a) => (a.ok ? [] : [a.error]));
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused)
      expect(error).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'طلبات كثيرة قيد المعالجة على هذا الاتصال، انتظر ردودها',
      });
  });
});

describe('the language a handshake asks for', () => {
  it('is one Atria speaks, by its primary subtag; anything else is none', () => {
    expect([chosenLocale({ locale: 'de' }), chosenLocale({ locale: 'ar-EG' }), chosenLocale({ locale: 'EN' })]).toEqual(
      ['de', 'ar', 'en'],
    );
    for (const auth of [{ locale: 'fr' }, { locale: 7 }, { token: 'x' }, null, 'de', { locale: '' }])
      expect(chosenLocale(auth)).toBeUndefined();
  });
});
