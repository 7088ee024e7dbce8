import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { makeUser } from '../../test/fixtures';
import { addSession, as, castEvent, makeCast, ROLES, type CalendarCast } from './calendar-cast.test-helpers';
import { createBookmarksService, type BookmarksService } from './bookmarks.service';

let t: TestDatabase;
let c: CalendarCast;
let svc: BookmarksService;

beforeAll(async () => {
  t = await createTestDatabase();
  c = await makeCast(t.database.db);
  svc = createBookmarksService({ db: t.database.db });
});
afterAll(async () => t.drop());

const codeOf = async (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'OK',
    (err: unknown) => (err instanceof AppError ? err.code : String(err)),
  );

describe('bookmarking, per role', () => {
  const seers = ROLES.filter((r) => r !== 'stranger');

  it.each(seers)('the %s bookmarks a session of an event they can see, idempotently', async (role) => {
    const db = t.database.db;
    const eventId = await castEvent(db, c);
    const id = await addSession(db, eventId, { start: '09:00', end: '10:00' });
    expect(await svc.add(as(c[role]), id)).toEqual({ session_id: id, bookmarked: true });
    expect(await svc.add(as(c[role]), id)).toEqual({ session_id: id, bookmarked: true });
    const agenda = await svc.myAgenda(as(c[role]), eventId);
    expect(agenda.items.map((i) => i.session_id)).toEqual([id]);
    expect(await svc.remove(as(c[role]), id)).toEqual({ session_id: id, bookmarked: false });
    expect(await svc.remove(as(c[role]), id)).toEqual({ session_id: id, bookmarked: false });
    expect((await svc.myAgenda(as(c[role]), eventId)).items).toEqual([]);
  });

  it('answers NOT_FOUND to a stranger, exactly as for a session that does not exist', async () => {
    const db = t.database.db;
    const eventId = await castEvent(db, c);
    const id = await addSession(db, eventId, { start: '09:00', end: '10:00' });
    const hidden = await svc.add(as(c.stranger), id).catch((e: unknown) => e);
    const missing = await svc.add(as(c.stranger), 2_000_000_000).catch((e: unknown) => e);
    expect(hidden).toBeInstanceOf(AppError);
    expect(missing).toBeInstanceOf(AppError);
    expect([(hidden as AppError).code, (hidden as AppError).message]).toEqual(['NOT_FOUND', 'Session not found']);
    expect([(missing as AppError).code, (missing as AppError).message]).toEqual(['NOT_FOUND', 'Session not found']);
    expect(await codeOf(svc.remove(as(c.stranger), id))).toBe('NOT_FOUND');
    expect(await codeOf(svc.myAgenda(as(c.stranger), eventId))).toBe('NOT_FOUND');
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from session_bookmarks where user_id = ${c.stranger}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('hides bookmarks of an event the person can no longer see, and brings them back with access', async () => {
    const db = t.database.db;
    const eventId = await castEvent(db, c);
    const id = await addSession(db, eventId, { start: '09:00', end: '10:00' });
    const guest = await makeUser(db, 'Guest', 'Person');
    await db.execute(sql`insert into event_users (event_id, user_id, role) values (${eventId}, ${guest}, 'ATTENDEE')`);
    await svc.add(as(guest), id);
    await db.execute(sql`delete from event_users where event_id = ${eventId} and user_id = ${guest}`);
    expect((await svc.myAgenda(as(guest))).items).toEqual([]);
    expect(await codeOf(svc.add(as(guest), id))).toBe('NOT_FOUND');
    await db.execute(sql`insert into event_users (event_id, user_id, role) values (${eventId}, ${guest}, 'ATTENDEE')`);
    expect((await svc.myAgenda(as(guest))).items.map((i) => i.session_id)).toEqual([id]);
  });
});

describe('my agenda', () => {
  it('lists bookmarks across events in time order with event-local times and UTC instants', async () => {
    const db = t.database.db;
    const user = await makeUser(db, 'Agenda', 'Person');
    const berlin = await castEvent(
      db,
      { ...c, orgOwner: user },
      { zone: 'Europe/Berlin', startDate: '2026-10-24', title: 'Berlin Conf' },
    );
    const ny = await castEvent(
      db,
      { ...c, orgOwner: user },
      { zone: 'America/New_York', startDate: '2026-10-24', title: 'NY Conf' },
    );
    const a = await addSession(db, berlin, { day: 2, start: '02:30', end: '03:30', title: 'Overlap talk' });
    const b = await addSession(db, ny, { day: 1, start: '09:00', end: '10:00', title: 'NY talk' });
    await svc.add(as(user), b);
    await svc.add(as(user), a);
    const all = await svc.myAgenda(as(user));
    expect(
      all.items.map((i) => [i.session_id, i.date, i.start_time, i.starts_at, i.ends_at, i.event.time_zone]),
    ).toEqual([
      [b, '2026-10-24', '09:00', '2026-10-24T13:00:00.000Z', '2026-10-24T14:00:00.000Z', 'America/New_York'],
      // 02:30 happens twice that night in Berlin: the first (CEST) is meant; 03:30 exists once (CET).
      [a, '2026-10-25', '02:30', '2026-10-25T00:30:00.000Z', '2026-10-25T02:30:00.000Z', 'Europe/Berlin'],
    ]);
    const one = await svc.myAgenda(as(user), ny);
    expect(one.items.map((i) => i.session_id)).toEqual([b]);
  });

  it('flags clashes between overlapping bookmarks, across events and zones, but not with cancelled ones', async () => {
    const db = t.database.db;
    const user = await makeUser(db, 'Clash', 'Person');
    const berlin = await castEvent(db, { ...c, attendee: user }, { zone: 'Europe/Berlin', startDate: '2026-06-01' });
    const kolkata = await castEvent(db, { ...c, attendee: user }, { zone: 'Asia/Kolkata', startDate: '2026-06-01' });
    // 10:00-11:00 Berlin (CEST) is 08:00-09:00 UTC; 13:00-14:00 Kolkata is 07:30-08:30 UTC: they overlap.
    const x = await addSession(db, berlin, { start: '10:00', end: '11:00' });
    const y = await addSession(db, kolkata, { start: '13:00', end: '14:00' });
    // 11:00-12:00 Berlin only touches x's end: no clash.
    const z = await addSession(db, berlin, { start: '11:00', end: '12:00' });
    const cancelled = await addSession(db, berlin, { start: '10:30', end: '11:30' });
    await db.execute(sql`update sessions set status = 'CANCELLED' where id = ${cancelled}`);
    for (const id of [x, y, z, cancelled]) await svc.add(as(user), id);
    const byId = new Map((await svc.myAgenda(as(user))).items.map((i) => [i.session_id, i.clashes_with]));
    expect(byId.get(x)).toEqual([y]);
    expect(byId.get(y)).toEqual([x]);
    expect(byId.get(z)).toEqual([]);
    expect(byId.get(cancelled)).toEqual([]);
    // The per-event view still knows about the clash with the other event.
    const berlinOnly = await svc.myAgenda(as(user), berlin);
    expect(berlinOnly.items.find((i) => i.session_id === x)?.clashes_with).toEqual([y]);
  });
});

describe('interest counts', () => {
  it.each([
    ['orgOwner', 'OK'],
    ['orgAdmin', 'OK'],
    ['eventAdmin', 'OK'],
    ['organizer', 'OK'],
    ['orgMember', 'FORBIDDEN'],
    ['moderator', 'FORBIDDEN'],
    ['speaker', 'FORBIDDEN'],
    ['attendee', 'FORBIDDEN'],
    ['stranger', 'NOT_FOUND'],
  ] as const)('the %s gets %s', async (role, expected) => {
    const eventId = await castEvent(t.database.db, c);
    expect(await codeOf(svc.interest(as(c[role]), eventId))).toBe(expected);
  });

  it('counts bookmarks per session, zero included, without naming anyone', async () => {
    const db = t.database.db;
    const eventId = await castEvent(db, c);
    const popular = await addSession(db, eventId, { start: '09:00', end: '10:00', title: 'Popular' });
    const quiet = await addSession(db, eventId, { start: '11:00', end: '12:00', title: 'Quiet' });
    for (const who of [c.attendee, c.speaker, c.orgMember]) await svc.add(as(who), popular);
    await svc.add(as(c.attendee), popular);
    expect(await svc.interest(as(c.organizer), eventId)).toEqual({
      sessions: [
        { session_id: popular, title: 'Popular', bookmarks: 3 },
        { session_id: quiet, title: 'Quiet', bookmarks: 0 },
      ],
    });
  });
});
