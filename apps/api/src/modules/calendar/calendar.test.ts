import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { makeUser } from '../../test/fixtures';
import { createTestDatabase, testEnv, type TestDatabase } from '../../test/helpers';
import { addSession, as, castEvent, makeCast, ROLES, type CalendarCast } from '../bookmarks/calendar-cast.test-helpers';
import { createBookmarksService, type BookmarksService } from '../bookmarks/bookmarks.service';
import { accountRepository } from '../account/account.repository';
import { sessionsRepository } from '../sessions/sessions.repository';
import { createCalendarService, type CalendarService } from './calendar.service';
import { parseCalendar } from './ics-test-parse';

let t: TestDatabase;
let c: CalendarCast;
let cal: CalendarService;
let marks: BookmarksService;

beforeAll(async () => {
  t = await createTestDatabase();
  c = await makeCast(t.database.db);
  cal = createCalendarService({ db: t.database.db, env: testEnv({ PUBLIC_URL: 'https://atria.example' }) });
  marks = createBookmarksService({ db: t.database.db });
});
afterAll(async () => t.drop());

const codeOf = async (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'OK',
    (err: unknown) => (err instanceof AppError ? `${err.code}: ${err.message}` : String(err)),
  );
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const feedOf = async (token: string) => {
  const res = await cal.personalFeed(token);
  if (res.status !== 200) throw new Error('expected a body');
  return { ...res, entries: parseCalendar(res.body.toString()) };
};

describe('a session and an event as .ics', () => {
  it.each(ROLES.filter((r) => r !== 'stranger'))(
    'the %s downloads them, parsed back to the same instants',
    async (role) => {
      const eventId = await castEvent(t.database.db, c, { zone: 'America/New_York', startDate: '2026-07-01' });
      const a = await addSession(t.database.db, eventId, { start: '09:00', end: '10:30', title: 'Morning' });
      await addSession(t.database.db, eventId, { day: 2, start: '14:00', end: '15:00', title: 'Afternoon' });
      const one = await cal.sessionCalendar(as(c[role]), a);
      expect(one.filename).toBe(`session-${a}.ics`);
      expect(one.body).toContain('DTSTART;TZID=America/New_York:20260701T090000');
      expect(parseCalendar(one.body).map((e) => [e.uid, e.start.toISOString(), e.end.toISOString(), e.tzid])).toEqual([
        [`session-${a}@atria.example`, '2026-07-01T13:00:00.000Z', '2026-07-01T14:30:00.000Z', 'America/New_York'],
      ]);
      const all = parseCalendar((await cal.eventCalendar(as(c[role]), eventId)).body);
      expect(all.map((e) => [e.summary, e.start.toISOString()])).toEqual([
        ['Morning', '2026-07-01T13:00:00.000Z'],
        ['Afternoon', '2026-07-02T18:00:00.000Z'],
      ]);
    },
  );

  it('answers NOT_FOUND to a stranger', async () => {
    const eventId = await castEvent(t.database.db, c);
    const id = await addSession(t.database.db, eventId, { start: '09:00', end: '10:00' });
    expect(await codeOf(cal.sessionCalendar(as(c.stranger), id))).toBe('NOT_FOUND: Session not found');
    expect(await codeOf(cal.eventCalendar(as(c.stranger), eventId))).toBe('NOT_FOUND: Event not found');
  });
});

describe('the personal feed token', () => {
  it('is shown once, stored only as its SHA-256, and replaced (revoked) by a new one', async () => {
    const user = await makeUser(t.database.db, 'Token', 'Person');
    const first = await cal.createFeed(as(user));
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.path).toBe(`/api/calendar/feeds/${first.token}.ics`);
    const stored = (await exec(sql`select token_hash from calendar_feeds where user_id = ${user}`)) as unknown as {
      rows: { token_hash: string }[];
    };
    expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.token_hash).not.toContain(first.token);
    expect((await cal.personalFeed(first.token)).status).toBe(200);
    const second = await cal.createFeed(as(user));
    expect(second.token).not.toBe(first.token);
    expect((await cal.personalFeed(second.token)).status).toBe(200);
    const revoked = await codeOf(cal.personalFeed(first.token));
    const unknown = await codeOf(cal.personalFeed('A'.repeat(43)));
    expect(revoked).toBe('NOT_FOUND: Calendar feed not found');
    expect(unknown).toBe(revoked);
    await cal.removeFeed(as(user));
    expect(await codeOf(cal.personalFeed(second.token))).toBe(revoked);
  });
});

