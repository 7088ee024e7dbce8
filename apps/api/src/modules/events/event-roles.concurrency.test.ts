import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let orgId: number;

const admins = async (eventId: number): Promise<number[]> => {
  const res = (await t.database.db.execute(
    sql`select user_id from event_users where event_id = ${eventId} and role = 'ADMIN' order by user_id`,
  )) as unknown as { rows: { user_id: number }[] };
  return res.rows.map((r) => r.user_id);
};
const demote = (actor: TestUser, eventId: number, userId: number) =>
  call(t.app, actor, { method: 'PUT', url: `/api/events/${eventId}/users/${userId}`, payload: { role: 'ATTENDEE' } });
const remove = (actor: TestUser, eventId: number, userId: number) =>
  call(t.app, actor, { method: 'DELETE', url: `/api/events/${eventId}/users/${userId}` });

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([signUp(t.app, { first_name: 'Ada' }), signUp(t.app, { first_name: 'Bo' })]);
  // Neither is in the organization: their only power over the event is their event ADMIN role.
  const someone = await signUp(t.app);
  orgId = await makeOrganization(t.database.db, [[someone.id, 'OWNER']]);
});
afterAll(async () => t.close());

describe('concurrent event role changes', () => {
  it('lets at most one of two admins demoting each other at once succeed, so the event keeps an ADMIN', async () => {
    for (let round = 0; round < 10; round += 1) {
      const eventId = await makeEvent(t.database.db, orgId, [
        [a.id, 'ADMIN'],
        [b.id, 'ADMIN'],
      ]);
      const [byA, byB] = await Promise.all([demote(a, eventId, b.id), demote(b, eventId, a.id)]);
      const statuses = [byA.statusCode, byB.statusCode].sort();
      expect(statuses, `round ${round}`).toEqual([200, 403]);
      expect(await admins(eventId)).toHaveLength(1);
    }
  });

  it('lets at most one of two admins removing each other at once succeed', async () => {
    for (let round = 0; round < 10; round += 1) {
      const eventId = await makeEvent(t.database.db, orgId, [
        [a.id, 'ADMIN'],
        [b.id, 'ADMIN'],
      ]);
      const [byA, byB] = await Promise.all([remove(a, eventId, b.id), remove(b, eventId, a.id)]);
      const statuses = [byA.statusCode, byB.statusCode].sort();
      // The loser is no longer in the event: it cannot see it any more (404) rather than being refused.
      expect(statuses, `round ${round}`).toEqual([204, 404]);
      expect(await admins(eventId)).toHaveLength(1);
    }
  });
});
