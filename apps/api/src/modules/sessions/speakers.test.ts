import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventUsers } from '../../db/schema';
import { makeSession } from '../../test/fixtures';
import { call, createTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { EDITORS, READERS, castEvent, rows, signUpCast, speakerOrders, type Cast } from '../../test/session-cast';

let t: TestApp;
let c: Cast;
let eventId: number;
let sessionId: number;
/** Four extra event participants, for ordering. */
let p: TestUser[];

const url = (rest = '') => `/api/sessions/${sessionId}/speakers${rest}`;
const add = (who: TestUser | null, user_id: number, role?: string, session = sessionId) =>
  call(t.app, who, {
    method: 'POST',
    url: `/api/sessions/${session}/speakers`,
    payload: role ? { user_id, role } : { user_id },
  });

beforeAll(async () => {
  t = await createTestApp();
  c = await signUpCast(t);
  p = [c.eventAdmin, c.organizer, c.speaker, c.attendee];
});
beforeEach(async () => {
  ({ eventId } = await castEvent(t, c));
  sessionId = await makeSession(t.database.db, eventId);
});
afterAll(async () => t.close());

describe('POST /api/sessions/:sessionId/speakers', () => {
  it('adds a participant last, with the role given or SPEAKER, and their profile', async () => {
    await t.database.db
      .execute(sql`update users set title = 'Profile title', company_name = 'Acme', image_url = 'https://img.example/a.png',
      linkedin_url = 'https://linkedin.com/in/a', website_url = 'https://a.example' where id = ${c.attendee.id}`);
    const first = await add(c.organizer, c.speaker.id, 'HOST');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ user_id: c.speaker.id, role: 'HOST', order: 1 });
    const second = await add(c.organizer, c.attendee.id);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({
      user_id: c.attendee.id,
      speaker_name: 'attendee Person',
      title: 'Profile title',
      company_name: 'Acme',
      bio: null,
      role: 'SPEAKER',
      image_url: 'https://img.example/a.png',
      social_links: { linkedin: 'https://linkedin.com/in/a', website: 'https://a.example' },
      order: 2,
    });
    expect(await speakerOrders(t, sessionId)).toEqual([
      [c.speaker.id, 1],
      [c.attendee.id, 2],
    ]);
  });

  it("prefers the event's speaker title over the profile title", async () => {
    await t.database.db.execute(sql`update users set title = 'Profile title' where id = ${c.speaker.id}`);
    await t.database.db.execute(
      sql`update ${eventUsers} set speaker_title = 'Chief Scientist' where event_id = ${eventId} and user_id = ${c.speaker.id}`,
    );
    expect((await add(c.organizer, c.speaker.id)).json().title).toBe('Chief Scientist');
  });

  it.each([
    ['an organization member who is not in the event', () => c.orgMember.id],
    ['a stranger', () => c.stranger.id],
    ['a user who does not exist', () => 2147483000],
  ])("refuses %s with 422 'Speakers must be participants of the event'", async (_l, id) => {
    const res = await add(c.organizer, id());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Speakers must be participants of the event',
      errors: { user_id: ['Speakers must be participants of the event'] },
    });
    expect(await speakerOrders(t, sessionId)).toEqual([]);
  });

  it('refuses a second booking of the same speaker with 409', async () => {
    await add(c.organizer, c.speaker.id);
    const res = await add(c.organizer, c.speaker.id, 'HOST');
    expect(res.statusCode).toBe(409);
    expect(await speakerOrders(t, sessionId)).toEqual([[c.speaker.id, 1]]);
  });

  it('refuses a body without a user or with an unknown role', async () => {
    expect((await call(t.app, c.organizer, { method: 'POST', url: url(), payload: {} })).statusCode).toBe(422);
    expect((await add(c.organizer, c.speaker.id, 'GUEST')).statusCode).toBe(422);
    expect(await speakerOrders(t, sessionId)).toEqual([]);
  });
});

