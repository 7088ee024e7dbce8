import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { eventUsers, notificationPreferences, sessionBookmarks, sessions } from '../../db/schema';
import { DomainEvents, type DomainEventMap } from '../../lib/domain-events';
import { createTestDatabase, testEnv, type TestDatabase } from '../../test/helpers';
import { makeUser } from '../../test/fixtures';
import { addSession, castEvent, makeCast, type CalendarCast } from '../bookmarks/calendar-cast.test-helpers';
import { sendDueReminders } from './reminders';

let t: TestDatabase;
let c: CalendarCast;
const env = testEnv({ PUBLIC_URL: 'https://atria.example' });

beforeAll(async () => {
  t = await createTestDatabase();
  c = await makeCast(t.database.db);
});
afterAll(async () => t.drop());

type Announced = DomainEventMap['notification.created'];

/** A scheduler's context on `database`, recording what it announces on the sockets. */
function scheduler(database: Database = t.database) {
  const domainEvents = new DomainEvents();
  const announced: Announced[] = [];
  domainEvents.subscribe('notification.created', (e) => announced.push(e));
  return { ctx: { db: database.db, env, domainEvents }, announced };
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const res = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}

const notificationsFor = (sessionId: number) =>
  count(sql`select count(*)::int as n from notifications where (data->>'session_id')::int = ${sessionId}`);
const mailsAbout = (title: string) =>
  count(sql`select count(*)::int as n from outbox where kind = 'mail' and summary like ${'%' + title}`);

async function bookmark(userIds: number[], sessionId: number): Promise<void> {
  await t.database.db.insert(sessionBookmarks).values(userIds.map((user_id) => ({ user_id, session_id: sessionId })));
}

/**
 * Each test has an event of its own on its own date, so that the scheduler (which looks at the whole database)
 * finds only that test's sessions due. Berlin in June is UTC+2: 10:00 local is 08:00Z.
 */
async function sessionOn(date: string, title: string, zone = 'Europe/Berlin') {
  const eventId = await castEvent(t.database.db, c, { startDate: date, zone });
  const sessionId = await addSession(t.database.db, eventId, { start: '10:00', end: '11:00', title });
  return { eventId, sessionId };
}

