import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { makeOrganization } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';

/** The event's time zone through the event and session endpoints (docs/calendar.md#time-zones). */

let t: TestApp;
let owner: TestUser;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  orgId = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
});
afterAll(async () => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const conference = (over: Record<string, unknown> = {}) => ({
  title: 'Zoned Conf',
  event_type: 'CONFERENCE',
  start_date: inDays(30),
  end_date: inDays(31),
  company_name: 'Acme',
  ...over,
});
const UNKNOWN = 'Unknown time zone: use an IANA name such as Europe/Berlin';
const GAP = 'This time does not exist in Europe/Berlin (clocks move forward)';

async function createEvent(body: Record<string, unknown>) {
  return call(t.app, owner, { method: 'POST', url: `/api/organizations/${orgId}/events`, payload: body });
}

/** An event in Europe/Berlin whose day 1 is 2031-03-30, when Berlin's clocks jump from 02:00 to 03:00. */
async function gapEvent(): Promise<number> {
  const res = await createEvent(conference({ time_zone: 'Europe/Berlin' }));
  const id = res.json<{ id: number }>().id;
  await t.database.db.update(events).set({ start_date: '2031-03-30', end_date: '2031-03-31' }).where(eq(events.id, id));
  return id;
}

describe('event time zone', () => {
  it('is UTC when the request names none, and the given zone otherwise', async () => {
    const plain = await createEvent(conference());
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ time_zone: 'UTC' });
    const zoned = await createEvent(conference({ time_zone: 'America/New_York' }));
    expect(zoned.json()).toMatchObject({ time_zone: 'America/New_York' });
    const list = await call(t.app, owner, { method: 'GET', url: `/api/organizations/${orgId}/events` });
    const found = list
      .json<{ events: { id: number; time_zone: string }[] }>()
      .events.find((e) => e.id === zoned.json<{ id: number }>().id);
    expect(found?.time_zone).toBe('America/New_York');
  });

  it.each(['Mars/Olympus', '+02:00', 'europe/berlin', 'GMT+2'])(
    'refuses %s with 422 on time_zone at create and update',
    async (zone) => {
      const created = await createEvent(conference({ time_zone: zone }));
      expect(created.statusCode).toBe(422);
      expect(created.json().errors.time_zone).toEqual([UNKNOWN]);
      const id = (await createEvent(conference())).json<{ id: number }>().id;
      const updated = await call(t.app, owner, {
        method: 'PUT',
        url: `/api/events/${id}`,
        payload: { time_zone: zone },
      });
      expect(updated.statusCode).toBe(422);
      expect(updated.json().errors.time_zone).toEqual([UNKNOWN]);
    },
  );

  it('changes on update and shows in the sessions of the event', async () => {
    const id = (await createEvent(conference())).json<{ id: number }>().id;
    const updated = await call(t.app, owner, {
      method: 'PUT',
      url: `/api/events/${id}`,
      payload: { time_zone: 'Asia/Kolkata' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ time_zone: 'Asia/Kolkata' });
    const session = await call(t.app, owner, {
      method: 'POST',
      url: `/api/events/${id}/sessions`,
      payload: { title: 'Talk', day_number: 1, start_time: '09:00', end_time: '10:00' },
    });
    expect(session.statusCode, session.body).toBe(201);
    expect(session.json()).toMatchObject({ event: { id, time_zone: 'Asia/Kolkata' } });
  });
});

describe('session times in a daylight-saving gap', () => {
  it('refuses a start that does not exist with 422 on start_time', async () => {
    const id = await gapEvent();
    const res = await call(t.app, owner, {
      method: 'POST',
      url: `/api/events/${id}/sessions`,
      payload: { title: 'Talk', day_number: 1, start_time: '02:30', end_time: '04:00' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: GAP, errors: { start_time: [GAP] } });
    expect(res.json().errors.end_time).toBeUndefined();
  });

  it('accepts the same times on a day without a switch', async () => {
    const id = await gapEvent();
    const res = await call(t.app, owner, {
      method: 'POST',
      url: `/api/events/${id}/sessions`,
      payload: { title: 'Talk', day_number: 2, start_time: '02:30', end_time: '04:00' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses an update or a move whose end falls into the gap with 422 on end_time', async () => {
    const id = await gapEvent();
    const created = await call(t.app, owner, {
      method: 'POST',
      url: `/api/events/${id}/sessions`,
      payload: { title: 'Talk', day_number: 2, start_time: '01:00', end_time: '02:30' },
    });
    const sessionId = created.json<{ id: number }>().id;
    const moved = await call(t.app, owner, {
      method: 'PUT',
      url: `/api/sessions/${sessionId}`,
      payload: { day_number: 1 },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ end_time: [GAP] });
    const rescheduled = await call(t.app, owner, {
      method: 'PUT',
      url: `/api/sessions/${sessionId}/times`,
      payload: { day_number: 1, start_time: '01:00', end_time: '02:15' },
    });
    expect(rescheduled.statusCode).toBe(422);
    expect(rescheduled.json().errors).toEqual({ end_time: [GAP] });
    const renamed = await call(t.app, owner, {
      method: 'PUT',
      url: `/api/sessions/${sessionId}`,
      payload: { title: 'Renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});
