import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization } from '../test/fixtures';
import { call, createTestApp, signUp, uniqueEmail, type TestApp, type TestUser } from '../test/helpers';

/*
 * Invitations create accounts without the sign-up limit: adding someone by email creates an invited account,
 * claiming the link logs it in. Both have their own hourly budgets (here 3 claims per address, 2 adds per
 * actor), answered past them with 429 and Retry-After, changing nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ INVITATION_CLAIM_LIMIT_PER_HOUR: '3', ADD_BY_EMAIL_LIMIT_PER_HOUR: '2' });
});
afterAll(async () => t.close());

const userCount = async () => {
  const res = (await t.database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
    rows: { n: number }[];
  };
  return res.rows[0]?.n ?? -1;
};
const person = () => ({ email: uniqueEmail('invitee'), first_name: 'In', last_name: 'Vitee' });

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
}

describe('add by email', () => {
  let owner: TestUser;
  let orgId: number;
  let eventId: number;
  beforeAll(async () => {
    owner = await signUp(t.app);
    orgId = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
    eventId = await makeEvent(t.database.db, orgId, [[owner.id, 'ADMIN']]);
  });

  it('answers 429 with Retry-After past the hourly budget of one actor, across organizations and events, creating nothing', async () => {
    const first = await call(t.app, owner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/users`,
      payload: person(),
    });
    expect(first.statusCode).toBe(201);
    const second = await call(t.app, owner, {
      method: 'POST',
      url: `/api/events/${eventId}/users/add`,
      payload: person(),
    });
    expect(second.statusCode).toBe(201);
    const before = await userCount();
    expectLimited(
      await call(t.app, owner, { method: 'POST', url: `/api/organizations/${orgId}/users`, payload: person() }),
    );
    expectLimited(
      await call(t.app, owner, { method: 'POST', url: `/api/events/${eventId}/users/add`, payload: person() }),
    );
    expect(await userCount()).toBe(before);
  });

  it('keeps a separate budget per actor', async () => {
    const other = await signUp(t.app);
    const otherOrg = await makeOrganization(t.database.db, [[other.id, 'OWNER']]);
    expect(
      (await call(t.app, other, { method: 'POST', url: `/api/organizations/${otherOrg}/users`, payload: person() }))
        .statusCode,
    ).toBe(201);
  });

  it('does not count a request refused as invalid', async () => {
    const admin = await signUp(t.app);
    const org = await makeOrganization(t.database.db, [[admin.id, 'OWNER']]);
    for (let i = 0; i < 3; i += 1) {
      const bad = await call(t.app, admin, {
        method: 'POST',
        url: `/api/organizations/${org}/users`,
        payload: { email: 'nope' },
      });
      expect(bad.statusCode).toBe(422);
    }
    expect(
      (await call(t.app, admin, { method: 'POST', url: `/api/organizations/${org}/users`, payload: person() }))
        .statusCode,
    ).toBe(201);
  });
});

describe('invitation claims', () => {
  it('answers 429 with Retry-After past the hourly budget of one address, and leaves the invitation unclaimed', async () => {
    const owner = await signUp(t.app);
    const orgId = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
    const added = await call(t.app, owner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/users`,
      payload: person(),
    });
    const token = String(added.json<{ invitation_path: string }>().invitation_path.split('/').pop());
    const claim = (tok: string) =>
      t.app.inject({ method: 'POST', url: `/api/invitations/${tok}/claim`, payload: { password: 'my own password' } });
    // Guessing counts too: three wrong links use up the address's budget.
    for (let i = 0; i < 3; i += 1) expect((await claim(`guessed-token-${i}-${'x'.repeat(20)}`)).statusCode).toBe(404);
    expectLimited(await claim(token));
    const info = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(info.statusCode).toBe(200);
  });
});
