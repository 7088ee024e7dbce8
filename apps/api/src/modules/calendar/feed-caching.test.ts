import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { createTestDatabase, testEnv, type TestDatabase } from '../../test/helpers';
import { addSession, as, castEvent, makeCast, type CalendarCast } from '../bookmarks/calendar-cast.test-helpers';
import { createBookmarksService, type BookmarksService } from '../bookmarks/bookmarks.service';
import { createCalendarService, TOMBSTONE_DAYS, type CalendarService } from './calendar.service';

// Calendar clients poll the personal feed every few minutes; while nothing it shows changed they must get 304,
// and once anything did they must get the new feed, whether they ask with If-None-Match or If-Modified-Since.

let t: TestDatabase;
let c: CalendarCast;
let cal: CalendarService;
let marks: BookmarksService;

beforeAll(async () => {
  t = await createTestDatabase();
  c = await makeCast(t.database.db);
  cal = createCalendarService({ db: t.database.db, env: testEnv() });
  marks = createBookmarksService({ db: t.database.db });
});
afterAll(async () => t.drop());

const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

async function setUp() {
  const db = t.database.db;
  const me = await makeUser(db, 'Poll', 'Person');
  const eventId = await castEvent(db, { ...c, attendee: me }, { zone: 'Europe/Berlin', startDate: '2026-06-01' });
  const first = await addSession(db, eventId, { start: '09:00', end: '10:00', title: 'First' });
  const second = await addSession(db, eventId, {
    start: '11:00',
    end: '12:00',
    title: 'Second',
    speakers: [c.speaker],
  });
  await marks.add(as(me), first);
  const { token } = await cal.createFeed(as(me));
  const initial = await cal.personalFeed(token);
  return { me, eventId, first, second, token, initial };
}