describe('account deletion', () => {
  it('ends the feed and erases the bookmarks', async () => {
    const db = t.database.db;
    const me = await makeUser(db, 'Leaving', 'Person');
    const eventId = await castEvent(db, { ...c, attendee: me });
    await marks.add(as(me), await addSession(db, eventId, { start: '09:00', end: '10:00' }));
    const { token } = await cal.createFeed(as(me));
    await accountRepository.eraseUser(db, me);
    expect(await codeOf(cal.personalFeed(token))).toBe('NOT_FOUND: Calendar feed not found');
    const left = (await exec(
      sql`select count(*)::int as n from session_bookmarks where user_id = ${me}`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]?.n).toBe(0);
  });
});

describe('the personal feed', () => {
  it('holds what the person bookmarked or speaks at across events and zones, with UIDs stable across tokens', async () => {
    const db = t.database.db;
    const me = await makeUser(db, 'Feed', 'Person');
    const berlin = await castEvent(db, { ...c, attendee: me }, { zone: 'Europe/Berlin', startDate: '2026-10-24' });
    const adelaide = await castEvent(
      db,
      { ...c, speaker: me },
      { zone: 'Australia/Adelaide', startDate: '2026-10-03' },
    );
    const kolkata = await castEvent(db, { ...c, attendee: me }, { zone: 'Asia/Kolkata', startDate: '2026-06-01' });
    const bookmarkedBerlin = await addSession(db, berlin, { day: 2, start: '02:30', end: '04:00', title: 'Night owl' });
    const speaking = await addSession(db, adelaide, {
      day: 2,
      start: '03:00',
      end: '04:00',
      title: 'My talk',
      speakers: [me],
    });
    const bookmarkedKolkata = await addSession(db, kolkata, { start: '09:00', end: '10:00', title: 'Chai' });
    await addSession(db, berlin, { start: '09:00', end: '10:00', title: 'Not mine' });
    await marks.add(as(me), bookmarkedBerlin);
    await marks.add(as(me), bookmarkedKolkata);
    const { token } = await cal.createFeed(as(me));
    const feed = await feedOf(token);
    const byUid = new Map(feed.entries.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual(
      [bookmarkedBerlin, speaking, bookmarkedKolkata].map((id) => `session-${id}@atria.example`).sort(),
    );
    // Berlin 02:30 on the night clocks go back: the first 02:30 (CEST); 04:00 is CET.
    expect(byUid.get(`session-${bookmarkedBerlin}@atria.example`)?.start.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(byUid.get(`session-${bookmarkedBerlin}@atria.example`)?.end.toISOString()).toBe('2026-10-25T03:00:00.000Z');
    // Adelaide 03:00 on the morning clocks go forward (02:00 -> 03:00): +10:30.
    expect(byUid.get(`session-${speaking}@atria.example`)?.start.toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(byUid.get(`session-${bookmarkedKolkata}@atria.example`)?.start.toISOString()).toBe(
      '2026-06-01T03:30:00.000Z',
    );
    const again = await feedOf((await cal.createFeed(as(me))).token);
    expect(again.entries.map((e) => e.uid).sort()).toEqual(feed.entries.map((e) => e.uid).sort());
  });

  it('raises SEQUENCE when a session moves, is renamed, changes status or its event changes zone, and not otherwise', async () => {
    const db = t.database.db;
    const me = await makeUser(db, 'Seq', 'Person');
    const eventId = await castEvent(db, { ...c, attendee: me }, { zone: 'Europe/Berlin', startDate: '2026-06-01' });
    const id = await addSession(db, eventId, { start: '09:00', end: '10:00', title: 'Moving' });
    await marks.add(as(me), id);
    const { token } = await cal.createFeed(as(me));
    const seq = async () => (await feedOf(token)).entries[0];
    expect((await seq())?.sequence).toBe(0);
    await sessionsRepository.update(db, id, { start_time: '11:00', end_time: '12:00' });
    const moved = await seq();
    expect([moved?.sequence, moved?.start.toISOString()]).toEqual([1, '2026-06-01T09:00:00.000Z']);
    await sessionsRepository.update(db, id, { title: 'Moved' });
    expect((await seq())?.sequence).toBe(2);
    await sessionsRepository.update(db, id, { title: 'Moved' });
    expect((await seq())?.sequence).toBe(2);
    await exec(sql`update events set time_zone = 'America/New_York' where id = ${eventId}`);
    const rezoned = await seq();
    expect([rezoned?.sequence, rezoned?.start.toISOString(), rezoned?.tzid]).toEqual([
      3,
      '2026-06-01T15:00:00.000Z',
      'America/New_York',
    ]);
    await sessionsRepository.update(db, id, { status: 'CANCELLED' });
    const cancelled = await seq();
    expect([cancelled?.sequence, cancelled?.status]).toEqual([4, 'CANCELLED']);
  });

  it('keeps a deleted session as CANCELLED with a higher SEQUENCE, for deleted events too, only for people with a feed', async () => {
    const db = t.database.db;
    const me = await makeUser(db, 'Tomb', 'Person');
    const other = await makeUser(db, 'NoFeed', 'Person');
    const eventId = await castEvent(db, { ...c, attendee: me }, { zone: 'Europe/Berlin', startDate: '2026-06-01' });
    await exec(sql`insert into event_users (event_id, user_id, role) values (${eventId}, ${other}, 'ATTENDEE')`);
    const gone = await addSession(db, eventId, { start: '09:00', end: '10:00', title: 'Gone' });
    const kept = await addSession(db, eventId, { start: '11:00', end: '12:00', title: 'Kept' });
    for (const id of [gone, kept]) {
      await marks.add(as(me), id);
      await marks.add(as(other), id);
    }
    await sessionsRepository.update(db, gone, { title: 'Gone soon' });
    const { token } = await cal.createFeed(as(me));
    await sessionsRepository.remove(db, gone);
    const afterDelete = (await feedOf(token)).entries.find((e) => e.uid === `session-${gone}@atria.example`);
    expect([
      afterDelete?.status,
      afterDelete?.sequence,
      afterDelete?.summary,
      afterDelete?.start.toISOString(),
    ]).toEqual(['CANCELLED', 2, 'Gone soon', '2026-06-01T07:00:00.000Z']);
    await exec(sql`delete from events where id = ${eventId}`);
    const afterEvent = (await feedOf(token)).entries;
    expect(afterEvent.map((e) => [e.uid, e.status, e.sequence]).sort()).toEqual(
      [
        [`session-${gone}@atria.example`, 'CANCELLED', 2],
        [`session-${kept}@atria.example`, 'CANCELLED', 1],
      ].sort(),
    );
    const others = (await exec(
      sql`select count(*)::int as n from calendar_tombstones where user_id = ${other}`,
    )) as unknown as { rows: { n: number }[] };
    expect(others.rows[0]?.n).toBe(0);
  });

  it('writes no tombstone for someone who no longer sees the event', async () => {
    const db = t.database.db;
    const me = await makeUser(db, 'Gone', 'Person');
    const eventId = await castEvent(db, { ...c, attendee: me });
    const id = await addSession(db, eventId, { start: '09:00', end: '10:00' });
    await marks.add(as(me), id);
    const { token } = await cal.createFeed(as(me));
    await exec(sql`delete from event_users where user_id = ${me}`);
    await sessionsRepository.remove(db, id);
    expect((await feedOf(token)).entries).toEqual([]);
  });
});
