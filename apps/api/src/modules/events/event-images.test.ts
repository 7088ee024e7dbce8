import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { decompressionBomb, noisyJpeg, plainPng, svgWithScript } from '../media/image.fixture';

let t: TestApp;
let eventId: number;
let orgId: number;
let banner: Buffer;
let logo: Buffer;
const people: Record<string, TestUser> = {};

const files = (): string[] => {
  try {
    return readdirSync(join(t.env.ATRIA_DATA_DIR, 'media'));
  } catch {
    return [];
  }
};
const mediaRows = async (): Promise<number> =>
  ((await t.database.db.execute(sql`select count(*)::int as n from media`)) as unknown as { rows: { n: number }[] })
    .rows[0]?.n ?? -1;
const put = (user: TestUser | null, kind: 'banner' | 'logo', body: Buffer, type = 'image/png') =>
  call(t.app, user, {
    method: 'PUT',
    url: `/api/events/${eventId}/${kind}`,
    headers: { 'content-type': type },
    payload: body,
  });
const remove = (user: TestUser | null, kind: 'banner' | 'logo') =>
  call(t.app, user, { method: 'DELETE', url: `/api/events/${eventId}/${kind}` });
const detail = async (user: TestUser) =>
  (await call(t.app, user, { method: 'GET', url: `/api/events/${eventId}` })).json<{
    banner: { id: number } | null;
    logo: { id: number } | null;
  }>();

beforeAll(async () => {
  t = await createTestApp();
  const names = [
    'owner',
    'orgAdmin',
    'orgMember',
    'eventAdmin',
    'organizer',
    'moderator',
    'speaker',
    'attendee',
    'stranger',
  ];
  const users = await Promise.all(names.map(() => signUp(t.app)));
  names.forEach((name, i) => {
    const user = users[i];
    if (user) people[name] = user;
  });
  const id = (name: string): number => people[name]?.id ?? -1;
  orgId = await makeOrganization(t.database.db, [
    [id('owner'), 'OWNER'],
    [id('orgAdmin'), 'ADMIN'],
    [id('orgMember'), 'MEMBER'],
  ]);
  eventId = await makeEvent(t.database.db, orgId, [
    [id('eventAdmin'), 'ADMIN'],
    [id('organizer'), 'ORGANIZER'],
    [id('moderator'), 'MODERATOR'],
    [id('speaker'), 'SPEAKER'],
    [id('attendee'), 'ATTENDEE'],
  ]);
  [banner, logo] = await Promise.all([noisyJpeg(960, 320, 80, 20), plainPng(120, 120, true)]);
});
afterAll(async () => t.close());

const person = (name: string): TestUser | null => (name === 'anonymous' ? null : (people[name] ?? null));

