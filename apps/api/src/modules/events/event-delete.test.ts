import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization, makeThread } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let admin: TestUser;
let ana: TestUser;
let ben: TestUser;
let orgId: number;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const threadsOf = (userId: number) =>
  rows<{ id: number; event_id: number | null }>(sql`select id, event_id from direct_message_threads
    where ${userId} in (user_low_id, user_high_id) order by id`);
const contents = (threadId: number) =>
  rows<{ content: string }>(sql`select content from direct_messages where thread_id = ${threadId} order by id`).then(
    (r) => r.map((m) => m.content),
  );
const deleteEvent = (eventId: number) => call(t.app, admin, { method: 'DELETE', url: `/api/events/${eventId}` });

beforeAll(async () => {
  t = await createTestApp();
  [admin, ana, ben] = await Promise.all([
    signUp(t.app),
    signUp(t.app, { first_name: 'Ana' }),
    signUp(t.app, { first_name: 'Ben' }),
  ]);
  orgId = await makeOrganization(t.database.db, [[admin.id, 'OWNER']]);
});
afterAll(async () => t.close());

describe('deleting an event keeps the private messages sent within it', () => {
  it('turns an event thread into a general thread with all its messages', async () => {
    const eventId = await makeEvent(t.database.db, orgId, [
      [ana.id, 'ATTENDEE'],
      [ben.id, 'SPEAKER'],
    ]);
    const threadId = await makeThread(
      t.database.db,
      ana.id,
      ben.id,
      [
        { from: ana.id, content: 'see you at the keynote' },
        { from: ben.id, content: 'sure' },
      ],
      eventId,
    );
    expect((await deleteEvent(eventId)).statusCode).toBe(204);
    expect(await rows(sql`select id from events where id = ${eventId}`)).toHaveLength(0);
    const kept = (await threadsOf(ana.id)).find((th) => th.id === threadId);
    expect(kept).toEqual({ id: threadId, event_id: null });
    expect(await contents(threadId)).toEqual(['see you at the keynote', 'sure']);
    // Ana can still read it through the API.
    const page = await call(t.app, ana, { method: 'GET', url: `/api/direct-messages/threads/${threadId}/messages` });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).toContain('see you at the keynote');
  });

  it('merges the messages into the general thread the pair already has', async () => {
    const [x, y] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const eventId = await makeEvent(t.database.db, orgId, [
      [x.id, 'ATTENDEE'],
      [y.id, 'ATTENDEE'],
    ]);
    const general = await makeThread(t.database.db, x.id, y.id, [{ from: x.id, content: 'general hello' }]);
    const inEvent = await makeThread(
      t.database.db,
      x.id,
      y.id,
      [
        { from: y.id, content: 'event hello' },
        { from: x.id, content: 'event reply' },
      ],
      eventId,
    );
    const newest = await rows<{ at: string }>(
      sql`select last_message_at::text as at from direct_message_threads where id = ${inEvent}`,
    );
    expect((await deleteEvent(eventId)).statusCode).toBe(204);
    expect(await threadsOf(x.id)).toEqual([{ id: general, event_id: null }]);
    expect((await contents(general)).sort()).toEqual(['event hello', 'event reply', 'general hello']);
    const after = await rows<{ at: string }>(
      sql`select last_message_at::text as at from direct_message_threads where id = ${general}`,
    );
    expect(after[0]?.at).toBe(newest[0]?.at);
  });

  it('keeps the threads of every event when the organization is deleted, one general thread per pair', async () => {
    const [x, y] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const org = await makeOrganization(t.database.db, [[admin.id, 'OWNER']]);
    const first = await makeEvent(t.database.db, org, [
      [x.id, 'ATTENDEE'],
      [y.id, 'ATTENDEE'],
    ]);
    const second = await makeEvent(t.database.db, org, [
      [x.id, 'ATTENDEE'],
      [y.id, 'ATTENDEE'],
    ]);
    await makeThread(t.database.db, x.id, y.id, [{ from: x.id, content: 'in the first' }], first);
    await makeThread(t.database.db, x.id, y.id, [{ from: y.id, content: 'in the second' }], second);
    expect((await call(t.app, admin, { method: 'DELETE', url: `/api/organizations/${org}` })).statusCode).toBe(204);
    const left = await threadsOf(x.id);
    expect(left).toHaveLength(1);
    expect(left[0]?.event_id).toBeNull();
    expect((await contents(left[0]?.id ?? 0)).sort()).toEqual(['in the first', 'in the second']);
  });
});
