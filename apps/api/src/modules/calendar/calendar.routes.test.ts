import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { makeEvent, makeOrganization, makeSession } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { parseCalendar } from './ics-test-parse';

/** The calendar and bookmark endpoints over HTTP, for every role (docs/calendar.md). */

const ROLES = [
  'owner',
  'admin',
  'member',
  'eventAdmin',
  'organizer',
  'moderator',
  'speaker',
  'attendee',
  'stranger',
] as const;
type Role = (typeof ROLES)[number];
const EDITORS: Role[] = ['owner', 'admin', 'eventAdmin', 'organizer'];
const SEERS = ROLES.filter((r) => r !== 'stranger');

let t: TestApp;
let u: Record<Role, TestUser>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://atria.example' });
  const users = await Promise.all(ROLES.map((r) => signUp(t.app, { first_name: r, last_name: 'Person' })));
  u = Object.fromEntries(ROLES.map((r, i) => [r, users[i]])) as Record<Role, TestUser>;
});
afterAll(async () => t.close());

/** A fresh organization and event in Europe/Berlin from 2031-05-01 with everyone in their role. */
async function castEvent(): Promise<number> {
  const db = t.database.db;
  const orgId = await makeOrganization(db, [
    [u.owner.id, 'OWNER'],
    [u.admin.id, 'ADMIN'],
    [u.member.id, 'MEMBER'],
  ]);
  const eventId = await makeEvent(db, orgId, [
    [u.eventAdmin.id, 'ADMIN'],
    [u.organizer.id, 'ORGANIZER'],
    [u.moderator.id, 'MODERATOR'],
    [u.speaker.id, 'SPEAKER'],
    [u.attendee.id, 'ATTENDEE'],
  ]);
  await db.update(events).set({ time_zone: 'Europe/Berlin' }).where(eq(events.id, eventId));
  return eventId;
}

const get = (who: TestUser | null, url: string, headers: Record<string, string> = {}) =>
  call(t.app, who, { method: 'GET', url, headers });

