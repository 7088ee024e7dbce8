import { LIMITS } from '@atria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization, makeThread, makeUser } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';

/** GET /api/direct-messages/threads pages like every other list (page, per_page and the list fields). */
let t: TestApp;
let hub: TestUser;
let eventId: number;
/** The hub's threads, newest activity first: the event's threads are the first three. */
let newestFirst: number[];

const threadsOf = (u: TestUser, query = '') =>
  call(t.app, u, { method: 'GET', url: `/api/direct-messages/threads${query}` });
const ids = (body: { threads: { id: number }[] }) => body.threads.map((th) => th.id);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  hub = await signUp(t.app);
  const partners = await Promise.all(Array.from({ length: 7 }, (_, i) => makeUser(db, 'Partner', String(i))));
  const orgId = await makeOrganization(db, [
    [hub.id, 'OWNER'],
    ...partners.map((p) => [p, 'MEMBER'] as [number, 'MEMBER']),
  ]);
  eventId = await makeEvent(db, orgId);
  const created: number[] = [];
  // Oldest first; each thread gets a message, so the newest activity is the last one made.
  for (const [i, p] of partners.entries()) {
    created.push(await makeThread(db, hub.id, p, [{ from: p, content: `hi ${i}` }], i >= 4 ? eventId : null));
  }
  newestFirst = created.reverse();
});
afterAll(async () => t.close());

describe('GET /api/direct-messages/threads pagination', () => {
  it('answers the first page with the list fields by default', async () => {
    const res = await threadsOf(hub);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      threads: expect.any(Array),
      total_items: 7,
      total_pages: 1,
      current_page: 1,
      per_page: LIMITS.perPageDefault,
    });
    expect(ids(res.json())).toEqual(newestFirst);
  });

  it('returns the requested page, newest activity first', async () => {
    const second = (await threadsOf(hub, '?page=2&per_page=3')).json();
    expect(second).toMatchObject({ total_items: 7, total_pages: 3, current_page: 2, per_page: 3 });
    expect(ids(second)).toEqual(newestFirst.slice(3, 6));
    const last = (await threadsOf(hub, '?page=3&per_page=3')).json();
    expect(ids(last)).toEqual(newestFirst.slice(6));
  });

  it('still counts every thread on a page past the end', async () => {
    const res = (await threadsOf(hub, '?page=9&per_page=3')).json();
    expect(res).toEqual({ threads: [], total_items: 7, total_pages: 3, current_page: 9, per_page: 3 });
  });

  it('pages and counts only the threads of the event when filtered', async () => {
    const res = (await threadsOf(hub, `?event_id=${eventId}&per_page=2`)).json();
    expect(res).toMatchObject({ total_items: 3, total_pages: 2, current_page: 1, per_page: 2 });
    expect(ids(res)).toEqual(newestFirst.slice(0, 2));
  });

  it('refuses page sizes out of bounds with 422', async () => {
    for (const query of ['?per_page=0', `?per_page=${LIMITS.perPageMax + 1}`, '?page=0', '?page=abc']) {
      expect((await threadsOf(hub, query)).statusCode, query).toBe(422);
    }
  });

  it('costs the same number of statements for a full page, an empty page and a user without threads', async () => {
    const loner = await signUp(t.app);
    const statementsFor = async (u: TestUser, query: string) => {
      t.app.ctx.changes.flush();
      const before = t.database.stats.statements;
      expect((await threadsOf(u, query)).statusCode).toBe(200);
      return t.database.stats.statements - before;
    };
    const full = await statementsFor(hub, '?per_page=7');
    expect(await statementsFor(hub, '?page=2&per_page=2')).toBe(full);
    expect(await statementsFor(loner, '')).toBe(full);
    expect(await statementsFor(hub, '?page=50')).toBeLessThanOrEqual(full + 1);
  });
});
