import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ErrorBody } from '@atria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { decompressionBomb, noisyJpeg, plainPng, svgWithScript, textFile } from '../media/image.fixture';

let t: TestApp;
let me: TestUser;
let other: TestUser;
let photo: Buffer;
let eventId: number;

const mediaDir = () => join(t.env.ATRIA_DATA_DIR, 'media');
const files = (): string[] => {
  try {
    return readdirSync(mediaDir());
  } catch {
    return [];
  }
};
const mediaRows = async (): Promise<number> =>
  ((await t.database.db.execute(sql`select count(*)::int as n from media`)) as unknown as { rows: { n: number }[] })
    .rows[0]?.n ?? -1;
const upload = (user: TestUser | null, body: Buffer, type = 'image/jpeg') =>
  call(t.app, user, { method: 'PUT', url: '/api/users/me/avatar', headers: { 'content-type': type }, payload: body });

beforeAll(async () => {
  t = await createTestApp();
  [me, other] = await Promise.all([signUp(t.app, { first_name: 'Ava', last_name: 'Tar' }), signUp(t.app)]);
  photo = await noisyJpeg(300, 300);
  const orgId = await makeOrganization(t.database.db, [[me.id, 'OWNER']]);
  eventId = await makeEvent(t.database.db, orgId, [
    [me.id, 'ADMIN'],
    [other.id, 'ATTENDEE'],
  ]);
});
afterAll(async () => t.close());