describe('bookmarks and my agenda over HTTP', () => {
  it.each(SEERS)('the %s bookmarks, lists and removes sessions, with clashes', async (role) => {
    const eventId = await castEvent();
    const a = await makeSession(t.database.db, eventId, [], '09:00', '10:00');
    const b = await makeSession(t.database.db, eventId, [], '09:30', '10:30');
    for (const id of [a, b, a]) {
      const res = await call(t.app, u[role], { method: 'PUT', url: `/api/sessions/${id}/bookmark` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ session_id: id, bookmarked: true });
    }
    const mine = await get(u[role], `/api/events/${eventId}/my-agenda`);
    expect(mine.statusCode, mine.body).toBe(200);
    const items = mine.json<{
      items: { session_id: number; starts_at: string; clashes_with: number[]; event: { time_zone: string } }[];
    }>().items;
    expect(items.map((i) => [i.session_id, i.clashes_with])).toEqual([
      [a, [b]],
      [b, [a]],
    ]);
    expect(items[0]?.starts_at).toBe('2031-05-01T07:00:00.000Z');
    expect(items[0]?.event.time_zone).toBe('Europe/Berlin');
    const across = await get(u[role], '/api/users/me/agenda');
    expect(across.statusCode).toBe(200);
    expect(across.json<{ items: { session_id: number }[] }>().items.map((i) => i.session_id)).toEqual(
      expect.arrayContaining([a, b]),
    );
    const removed = await call(t.app, u[role], { method: 'DELETE', url: `/api/sessions/${a}/bookmark` });
    expect(removed.json()).toEqual({ session_id: a, bookmarked: false });
    const after = await get(u[role], `/api/events/${eventId}/my-agenda`);
    expect(after.json<{ items: { session_id: number; clashes_with: number[] }[] }>().items).toMatchObject([
      { session_id: b, clashes_with: [] },
    ]);
  });

  it('answers 404 to a stranger for a session they cannot see, as for one that does not exist', async () => {
    const eventId = await castEvent();
    const id = await makeSession(t.database.db, eventId);
    const hidden = await call(t.app, u.stranger, { method: 'PUT', url: `/api/sessions/${id}/bookmark` });
    const missing = await call(t.app, u.stranger, { method: 'PUT', url: '/api/sessions/2000000000/bookmark' });
    expect([hidden.statusCode, hidden.json<{ message: string }>().message]).toEqual([404, 'Session not found']);
    expect([missing.statusCode, missing.json<{ message: string }>().message]).toEqual([404, 'Session not found']);
    expect((await call(t.app, u.stranger, { method: 'DELETE', url: `/api/sessions/${id}/bookmark` })).statusCode).toBe(
      404,
    );
    expect((await get(u.stranger, `/api/events/${eventId}/my-agenda`)).statusCode).toBe(404);
    expect((await get(u.stranger, '/api/users/me/agenda')).json()).toEqual({ items: [] });
  });

  it('answers 401 without a login on every personal endpoint', async () => {
    const eventId = await castEvent();
    const id = await makeSession(t.database.db, eventId);
    const urls: [string, string][] = [
      ['PUT', `/api/sessions/${id}/bookmark`],
      ['DELETE', `/api/sessions/${id}/bookmark`],
      ['GET', `/api/events/${eventId}/my-agenda`],
      ['GET', '/api/users/me/agenda'],
      ['GET', `/api/events/${eventId}/interest`],
      ['GET', `/api/sessions/${id}/calendar.ics`],
      ['GET', `/api/events/${eventId}/calendar.ics`],
      ['GET', '/api/users/me/calendar-feed'],
      ['POST', '/api/users/me/calendar-feed'],
      ['DELETE', '/api/users/me/calendar-feed'],
    ];
    for (const [method, url] of urls) {
      const res = await t.app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('interest counts over HTTP', () => {
  it('shows editors the count per session, 403 to other participants and 404 to outsiders', async () => {
    const eventId = await castEvent();
    const a = await makeSession(t.database.db, eventId);
    const b = await makeSession(t.database.db, eventId, [], '11:00', '12:00');
    await call(t.app, u.attendee, { method: 'PUT', url: `/api/sessions/${a}/bookmark` });
    await call(t.app, u.speaker, { method: 'PUT', url: `/api/sessions/${a}/bookmark` });
    for (const role of ROLES) {
      const res = await get(u[role], `/api/events/${eventId}/interest`);
      const expected = EDITORS.includes(role) ? 200 : role === 'stranger' ? 404 : 403;
      expect(res.statusCode, role).toBe(expected);
      if (expected === 200) {
        const counts = res
          .json<{ sessions: { session_id: number; bookmarks: number }[] }>()
          .sessions.map((s) => [s.session_id, s.bookmarks]);
        expect(counts).toEqual(
          expect.arrayContaining([
            [a, 2],
            [b, 0],
          ]),
        );
      }
    }
  });
});

describe('calendar files over HTTP', () => {
  it.each(SEERS)('gives the %s the session and event files as text/calendar', async (role) => {
    const eventId = await castEvent();
    const id = await makeSession(t.database.db, eventId, [], '09:00', '10:00');
    const one = await get(u[role], `/api/sessions/${id}/calendar.ics`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(one.headers['content-disposition']).toBe(`attachment; filename="session-${id}.ics"`);
    const [entry] = parseCalendar(one.body);
    expect(entry?.uid).toBe(`session-${id}@atria.example`);
    expect(entry?.start.toISOString()).toBe('2031-05-01T07:00:00.000Z');
    const all = await get(u[role], `/api/events/${eventId}/calendar.ics`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(parseCalendar(all.body).map((e) => e.uid)).toEqual([`session-${id}@atria.example`]);
  });

  it('answers 404 to a stranger for both files', async () => {
    const eventId = await castEvent();
    const id = await makeSession(t.database.db, eventId);
    expect((await get(u.stranger, `/api/sessions/${id}/calendar.ics`)).statusCode).toBe(404);
    expect((await get(u.stranger, `/api/events/${eventId}/calendar.ics`)).statusCode).toBe(404);
  });
});
