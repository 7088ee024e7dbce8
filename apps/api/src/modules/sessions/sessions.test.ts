import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionSpeakers, sessions } from '../../db/schema';
import { makeEvent, makeOrganization, makeSession } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import {
  EDITORS,
  READERS,
  castEvent,
  createSession,
  rows,
  sessionRow,
  signUpCast,
  type Cast,
} from '../../test/session-cast';

let t: TestApp;
let c: Cast;
let orgId: number;
let eventId: number;

const sessionCount = async (id: number) =>
  Number((await rows<{ n: number }>(t, sql`select count(*)::int as n from sessions where event_id = ${id}`))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  c = await signUpCast(t);
});
beforeEach(async () => {
  ({ orgId, eventId } = await castEvent(t, c));
});
afterAll(async () => t.close());

describe('POST /api/events/:eventId/sessions', () => {
  it("fills the spec's defaults and answers 201 with the whole session", async () => {
    const res = await call(t.app, c.organizer, {
      method: 'POST',
      url: `/api/events/${eventId}/sessions`,
      payload: { title: '  Opening  ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      event_id: eventId,
      title: 'Opening',
      description: null,
      session_type: 'PRESENTATION',
      day_number: 1,
      start_time: '09:00',
      end_time: '10:00',
      is_live: false,
      stream_url: null,
      status: 'UPCOMING',
      formatted_duration: '1h',
      event: {
        id: eventId,
        title: 'Fixture Event',
        start_date: '2031-05-01',
        time_zone: 'UTC',
        organization_id: orgId,
        day_count: 2,
      },
      session_speakers: [],
    });
  });

  it('stores every field, accepting HH:MM:SS and answering HH:MM', async () => {
    const payload = {
      title: 'Deep dive',
      description: 'Long one',
      session_type: 'WORKSHOP',
      start_time: '13:15:00',
      end_time: '14:45:30',
      day_number: 2,
      stream_url: 'https://vimeo.com/76979871',
    };
    const res = await call(t.app, c.eventAdmin, { method: 'POST', url: `/api/events/${eventId}/sessions`, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...payload,
      start_time: '13:15',
      end_time: '14:45',
      formatted_duration: '1h 30m',
    });
    expect(await sessionRow(t, res.json().id)).toMatchObject({
      start_time: '13:15:00',
      end_time: '14:45:00',
      day_number: 2,
    });
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{}, 'title', 'Title is required'],
    [{ title: 'x', start_time: '9:00' }, 'start_time', 'Invalid time format'],
    [{ title: 'x', end_time: '10:00 PM' }, 'end_time', 'Invalid time format'],
    [{ title: 'x', start_time: '24:00' }, 'start_time', 'Invalid time format'],
    [{ title: 'x', start_time: '11:00', end_time: '10:00' }, 'end_time', 'End time must be after start time'],
    [{ title: 'x', start_time: '10:00', end_time: '10:00' }, 'end_time', 'End time must be after start time'],
    [{ title: 'x', day_number: null }, 'day_number', 'Day number is required'],
    [{ title: 'x', day_number: 0 }, 'day_number', 'Day number must be at least 1'],
    [{ title: 'x', day_number: 3 }, 'day_number', 'Day number must be between 1 and 2'],
    [{ title: 'x', stream_url: 'not a url' }, 'stream_url', 'Stream URL must be an http(s) URL'],
    [{ title: 'x', stream_url: 'javascript:alert(1)' }, 'stream_url', 'Stream URL must be an http(s) URL'],
  ])('refuses %j with 422 %s: %s and creates nothing', async (payload, field, message) => {
    const res = await call(t.app, c.organizer, { method: 'POST', url: `/api/events/${eventId}/sessions`, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await sessionCount(eventId)).toBe(0);
  });

  it('refuses an unknown session type', async () => {
    const res = await call(t.app, c.organizer, {
      method: 'POST',
      url: `/api/events/${eventId}/sessions`,
      payload: { title: 'x', session_type: 'LECTURE' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.session_type).toHaveLength(1);
  });

  it('stores an empty stream URL as none', async () => {
    const res = await call(t.app, c.organizer, {
      method: 'POST',
      url: `/api/events/${eventId}/sessions`,
      payload: { title: 'x', stream_url: '' },
    });
    expect(res.json().stream_url).toBeNull();
  });

  it.each(EDITORS)('lets the %s create a session', async (who) => {
    await createSession(t, c[who], eventId, {});
    expect(await sessionCount(eventId)).toBe(1);
  });

  it.each(READERS)('answers 403 to the %s and creates nothing', async (who) => {
    const res = await call(t.app, c[who], {
      method: 'POST',
      url: `/api/events/${eventId}/sessions`,
      payload: { title: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(await sessionCount(eventId)).toBe(0);
  });

  it('answers 404 to strangers, 404 for a missing event and 401 anonymously', async () => {
    expect(
      (
        await call(t.app, c.stranger, {
          method: 'POST',
          url: `/api/events/${eventId}/sessions`,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, c.organizer, {
          method: 'POST',
          url: '/api/events/2147483000/sessions',
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, null, { method: 'POST', url: `/api/events/${eventId}/sessions`, payload: { title: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect(await sessionCount(eventId)).toBe(0);
  });
});

describe('GET /api/events/:eventId/sessions', () => {
  it('lists by day, start time and id with speakers embedded in order, filtered by day and paginated', async () => {
    const late = await createSession(t, c.organizer, eventId, {
      title: 'Late',
      start_time: '15:00',
      end_time: '16:00',
    });
    const day2 = await createSession(t, c.organizer, eventId, {
      title: 'Day 2',
      day_number: 2,
      start_time: '08:00',
      end_time: '09:00',
    });
    const early = await makeSession(t.database.db, eventId, [c.attendee.id, c.speaker.id], '08:00', '08:45');
    const res = await call(t.app, c.attendee, { method: 'GET', url: `/api/events/${eventId}/sessions` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total_items: 3, total_pages: 1, current_page: 1, per_page: 50 });
    expect(body.sessions.map((s: { id: number }) => s.id)).toEqual([early, late, day2]);
    expect(body.sessions[0]).toMatchObject({ start_time: '08:00', end_time: '08:45', formatted_duration: '45m' });
    expect(
      body.sessions[0].session_speakers.map((s: { user_id: number; order: number }) => [s.user_id, s.order]),
    ).toEqual([
      [c.attendee.id, 1],
      [c.speaker.id, 2],
    ]);
    const onlyDay2 = await call(t.app, c.attendee, {
      method: 'GET',
      url: `/api/events/${eventId}/sessions?day_number=2`,
    });
    expect(onlyDay2.json().sessions.map((s: { id: number }) => s.id)).toEqual([day2]);
    const page2 = await call(t.app, c.attendee, {
      method: 'GET',
      url: `/api/events/${eventId}/sessions?page=2&per_page=2`,
    });
    expect(page2.json()).toMatchObject({
      total_items: 3,
      total_pages: 2,
      current_page: 2,
      per_page: 2,
      sessions: [{ id: day2 }],
    });
    const past = await call(t.app, c.attendee, {
      method: 'GET',
      url: `/api/events/${eventId}/sessions?page=9&per_page=2`,
    });
    expect(past.json()).toMatchObject({ total_items: 3, sessions: [] });
  });

  it.each([...EDITORS, ...READERS])('shows the sessions to the %s', async (who) => {
    await makeSession(t.database.db, eventId);
    const res = await call(t.app, c[who], { method: 'GET', url: `/api/events/${eventId}/sessions` });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessions).toHaveLength(1);
  });

  it('answers 404 to strangers and 401 anonymously', async () => {
    expect((await call(t.app, c.stranger, { method: 'GET', url: `/api/events/${eventId}/sessions` })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, null, { method: 'GET', url: `/api/events/${eventId}/sessions` })).statusCode).toBe(401);
  });

  it('costs the same number of statements for 50 sessions × 5 speakers as for 1 × 1', async () => {
    const db = t.database.db;
    const five = [c.eventAdmin.id, c.organizer.id, c.speaker.id, c.attendee.id, c.orgMember.id];
    const smallEvent = await makeEvent(db, await makeOrganization(db, [[c.orgOwner.id, 'OWNER']]), [
      [five[0] ?? 0, 'SPEAKER'],
    ]);
    await makeSession(db, smallEvent, [five[0] ?? 0]);
    const created = await db
      .insert(sessions)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          event_id: eventId,
          title: `S${i}`,
          day_number: 1 + (i % 2),
          start_time: `${String(8 + (i % 12)).padStart(2, '0')}:00`,
          end_time: `${String(8 + (i % 12)).padStart(2, '0')}:30`,
        })),
      )
      .returning({ id: sessions.id });
    await db
      .insert(sessionSpeakers)
      .values(created.flatMap((s) => five.map((user_id, i) => ({ session_id: s.id, user_id, order: i + 1 }))));

    const measure = async (id: number, expected: [number, number]) => {
      // Counted cold: no token or access held in memory from earlier requests.
      t.app.ctx.changes.flush();
      const before = t.database.stats.statements;
      const res = await call(t.app, c.orgOwner, { method: 'GET', url: `/api/events/${id}/sessions` });
      const spent = t.database.stats.statements - before;
      expect(res.statusCode).toBe(200);
      const list = res.json().sessions as { session_speakers: unknown[] }[];
      expect([list.length, list[0]?.session_speakers.length]).toEqual(expected);
      return spent;
    };
    const small = await measure(smallEvent, [1, 1]);
    const big = await measure(eventId, [50, 5]);
    expect(big).toBe(small);
    // The token check and the event access, then the sessions and their speakers: one query each.
    expect(big).toBeLessThanOrEqual(4);
  });
});

describe('GET /api/sessions/:id', () => {
  it('answers the session with its event, speakers and duration', async () => {
    const id = await makeSession(t.database.db, eventId, [c.speaker.id], '10:15', '11:00');
    const res = await call(t.app, c.orgMember, { method: 'GET', url: `/api/sessions/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      event_id: eventId,
      start_time: '10:15',
      end_time: '11:00',
      formatted_duration: '45m',
      event: { id: eventId, start_date: '2031-05-01', organization_id: orgId, day_count: 2 },
    });
    expect(res.json().session_speakers).toEqual([
      expect.objectContaining({ user_id: c.speaker.id, speaker_name: 'speaker Person', role: 'SPEAKER', order: 1 }),
    ]);
  });

  it("answers 404 'Session not found' to strangers and for missing or malformed ids, 401 anonymously", async () => {
    const id = await makeSession(t.database.db, eventId);
    const hidden = await call(t.app, c.stranger, { method: 'GET', url: `/api/sessions/${id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Session not found');
    expect((await call(t.app, c.organizer, { method: 'GET', url: '/api/sessions/2147483000' })).json().message).toBe(
      'Session not found',
    );
    expect((await call(t.app, c.organizer, { method: 'GET', url: '/api/sessions/abc' })).statusCode).toBe(404);
    expect((await call(t.app, null, { method: 'GET', url: `/api/sessions/${id}` })).statusCode).toBe(401);
  });
});