describe('PUT /api/users/me/avatar', () => {
  it('stores the photo, answers its variants and shows it in /auth/me, the profile and a participant list', async () => {
    // Warm the participant list's cache first: the new photo must still show up.
    expect((await call(t.app, other, { method: 'GET', url: `/api/events/${eventId}/users` })).statusCode).toBe(200);
    const res = await upload(me, photo);
    expect(res.statusCode).toBe(200);
    const image = res.json<{ purpose: string; variants: { url: string; width: number; format: string }[] }>();
    expect(image.purpose).toBe('AVATAR');
    expect(image.variants.map((v) => `${v.format}:${v.width}`)).toEqual(
      expect.arrayContaining(['webp:64', 'webp:128', 'webp:256', 'avif:64']),
    );
    for (const v of image.variants) expect(v.url).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.(avif|webp|jpg|png)$/);

    const own = await call(t.app, me, { method: 'GET', url: '/api/auth/me' });
    expect(own.json().avatar).toEqual(image);
    // The one URL that chats and lists carry is the photo's 128 px WebP.
    const url128 = image.variants.find((v) => v.format === 'webp' && v.width === 128)?.url;
    expect(own.json().image_url).toBe(url128);
    const threadRes = await call(t.app, other, {
      method: 'POST',
      url: '/api/direct-messages/threads',
      payload: { user_id: me.id },
    });
    expect(JSON.stringify(threadRes.json())).toContain(String(url128));
    const seen = await call(t.app, other, { method: 'GET', url: `/api/users/${me.id}` });
    expect(seen.json().avatar).toEqual(image);
    const list = await call(t.app, other, { method: 'GET', url: `/api/events/${eventId}/users` });
    const row = list
      .json<{ event_users: { user_id: number; avatar: unknown }[] }>()
      .event_users.find((u) => u.user_id === me.id);
    expect(row?.avatar).toEqual(image);
    expect(
      list
        .json<{ event_users: { user_id: number; avatar: unknown }[] }>()
        .event_users.find((u) => u.user_id === other.id)?.avatar,
    ).toBeNull();
  });

  it('serves the files with long cache headers, nosniff and a sandboxing CSP', async () => {
    const image = (await upload(me, photo)).json<{ variants: { url: string; format: string }[] }>();
    const webp = image.variants.find((v) => v.format === 'webp');
    expect(webp).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: webp?.url ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const again = await t.app.inject({
      method: 'GET',
      url: webp?.url ?? '',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const unknown = await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(32)}-64.webp` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('replaces the previous photo, deleting its row and files', async () => {
    await upload(me, photo);
    const before = await mediaRows();
    const other = await plainPng(200, 200);
    const res = await upload(me, other, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(await mediaRows()).toBe(before);
    const names = res.json<{ variants: { url: string }[] }>().variants.map((v) => v.url.slice('/media/'.length));
    expect(files().sort()).toEqual(expect.arrayContaining(names));
    expect(files().every((f) => names.includes(f))).toBe(true);
  });

  it('accepts application/octet-stream: the content decides, not the declared type', async () => {
    expect((await upload(me, photo, 'application/octet-stream')).statusCode).toBe(200);
  });

  it('is refused to anonymous callers with 401', async () => {
    expect((await upload(null, photo)).statusCode).toBe(401);
  });

  describe('hostile uploads leave nothing stored', () => {
    const cases: [string, () => Buffer | Promise<Buffer>, string, number, string][] = [
      ['an empty body', () => Buffer.alloc(0), 'image/png', 422, 'The file is empty'],
      [
        'text named as a PNG',
        () => textFile,
        'image/png',
        422,
        'Only JPEG, PNG, WebP, AVIF or GIF images are accepted',
      ],
      [
        'an SVG with a script',
        () => svgWithScript,
        'image/svg+xml',
        422,
        'Only JPEG, PNG, WebP, AVIF or GIF images are accepted',
      ],
      [
        'a decompression bomb',
        () => decompressionBomb(),
        'image/png',
        422,
        'The image is too large: at most 10,000 pixels a side and 40 megapixels',
      ],
      [
        'more than 5 MB',
        () => Buffer.alloc(5 * 1024 * 1024 + 1, 1),
        'image/jpeg',
        413,
        'Images must be 5 MB or smaller',
      ],
    ];
    it.each(cases)('%s', async (_name, make, type, status, message) => {
      const rows = await mediaRows();
      const stored = files().length;
      const res = await upload(other, await make(), type);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await mediaRows()).toBe(rows);
      expect(files().length).toBe(stored);
      expect((await call(t.app, other, { method: 'GET', url: '/api/auth/me' })).json().avatar).toBeNull();
    });

    // The fuzzer's request (security/fuzz.test.ts): no body and no Content-Type must be a refusal, never a 500.
    it.each([
      ['no body and no Content-Type', undefined, 422, 'The file is empty'],
      [
        'bytes and no Content-Type',
        Buffer.from('\x89PNG\r\n\x1a\nnot really', 'latin1'),
        415,
        'Unsupported Media Type',
      ],
    ])('answers %s with a refusal in the error body', async (_name, payload, status, message) => {
      const rows = await mediaRows();
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', headers: other.auth, payload });
      expect(res.statusCode).toBe(status);
      expect(ErrorBody.parse(res.json())).toMatchObject({ status, message });
      expect(await mediaRows()).toBe(rows);
    });

    it('cuts off a body without a declared length as soon as it passes 5 MB', async () => {
      const rows = await mediaRows();
      const chunk = Buffer.alloc(1024 * 1024, 3);
      let sent = 0;
      const body = new Readable({
        read() {
          sent += 1;
          this.push(sent <= 20 ? chunk : null);
        },
      });
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me/avatar',
        headers: { ...other.auth, 'content-type': 'image/jpeg' },
        payload: body,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Images must be 5 MB or smaller' });
      expect(await mediaRows()).toBe(rows);
    });

    it('refuses a JSON body with 415', async () => {
      const res = await call(t.app, other, { method: 'PUT', url: '/api/users/me/avatar', payload: { image: 'x' } });
      expect(res.statusCode).toBe(415);
    });
  });
});

describe('DELETE /api/users/me/avatar', () => {
  it('removes only the caller’s own photo, with its files', async () => {
    const mine = await signUp(t.app);
    const theirs = await signUp(t.app);
    await upload(theirs, await plainPng(100, 100), 'image/png');
    const res = await upload(mine, await noisyJpeg(120, 120));
    const names = res.json<{ variants: { url: string }[] }>().variants.map((v) => v.url.slice('/media/'.length));
    expect((await call(t.app, mine, { method: 'GET', url: '/api/auth/me' })).json().image_url).toMatch(/-128\.webp$/);
    expect((await call(t.app, mine, { method: 'DELETE', url: '/api/users/me/avatar' })).statusCode).toBe(204);
    expect((await call(t.app, mine, { method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({
      avatar: null,
      image_url: null,
    });
    expect((await call(t.app, theirs, { method: 'GET', url: '/api/auth/me' })).json().avatar).not.toBeNull();
    expect(files().some((f) => names.includes(f))).toBe(false);
    expect((await call(t.app, mine, { method: 'DELETE', url: '/api/users/me/avatar' })).statusCode).toBe(204);
    expect((await call(t.app, null, { method: 'DELETE', url: '/api/users/me/avatar' })).statusCode).toBe(401);
  });

  it('account deletion deletes the photo and its files', async () => {
    const leaving = await signUp(t.app);
    const names = (await upload(leaving, await noisyJpeg(150, 150, 80, 30)))
      .json<{ variants: { url: string }[] }>()
      .variants.map((v) => v.url.slice('/media/'.length));
    expect(files().some((f) => names.includes(f))).toBe(true);
    const res = await call(t.app, leaving, {
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: leaving.password },
    });
    expect(res.statusCode).toBe(204);
    expect(files().some((f) => names.includes(f))).toBe(false);
    const left = await t.database.db.execute(sql`select count(*)::int as n from media where owner_id = ${leaving.id}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
