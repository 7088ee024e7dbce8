import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization, makeSession } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { parseCalendar } from './ics-test-parse';

/** The personal feed's token endpoints and the public feed over HTTP (docs/calendar.md#feeds). */

let t: TestApp;
let person: TestUser;
let eventId: number;
let sessionId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://atria.example' });
  person = await signUp(t.app, { first_name: 'Feed', last_name: 'Person' });
  const orgId = await makeOrganization(t.database.db, []);
  eventId = await makeEvent(t.database.db, orgId, [[person.id, 'ATTENDEE']]);
  sessionId = await makeSession(t.database.db, eventId);
});
afterAll(async () => t.close());

type Token = { token: string; path: string; created_at: string };

async function newFeed(who: TestUser): Promise<Token> {
  const res = await call(t.app, who, { method: 'POST', url: '/api/users/me/calendar-feed' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Token>();
}

const feed = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

describe('personal feed token', () => {
  it('shows whether a feed exists, never its token, and makes one on POST', async () => {
    const who = await signUp(t.app);
    const before = await call(t.app, who, { method: 'GET', url: '/api/users/me/calendar-feed' });
    expect(before.json()).toEqual({ active: false, created_at: null });
    const made = await newFeed(who);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.path).toBe(`/api/calendar/feeds/${made.token}.ics`);
    const after = await call(t.app, who, { method: 'GET', url: '/api/users/me/calendar-feed' });
    expect(after.json()).toEqual({ active: true, created_at: made.created_at });
    expect(after.body).not.toContain(made.token);
  });

  it('revokes the old URL when a new token is made, and both URLs when the feed is removed', async () => {
    const first = await newFeed(person);
    expect((await feed(first.path)).statusCode).toBe(200);
    const second = await newFeed(person);
    expect((await feed(first.path)).statusCode).toBe(404);
    expect((await feed(second.path)).statusCode).toBe(200);
    const removed = await call(t.app, person, { method: 'DELETE', url: '/api/users/me/calendar-feed' });
    expect(removed.statusCode).toBe(204);
    expect((await feed(second.path)).statusCode).toBe(404);
  });
});

describe('public feed', () => {
  it('serves bookmarked sessions as text/calendar without a login, with ETag and Last-Modified', async () => {
    const made = await newFeed(person);
    await call(t.app, person, { method: 'PUT', url: `/api/sessions/${sessionId}/bookmark` });
    const res = await feed(made.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^"v1-/);
    expect(Number.isNaN(Date.parse(String(res.headers['last-modified'])))).toBe(false);
    expect(parseCalendar(res.body).map((e) => e.uid)).toEqual([`session-${sessionId}@atria.example`]);
  });

  it('answers 304 with no body to a current If-None-Match or If-Modified-Since, and 200 once the feed changes', async () => {
    const made = await newFeed(person);
    await call(t.app, person, { method: 'PUT', url: `/api/sessions/${sessionId}/bookmark` });
    const first = await feed(made.path);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    const byTag = await feed(made.path, { 'if-none-match': etag });
    expect([byTag.statusCode, byTag.body, byTag.headers.etag]).toEqual([304, '', etag]);
    expect(Number(byTag.headers['content-length'] ?? 0)).toBe(0);
    const byDate = await feed(made.path, { 'if-modified-since': lastModified });
    expect(byDate.statusCode).toBe(304);
    const other = await makeSession(t.database.db, eventId, [], '11:00', '12:00');
    await call(t.app, person, { method: 'PUT', url: `/api/sessions/${other}/bookmark` });
    const changed = await feed(made.path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parseCalendar(changed.body)).toHaveLength(2);
  });

  it('gzips the feed for clients that accept it, under the weak ETag, with 304s and changes as for the plain one', async () => {
    const made = await newFeed(person);
    await call(t.app, person, { method: 'PUT', url: `/api/sessions/${sessionId}/bookmark` });
    const gz = { 'accept-encoding': 'gzip, deflate' };
    const plain = await feed(made.path);
    const zipped = await feed(made.path, gz);
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(zipped.headers.etag).toBe(`W/${String(plain.headers.etag)}`);
    expect((await feed(made.path, { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    // A copy of either form is current, whichever form is asked for now.
    for (const tag of [String(plain.headers.etag), String(zipped.headers.etag)]) {
      const again = await feed(made.path, { ...gz, 'if-none-match': tag });
      expect([again.statusCode, again.headers.etag, again.body]).toEqual([304, zipped.headers.etag, '']);
      expect((await feed(made.path, { 'if-none-match': tag })).statusCode).toBe(304);
    }
    // A moved session is a new feed in both forms.
    await t.database.db.execute(
      sql`update sessions set start_time = '13:00', end_time = '14:00' where id = ${sessionId}`,
    );
    const moved = await feed(made.path, { ...gz, 'if-none-match': String(zipped.headers.etag) });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(zipped.headers.etag);
    const movedPlain = await feed(made.path);
    expect(gunzipSync(moved.rawPayload).toString()).toBe(movedPlain.body);
    expect(movedPlain.body).not.toBe(plain.body);
    expect(parseCalendar(movedPlain.body)[0]?.start).not.toEqual(parseCalendar(plain.body)[0]?.start);
  });

  it('answers the same 404 to a guessed token and a revoked one', async () => {
    const old = await newFeed(person);
    await newFeed(person);
    const revoked = await feed(old.path);
    const guessed = await feed(`/api/calendar/feeds/${'A'.repeat(43)}.ics`);
    expect(revoked.statusCode).toBe(404);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toEqual(revoked.json());
    expect(guessed.json<{ message: string }>().message).toBe('Calendar feed not found');
  });

  it('routes tokens with the base64url characters - and _ to the feed, not to a missing route', async () => {
    for (const token of ['-'.repeat(43), '_'.repeat(43), 'ab-cd_ef']) {
      const res = await feed(`/api/calendar/feeds/${token}.ics`);
      expect([res.statusCode, res.json<{ message: string }>().message], token).toEqual([
        404,
        'Calendar feed not found',
      ]);
    }
  });

  it('is described in OpenAPI as text/calendar and public', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { security?: unknown; responses: Record<string, { content?: Record<string, unknown> }> }>
      >;
    }>();
    const op = doc.paths['/api/calendar/feeds/{token}.ics']?.get;
    expect(Object.keys(op?.responses['200']?.content ?? {})).toEqual(['text/calendar']);
    expect(op?.security).toBeUndefined();
    const file = doc.paths['/api/sessions/{id}/calendar.ics']?.get;
    expect(Object.keys(file?.responses['200']?.content ?? {})).toEqual(['text/calendar']);
  });
});