describe('a speaker in two overlapping sessions of the same event', () => {
  it('is refused with 409 and a message naming the other session; touching, other days and other events are fine', async () => {
    await add(c.organizer, c.speaker.id);
    const overlapping = await makeSession(t.database.db, eventId, [], '09:30', '10:30');
    const res = await add(c.organizer, c.speaker.id, 'SPEAKER', overlapping);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "speaker Person is already speaking in 'Fixture Session' on day 1 from 09:00 to 10:00, which overlaps this session",
    );
    expect(await speakerOrders(t, overlapping)).toEqual([]);

    const touching = await makeSession(t.database.db, eventId, [], '10:00', '11:00');
    expect((await add(c.organizer, c.speaker.id, 'SPEAKER', touching)).statusCode).toBe(201);
    const day2 = await call(t.app, c.organizer, {
      method: 'POST',
      url: `/api/events/${eventId}/sessions`,
      payload: { title: 'Day 2', day_number: 2 },
    });
    expect((await add(c.organizer, c.speaker.id, 'SPEAKER', day2.json().id)).statusCode).toBe(201);
    const other = await castEvent(t, c);
    const elsewhere = await makeSession(t.database.db, other.eventId);
    expect((await add(c.organizer, c.speaker.id, 'SPEAKER', elsewhere)).statusCode).toBe(201);
  });

  it('is refused when a time or day change would make two of their sessions overlap, leaving the session as it was', async () => {
    await add(c.organizer, c.speaker.id);
    const later = await makeSession(t.database.db, eventId, [], '11:00', '12:00');
    await add(c.organizer, c.speaker.id, 'SPEAKER', later);
    const times = await call(t.app, c.organizer, {
      method: 'PUT',
      url: `/api/sessions/${later}/times`,
      payload: { start_time: '09:30', end_time: '11:00', day_number: 1 },
    });
    expect(times.statusCode).toBe(409);
    expect(times.json().message).toContain("'Fixture Session'");
    const partial = await call(t.app, c.organizer, {
      method: 'PUT',
      url: `/api/sessions/${later}`,
      payload: { start_time: '09:59' },
    });
    expect(partial.statusCode).toBe(409);
    const [row] = await rows<{ start_time: string; day_number: number }>(
      t,
      sql`select start_time::text, day_number from sessions where id = ${later}`,
    );
    expect(row).toEqual({ start_time: '11:00:00', day_number: 1 });

    const day2 = await makeSession(t.database.db, eventId, [], '09:00', '10:00');
    await t.database.db.execute(sql`update sessions set day_number = 2 where id = ${day2}`);
    await add(c.organizer, c.speaker.id, 'SPEAKER', day2);
    const moveDay = await call(t.app, c.organizer, {
      method: 'PUT',
      url: `/api/sessions/${day2}`,
      payload: { day_number: 1 },
    });
    expect(moveDay.statusCode).toBe(409);
    expect(
      (
        await call(t.app, c.organizer, {
          method: 'PUT',
          url: `/api/sessions/${later}`,
          payload: { start_time: '10:00' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets only one of two simultaneous overlapping bookings through', async () => {
    const other = await makeSession(t.database.db, eventId, [], '09:15', '09:45');
    const results = await Promise.all([
      add(c.organizer, c.speaker.id),
      add(c.eventAdmin, c.speaker.id, 'SPEAKER', other),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('GET /api/sessions/:sessionId/speakers', () => {
  it('lists in order with a role filter and pagination', async () => {
    for (const [i, u] of p.entries()) await add(c.organizer, u.id, i % 2 === 0 ? 'PANELIST' : 'MODERATOR');
    const all = await call(t.app, c.attendee, { method: 'GET', url: url() });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total_items: 4, total_pages: 1, current_page: 1, per_page: 50 });
    expect(all.json().session_speakers.map((s: { user_id: number }) => s.user_id)).toEqual(p.map((u) => u.id));
    const mods = await call(t.app, c.attendee, { method: 'GET', url: url('?role=MODERATOR') });
    expect(mods.json().session_speakers.map((s: { user_id: number }) => s.user_id)).toEqual([p[1]?.id, p[3]?.id]);
    const page = await call(t.app, c.attendee, { method: 'GET', url: url('?page=2&per_page=3') });
    expect(page.json()).toMatchObject({
      total_items: 4,
      total_pages: 2,
      session_speakers: [{ user_id: p[3]?.id, order: 4 }],
    });
    expect((await call(t.app, c.attendee, { method: 'GET', url: url('?page=5&per_page=3') })).json()).toMatchObject({
      total_items: 4,
      session_speakers: [],
    });
  });

  it.each([...EDITORS, ...READERS])('shows the speakers to the %s', async (who) => {
    expect((await call(t.app, c[who], { method: 'GET', url: url() })).statusCode).toBe(200);
  });

  it('answers 404 to strangers and 401 anonymously', async () => {
    expect((await call(t.app, c.stranger, { method: 'GET', url: url() })).statusCode).toBe(404);
    expect((await call(t.app, null, { method: 'GET', url: url() })).statusCode).toBe(401);
  });
});

describe('PUT .../speakers/:userId and .../reorder, DELETE .../speakers/:userId', () => {
  beforeEach(async () => {
    for (const u of p) await add(c.organizer, u.id);
  });
  const ids = () => p.map((u) => u.id);
  const expectOrders = async (order: (number | undefined)[]) =>
    expect(await speakerOrders(t, sessionId)).toEqual(order.map((id, i) => [id, i + 1]));

  it('changes a role', async () => {
    const res = await call(t.app, c.organizer, {
      method: 'PUT',
      url: url(`/${c.speaker.id}`),
      payload: { role: 'KEYNOTE' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: c.speaker.id, role: 'KEYNOTE', order: 3 });
  });

  it('moves a speaker, the others shifting, orders staying 1..n', async () => {
    const [a, b, cc, d] = ids();
    const down = await call(t.app, c.organizer, { method: 'PUT', url: url(`/${a}/reorder`), payload: { order: 3 } });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ user_id: a, order: 3 });
    await expectOrders([b, cc, a, d]);
    await call(t.app, c.organizer, { method: 'PUT', url: url(`/${d}/reorder`), payload: { order: 1 } });
    await expectOrders([d, b, cc, a]);
    const past = await call(t.app, c.organizer, { method: 'PUT', url: url(`/${d}/reorder`), payload: { order: 40 } });
    expect(past.json().order).toBe(4);
    await expectOrders([b, cc, a, d]);
  });

  it('refuses an order below 1 and a person who is not a speaker, changing nothing', async () => {
    expect(
      (await call(t.app, c.organizer, { method: 'PUT', url: url(`/${c.speaker.id}/reorder`), payload: { order: 0 } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call(t.app, c.organizer, { method: 'PUT', url: url(`/${c.orgMember.id}/reorder`), payload: { order: 1 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, c.organizer, { method: 'PUT', url: url(`/${c.orgMember.id}`), payload: { role: 'HOST' } }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, c.organizer, { method: 'DELETE', url: url(`/${c.orgMember.id}`) })).statusCode).toBe(404);
    await expectOrders(ids());
  });

  it('removes a speaker, the later ones moving up', async () => {
    const [a, b, cc, d] = ids();
    expect((await call(t.app, c.organizer, { method: 'DELETE', url: url(`/${b}`) })).statusCode).toBe(204);
    await expectOrders([a, cc, d]);
    const next = await add(c.organizer, b ?? 0);
    expect(next.json().order).toBe(4);
  });

  it('keeps 1..n under simultaneous moves', async () => {
    await Promise.all(
      ids().flatMap((id, i) =>
        [1, 2, 3, 4].map((o) =>
          call(t.app, c.organizer, {
            method: 'PUT',
            url: url(`/${id}/reorder`),
            payload: { order: ((o + i) % 4) + 1 },
          }),
        ),
      ),
    );
    const orders = (await speakerOrders(t, sessionId)).map(([, o]) => o);
    expect(orders).toEqual([1, 2, 3, 4]);
  });

  it.each(EDITORS)('lets the %s manage speakers', async (who) => {
    const u = c[who];
    expect(
      (await call(t.app, u, { method: 'PUT', url: url(`/${c.speaker.id}`), payload: { role: 'PANELIST' } })).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, u, { method: 'PUT', url: url(`/${c.speaker.id}/reorder`), payload: { order: 1 } })).statusCode,
    ).toBe(200);
    expect((await call(t.app, u, { method: 'DELETE', url: url(`/${c.speaker.id}`) })).statusCode).toBe(204);
    expect((await add(u, c.speaker.id)).statusCode).toBe(201);
  });

  it.each([...READERS, 'stranger'] as const)('refuses the %s on every change and changes nothing', async (who) => {
    const u = c[who];
    const status = who === 'stranger' ? 404 : 403;
    const roles = await rows<{ role: string }>(
      t,
      sql`select role::text from session_speakers where session_id = ${sessionId} order by "order"`,
    );
    expect((await add(u, c.orgOwner.id)).statusCode).toBe(status);
    expect(
      (await call(t.app, u, { method: 'PUT', url: url(`/${c.speaker.id}`), payload: { role: 'HOST' } })).statusCode,
    ).toBe(status);
    expect(
      (await call(t.app, u, { method: 'PUT', url: url(`/${c.speaker.id}/reorder`), payload: { order: 1 } })).statusCode,
    ).toBe(status);
    expect((await call(t.app, u, { method: 'DELETE', url: url(`/${c.speaker.id}`) })).statusCode).toBe(status);
    await expectOrders(ids());
    expect(
      await rows(t, sql`select role::text from session_speakers where session_id = ${sessionId} order by "order"`),
    ).toEqual(roles);
  });

  it('answers 401 anonymously', async () => {
    expect((await add(null, c.speaker.id)).statusCode).toBe(401);
    expect(
      (await call(t.app, null, { method: 'PUT', url: url(`/${c.speaker.id}/reorder`), payload: { order: 1 } }))
        .statusCode,
    ).toBe(401);
    expect((await call(t.app, null, { method: 'DELETE', url: url(`/${c.speaker.id}`) })).statusCode).toBe(401);
    await expectOrders(ids());
  });
});