describe('PUT and DELETE /api/events/:id/banner and /logo', () => {
  it.each(['owner', 'orgAdmin', 'eventAdmin', 'organizer'])(
    '%s (an editor) sets and removes both images',
    async (name) => {
      const who = person(name);
      const b = await put(who, 'banner', banner, 'image/jpeg');
      expect(b.statusCode).toBe(200);
      expect(b.json().purpose).toBe('EVENT_BANNER');
      expect(b.json().variants.map((v: { width: number }) => v.width)).toContain(640);
      const l = await put(who, 'logo', logo);
      expect(l.statusCode).toBe(200);
      expect(l.json().purpose).toBe('EVENT_LOGO');
      const seen = await detail(people.attendee ?? (who as TestUser));
      expect(seen.banner?.id).toBe(b.json().id);
      expect(seen.logo?.id).toBe(l.json().id);
      expect((await remove(who, 'banner')).statusCode).toBe(204);
      expect((await remove(who, 'logo')).statusCode).toBe(204);
      const after = await detail(people.attendee ?? (who as TestUser));
      expect(after.banner).toBeNull();
      expect(after.logo).toBeNull();
    },
  );

  it.each([
    ['orgMember', 403],
    ['moderator', 403],
    ['speaker', 403],
    ['attendee', 403],
    ['stranger', 404],
    ['anonymous', 401],
  ] as const)('%s gets %i and nothing is stored', async (name, status) => {
    const rows = await mediaRows();
    const stored = files().length;
    expect((await put(person(name), 'banner', banner, 'image/jpeg')).statusCode).toBe(status);
    expect((await put(person(name), 'logo', logo)).statusCode).toBe(status);
    expect((await remove(person(name), 'banner')).statusCode).toBe(status);
    expect((await remove(person(name), 'logo')).statusCode).toBe(status);
    expect(await mediaRows()).toBe(rows);
    expect(files().length).toBe(stored);
  });

  it('replacing the banner deletes the previous image and its files', async () => {
    const first = await put(people.organizer ?? null, 'banner', banner, 'image/jpeg');
    const firstNames = first.json<{ variants: { url: string }[] }>().variants.map((v) => v.url.slice('/media/'.length));
    const rows = await mediaRows();
    const second = await put(people.organizer ?? null, 'banner', await noisyJpeg(800, 300, 80, 25), 'image/jpeg');
    expect(second.statusCode).toBe(200);
    expect(await mediaRows()).toBe(rows);
    expect(files().some((f) => firstNames.includes(f))).toBe(false);
    await remove(people.organizer ?? null, 'banner');
  });

  it.each([
    ['an image smaller than a banner needs', () => plainPng(300, 100), 422, 'The image is too small'],
    ['an SVG', () => Promise.resolve(svgWithScript), 422, 'Only JPEG, PNG, WebP, AVIF or GIF images are accepted'],
    [
      'a decompression bomb',
      () => Promise.resolve(decompressionBomb()),
      422,
      'The image is too large: at most 10,000 pixels a side and 40 megapixels',
    ],
    ['more than 5 MB', () => Promise.resolve(Buffer.alloc(6 * 1024 * 1024, 7)), 413, 'Images must be 5 MB or smaller'],
  ] as const)('refuses %s from an editor, storing nothing', async (_name, make, status, message) => {
    const rows = await mediaRows();
    const stored = files().length;
    const res = await put(people.owner ?? null, 'banner', await make());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await mediaRows()).toBe(rows);
    expect(files().length).toBe(stored);
    expect((await detail(people.owner as TestUser)).banner).toBeNull();
  });

  it('shows the banner and logo on the event cards of the organization and of a participant', async () => {
    const cards = async (url: string) =>
      (await call(t.app, people.attendee ?? null, { method: 'GET', url }))
        .json<{ events: { id: number; banner: { id: number } | null; logo: { id: number } | null }[] }>()
        .events.find((e) => e.id === eventId);
    // Read once before, so a held answer must be dropped by the upload.
    expect((await cards(`/api/users/${people.attendee?.id}/events`))?.banner).toBeNull();
    const b = await put(people.organizer ?? null, 'banner', banner, 'image/jpeg');
    const l = await put(people.organizer ?? null, 'logo', logo);
    const mine = await cards(`/api/users/${people.attendee?.id}/events`);
    expect(mine?.banner?.id).toBe(b.json().id);
    expect(mine?.logo?.id).toBe(l.json().id);
    const owner = await call(t.app, people.owner ?? null, { method: 'GET', url: `/api/organizations/${orgId}/events` });
    const card = owner
      .json<{ events: { id: number; banner: { id: number } | null }[] }>()
      .events.find((e) => e.id === eventId);
    expect(card?.banner?.id).toBe(b.json().id);
    await remove(people.organizer ?? null, 'banner');
    await remove(people.organizer ?? null, 'logo');
  });

  it('answers 404 for an event that does not exist', async () => {
    const res = await call(t.app, people.owner ?? null, {
      method: 'PUT',
      url: '/api/events/999999/logo',
      headers: { 'content-type': 'image/png' },
      payload: logo,
    });
    expect(res.statusCode).toBe(404);
  });
});