describe('a reminder before a bookmarked session', () => {
  it('goes out at the lead time, once, in the app and by mail, only to people who see the event', async () => {
    const { sessionId } = await sessionOn('2031-06-01', 'Keynote A');
    await bookmark([c.attendee, c.speaker, c.orgMember, c.stranger], sessionId);
    const s = scheduler();

    expect((await sendDueReminders(s.ctx, { now: new Date('2031-06-01T07:49:59Z') })).sent).toBe(0);
    const run = await sendDueReminders(s.ctx, { now: new Date('2031-06-01T07:50:00Z') });
    expect(run).toEqual({ sent: 3, notifications: 3, mails: 3 });
    expect(s.announced.map((a) => a.userId).sort()).toEqual([c.attendee, c.speaker, c.orgMember].sort());
    const first = s.announced[0]?.notification;
    expect(first?.kind).toBe('session_reminder');
    expect(first?.read_at).toBeNull();
    expect(first?.data).toMatchObject({
      session_id: sessionId,
      session_title: 'Keynote A',
      starts_at: '2031-06-01T08:00:00.000Z',
      time_zone: 'Europe/Berlin',
      minutes_before: 10,
    });

    // Again at the same moment and later: nothing more.
    expect((await sendDueReminders(s.ctx, { now: new Date('2031-06-01T07:50:00Z') })).sent).toBe(0);
    expect((await sendDueReminders(s.ctx, { now: new Date('2031-06-01T07:59:00Z') })).sent).toBe(0);
    expect(await notificationsFor(sessionId)).toBe(3);
    expect(await mailsAbout('Keynote A')).toBe(3);
    expect(await count(sql`select count(*)::int as n from notifications where user_id = ${c.stranger}`)).toBe(0);

    const mail = (await t.database.db.execute(
      sql`select payload from outbox where recipient = (select email from users where id = ${c.attendee}) and summary like '%Keynote A'`,
    )) as unknown as { rows: { payload: { subject: string; text: string } }[] };
    expect(mail.rows[0]?.payload.subject).toBe('Starting in 10 minutes: Keynote A');
    expect(mail.rows[0]?.payload.text).toContain('2031-06-01 10:00 GMT+2');
    expect(mail.rows[0]?.payload.text).toContain(`https://atria.example/app/events/`);
  });

  it('follows each person’s settings: lead time, off, in the app only, by mail only', async () => {
    const db = t.database.db;
    const { sessionId } = await sessionOn('2031-06-02', 'Prefs Talk');
    const early = await makeUser(db, 'Early');
    const off = await makeUser(db, 'Off');
    const appOnly = await makeUser(db, 'AppOnly');
    const mailOnly = await makeUser(db, 'MailOnly');
    const eventId = (await db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]?.event_id ?? 0;
    await db
      .insert(eventUsers)
      .values(
        [early, off, appOnly, mailOnly].map((user_id) => ({ event_id: eventId, user_id, role: 'ATTENDEE' as const })),
      );
    await db.insert(notificationPreferences).values([
      { user_id: early, reminder_minutes: 30 },
      { user_id: off, reminder_minutes: null },
      { user_id: appOnly, reminder_minutes: 0, email: false },
      { user_id: mailOnly, reminder_minutes: 5, in_app: false },
    ]);
    await bookmark([early, off, appOnly, mailOnly], sessionId);
    const s = scheduler();
    const at = (time: string) => sendDueReminders(s.ctx, { now: new Date(`2031-06-02T${time}Z`) });

    expect(await at('07:30:00')).toEqual({ sent: 1, notifications: 1, mails: 1 });
    expect(await at('07:55:00')).toEqual({ sent: 1, notifications: 0, mails: 1 });
    expect(await at('08:00:00')).toEqual({ sent: 1, notifications: 1, mails: 0 });
    expect(await at('08:01:00')).toEqual({ sent: 0, notifications: 0, mails: 0 });
    expect(s.announced.map((a) => [a.userId, a.notification.data.minutes_before])).toEqual([
      [early, 30],
      [appOnly, 0],
    ]);
  });

  it('is sent once by two schedulers on separate connections running at the same moment', async () => {
    const db = t.database.db;
    const { sessionId, eventId } = await sessionOn('2031-06-03', 'Crowded Talk');
    const people = await Promise.all(Array.from({ length: 300 }, (_, i) => makeUser(db, `P${i}`)));
    await db
      .insert(eventUsers)
      .values(people.map((user_id) => ({ event_id: eventId, user_id, role: 'ATTENDEE' as const })));
    await bookmark(people, sessionId);

    const other = await openDatabase({ databaseUrl: t.url, poolSize: 4 });
    try {
      const a = scheduler();
      const b = scheduler(other);
      const now = new Date('2031-06-03T07:50:00Z');
      const [ra, rb] = await Promise.all([
        sendDueReminders(a.ctx, { now, batch: 40 }),
        sendDueReminders(b.ctx, { now, batch: 40 }),
      ]);
      // The two runs may have split the work in any way; together they sent each reminder once.
      expect(ra.sent + rb.sent).toBe(300);
      const users = [...a.announced, ...b.announced].map((x) => x.userId);
      expect(new Set(users).size).toBe(300);
      expect(users.length).toBe(300);
      expect(await notificationsFor(sessionId)).toBe(300);
      expect(await mailsAbout('Crowded Talk')).toBe(300);
      expect(
        await count(
          sql`select count(*)::int as n from (select user_id from notifications where (data->>'session_id')::int = ${sessionId} group by user_id having count(*) > 1) d`,
        ),
      ).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('is not sent again after a restart (a new scheduler on a new connection)', async () => {
    const { sessionId } = await sessionOn('2031-06-04', 'Restart Talk');
    await bookmark([c.attendee], sessionId);
    const now = new Date('2031-06-04T07:52:00Z');
    expect((await sendDueReminders(scheduler().ctx, { now })).sent).toBe(1);

    const restarted = await openDatabase({ databaseUrl: t.url, poolSize: 2 });
    try {
      const s = scheduler(restarted);
      expect((await sendDueReminders(s.ctx, { now })).sent).toBe(0);
      expect((await sendDueReminders(s.ctx, { now: new Date('2031-06-04T08:02:00Z') })).sent).toBe(0);
      expect(s.announced).toEqual([]);
    } finally {
      await restarted.close();
    }
    expect(await notificationsFor(sessionId)).toBe(1);
  });

  it('follows a moved session: the old time is never reminded, the new one is', async () => {
    const db = t.database.db;
    const { sessionId } = await sessionOn('2031-06-05', 'Moved Talk');
    await bookmark([c.attendee], sessionId);
    // Moved from 10:00 to 12:00 before its reminder was due.
    await db.update(sessions).set({ start_time: '12:00', end_time: '13:00' }).where(eq(sessions.id, sessionId));
    const s = scheduler();
    const at = (time: string) => sendDueReminders(s.ctx, { now: new Date(`2031-06-05T${time}Z`) });
    expect((await at('07:50:00')).sent).toBe(0);
    expect((await at('08:02:00')).sent).toBe(0);
    expect((await at('09:50:00')).sent).toBe(1);
    // Moved again after its reminder went out: the new time gets a reminder of its own.
    await db.update(sessions).set({ start_time: '14:00', end_time: '15:00' }).where(eq(sessions.id, sessionId));
    expect((await at('09:55:00')).sent).toBe(0);
    expect((await at('11:50:00')).sent).toBe(1);
    expect(s.announced.map((a) => a.notification.data.starts_at)).toEqual([
      '2031-06-05T10:00:00.000Z',
      '2031-06-05T12:00:00.000Z',
    ]);
  });

  it('is not sent for a cancelled or a deleted session', async () => {
    const db = t.database.db;
    const cancelled = await sessionOn('2031-06-06', 'Cancelled Talk');
    const deleted = await sessionOn('2031-06-06', 'Deleted Talk');
    await bookmark([c.attendee], cancelled.sessionId);
    await bookmark([c.attendee], deleted.sessionId);
    await db.update(sessions).set({ status: 'CANCELLED' }).where(eq(sessions.id, cancelled.sessionId));
    await db.delete(sessions).where(eq(sessions.id, deleted.sessionId));
    const s = scheduler();
    expect((await sendDueReminders(s.ctx, { now: new Date('2031-06-06T07:55:00Z') })).sent).toBe(0);
    expect(await notificationsFor(cancelled.sessionId)).toBe(0);
    expect(await notificationsFor(deleted.sessionId)).toBe(0);
  });

  it('still goes out shortly after the start when no scheduler ran at its time, but not later', async () => {
    const late = await sessionOn('2031-06-07', 'Late Talk');
    const tooLate = await sessionOn('2031-06-08', 'Too Late Talk');
    await bookmark([c.attendee], late.sessionId);
    await bookmark([c.attendee], tooLate.sessionId);
    const s = scheduler();
    expect((await sendDueReminders(s.ctx, { now: new Date('2031-06-07T08:04:00Z') })).sent).toBe(1);
    expect((await sendDueReminders(s.ctx, { now: new Date('2031-06-08T08:05:00Z') })).sent).toBe(0);
  });

  it('says how soon the session starts when it was bookmarked after its reminder was due', async () => {
    const { sessionId } = await sessionOn('2031-06-09', 'Late Bookmark Talk');
    await bookmark([c.attendee], sessionId);
    const s = scheduler();
    await sendDueReminders(s.ctx, { now: new Date('2031-06-09T07:57:30Z') });
    expect(s.announced.map((a) => a.notification.data.minutes_before)).toEqual([3]);
  });

  it('uses the event’s zone for the start, across a daylight-saving change', async () => {
    // New York on 2031-03-09 (clocks spring forward at 02:00): 10:00 is EDT, 14:00Z.
    const { sessionId } = await sessionOn('2031-03-09', 'DST Talk', 'America/New_York');
    await bookmark([c.attendee], sessionId);
    const s = scheduler();
    expect((await sendDueReminders(s.ctx, { now: new Date('2031-03-09T13:49:59Z') })).sent).toBe(0);
    expect((await sendDueReminders(s.ctx, { now: new Date('2031-03-09T13:50:00Z') })).sent).toBe(1);
    expect(s.announced[0]?.notification.data.starts_at).toBe('2031-03-09T14:00:00.000Z');
  });
});
