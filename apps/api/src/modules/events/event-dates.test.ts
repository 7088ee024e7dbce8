import { LIMITS, MESSAGES } from '@atria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';

/** How long an event may last and how far ahead it may start (LIMITS.eventDaysMax, LIMITS.eventStartYearsAhead). */
let t: TestApp;
let admin: TestUser;
let orgId: number;

const future = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const yearsAhead = (years: number, extraDays: number): string => {
  const d = new Date(Date.now() + extraDays * 86_400_000);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
};
const conference = (start_date: string, end_date: string) => ({
  title: 'Bounded Conf',
  event_type: 'CONFERENCE',
  start_date,
  end_date,
  company_name: 'Acme',
});
const eventCount = async (): Promise<number> => {
  const res = (await t.database.db.execute(
    sql`select count(*)::int as n from events where organization_id = ${orgId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? -1);
};
const create = (body: object) =>
  call(t.app, admin, { method: 'POST', url: `/api/organizations/${orgId}/events`, payload: body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app);
  orgId = await makeOrganization(t.database.db, [[admin.id, 'OWNER']]);
});
afterAll(async () => t.close());

describe('event length and start', () => {
  it('creates an event of exactly 366 days', async () => {
    const res = await create(conference(future(10), future(10 + LIMITS.eventDaysMax - 1)));
    expect(res.statusCode).toBe(201);
    expect(res.json().day_count).toBe(LIMITS.eventDaysMax);
  });

  it('refuses an end date in year 9999 with 422 and creates nothing', async () => {
    const before = await eventCount();
    for (const end of ['9999-12-31', future(10 + LIMITS.eventDaysMax)]) {
      const res = await create(conference(future(10), end));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.end_date).toEqual([MESSAGES.eventTooLong]);
    }
    expect(await eventCount()).toBe(before);
  });

  it('refuses a start more than 10 years ahead with 422 and creates nothing', async () => {
    const before = await eventCount();
    const res = await create(
      conference(yearsAhead(LIMITS.eventStartYearsAhead, 3), yearsAhead(LIMITS.eventStartYearsAhead, 4)),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.start_date).toEqual([MESSAGES.startDateTooFar]);
    expect(await eventCount()).toBe(before);
    expect(
      (
        await create(
          conference(yearsAhead(LIMITS.eventStartYearsAhead, -1), yearsAhead(LIMITS.eventStartYearsAhead, 0)),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('checks the same bounds when an edit moves the dates, and keeps the stored ones', async () => {
    const id = await makeEvent(t.database.db, orgId, [[admin.id, 'ADMIN']]);
    const long = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/events/${id}`,
      payload: { start_date: future(10), end_date: '9999-12-31' },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.end_date).toEqual([MESSAGES.eventTooLong]);
    const far = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/events/${id}`,
      payload: { start_date: '2999-01-01', end_date: '2999-01-01' },
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.start_date).toEqual([MESSAGES.startDateTooFar]);
    const oneDate = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/events/${id}`,
      payload: { end_date: '9999-12-31' },
    });
    expect(oneDate.statusCode).toBe(422);
    const res = (await t.database.db.execute(
      sql`select start_date::text as s, end_date::text as e from events where id = ${id}`,
    )) as unknown as { rows: { s: string; e: string }[] };
    expect(res.rows[0]).toEqual({ s: '2031-05-01', e: '2031-05-02' });
  });
});