describe('conditional requests for the personal feed', () => {
  it('answers 304 to a current ETag or Last-Modified with one statement and nothing rendered', async () => {
    const { token, initial } = await setUp();
    expect(initial.status).toBe(200);
    expect(initial.etag).toMatch(/^"v1-[0-9a-f]{32}"$/);
    const before = t.database.stats.statements;
    const byTag = await cal.personalFeed(token, { ifNoneMatch: initial.etag });
    expect(t.database.stats.statements - before).toBe(1);
    expect(byTag).toEqual({ status: 304, etag: initial.etag, lastModified: initial.lastModified });
    const byDate = await cal.personalFeed(token, { ifModifiedSince: initial.lastModified.toUTCString() });
    expect(byDate.status).toBe(304);
    expect((await cal.personalFeed(token)).status).toBe(200);
  });

  it.each([
    ['a bookmark is added', async (s: Awaited<ReturnType<typeof setUp>>) => void (await marks.add(as(s.me), s.second))],
    [
      'a bookmark is removed',
      async (s: Awaited<ReturnType<typeof setUp>>) => void (await marks.remove(as(s.me), s.first)),
    ],
    [
      'a bookmarked session is renamed',
      async (s: Awaited<ReturnType<typeof setUp>>) =>
        void (await exec(sql`update sessions set title = 'Renamed' where id = ${s.first}`)),
    ],
    [
      'a speaker of a shown session renames themselves',
      async (s: Awaited<ReturnType<typeof setUp>>) => {
        await marks.add(as(s.me), s.second);
        const current = await cal.personalFeed(s.token);
        s.initial = current;
        await exec(sql`update users set first_name = 'Renamed' where id = ${c.speaker}`);
      },
    ],
    [
      'the person becomes a speaker elsewhere',
      async (s: Awaited<ReturnType<typeof setUp>>) => {
        const other = await castEvent(t.database.db, { ...c, speaker: s.me });
        await addSession(t.database.db, other, { start: '09:00', end: '10:00', speakers: [s.me] });
      },
    ],
    [
      'the person loses access to the event',
      async (s: Awaited<ReturnType<typeof setUp>>) =>
        void (await exec(sql`delete from event_users where user_id = ${s.me}`)),
    ],
    [
      'the event of a shown session moves to another day',
      async (s: Awaited<ReturnType<typeof setUp>>) =>
        void (await exec(
          sql`update events set start_date = '2026-06-02', end_date = '2026-06-04' where id = ${s.eventId}`,
        )),
    ],
    [
      'the person is taken out of the event and joins its organization (access through another path)',
      async (s: Awaited<ReturnType<typeof setUp>>) => {
        const orgId = (
          (await exec(sql`select organization_id as id from events where id = ${s.eventId}`)) as unknown as {
            rows: { id: number }[];
          }
        ).rows[0]?.id;
        await exec(sql`delete from event_users where user_id = ${s.me}`);
        s.initial = await cal.personalFeed(s.token);
        await exec(
          sql`insert into organization_users (organization_id, user_id, role) values (${orgId}, ${s.me}, 'MEMBER')`,
        );
      },
    ],
    [
      'a shown session is deleted',
      async (s: Awaited<ReturnType<typeof setUp>>) =>
        void (await exec(sql`delete from sessions where id = ${s.first}`)),
    ],
  ])('serves the new feed once %s, with a later Last-Modified', async (_label, change) => {
    const s = await setUp();
    await change(s);
    const { initial } = s;
    const byTag = await cal.personalFeed(s.token, { ifNoneMatch: initial.etag });
    expect(byTag.status).toBe(200);
    expect(byTag.etag).not.toBe(initial.etag);
    expect(Math.floor(byTag.lastModified.getTime() / 1000)).toBeGreaterThan(
      Math.floor(initial.lastModified.getTime() / 1000),
    );
    const byDate = await cal.personalFeed(s.token, { ifModifiedSince: initial.lastModified.toUTCString() });
    expect(byDate.status).toBe(200);
    // ... and 304 again for the new version.
    expect((await cal.personalFeed(s.token, { ifNoneMatch: byTag.etag })).status).toBe(304);
  });

  it('serves a repeated unconditional poll from memory, and renders again once something changed', async () => {
    const { token, first, initial } = await setUp();
    let before = t.database.stats.statements;
    const again = await cal.personalFeed(token);
    expect(t.database.stats.statements - before).toBe(1);
    expect(again).toEqual(initial);
    await exec(sql`update sessions set title = 'Renamed again' where id = ${first}`);
    before = t.database.stats.statements;
    const changed = await cal.personalFeed(token);
    expect(t.database.stats.statements - before).toBeGreaterThan(2);
    expect(changed.status === 200 && changed.body.toString()).toContain('SUMMARY:Renamed again');
  });

  it('changes nothing for changes the feed does not show', async () => {
    const s = await setUp();
    await addSession(t.database.db, await castEvent(t.database.db, c), { start: '09:00', end: '10:00' });
    await marks.add(as(c.moderator), s.first);
    expect((await cal.personalFeed(s.token, { ifNoneMatch: s.initial.etag })).status).toBe(304);
  });

  it('moves the ETag when a cancelled session ages out of the feed, with no write to see', async () => {
    const s = await setUp();
    await exec(sql`delete from sessions where id = ${s.first}`);
    const withTombstone = await cal.personalFeed(s.token);
    expect(withTombstone.status === 200 && withTombstone.body.toString()).toContain('STATUS:CANCELLED');
    // The same database, read a day after the tombstone's retention ends: nothing was written meanwhile.
    const later = new Date(Date.now() + (TOMBSTONE_DAYS + 1) * 86_400_000);
    const aged = createCalendarService({ db: t.database.db, env: testEnv() }, () => later);
    const answer = await aged.personalFeed(s.token, { ifNoneMatch: withTombstone.etag });
    expect(answer.status).toBe(200);
    expect(answer.etag).not.toBe(withTombstone.etag);
    expect(answer.status === 200 && answer.body.toString()).not.toContain('STATUS:CANCELLED');
    // ... and the new copy is current from then on.
    expect((await aged.personalFeed(s.token, { ifNoneMatch: answer.etag })).status).toBe(304);
  });
});
