import { MESSAGES } from '@atria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, uniqueEmail, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let owner: TestUser;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function newOrg(by: TestUser = owner): Promise<number> {
  const res = await call(t.app, by, {
    method: 'POST',
    url: '/api/organizations',
    payload: { name: `Org ${uniqueEmail('o')}`.slice(0, 60) },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

async function newEvent(orgId: number, by: TestUser = owner): Promise<number> {
  const res = await call(t.app, by, {
    method: 'POST',
    url: `/api/organizations/${orgId}/events`,
    payload: {
      title: 'Invite Day',
      event_type: 'CONFERENCE',
      start_date: '2031-06-01',
      end_date: '2031-06-02',
      company_name: 'Co',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

const person = (email: string) => ({ email, first_name: 'New', last_name: 'Person' });
const addToOrg = (orgId: number, email: string) =>
  call(t.app, owner, {
    method: 'POST',
    url: `/api/organizations/${orgId}/users`,
    payload: { ...person(email), role: 'MEMBER' },
  });
const addToEvent = (eventId: number, email: string) =>
  call(t.app, owner, {
    method: 'POST',
    url: `/api/events/${eventId}/users/add`,
    payload: { ...person(email), role: 'ATTENDEE' },
  });
const claim = (path: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${path.replace('/invite/', '/invitations/')}/claim`,
    payload: { password: 'a long enough password 1' },
  });
const info = (path: string) => t.app.inject({ method: 'GET', url: `/api${path.replace('/invite/', '/invitations/')}` });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { first_name: 'Olga', last_name: 'Owner' });
});
afterAll(async () => t.close());

describe('inviting one new email from several places at once', () => {
  it('creates one account and answers only 201 or 409 to 10 concurrent adds', async () => {
    const orgs = await Promise.all([newOrg(), newOrg(), newOrg()]);
    const [firstOrg = 0, secondOrg = 0] = orgs;
    const events = await Promise.all([newEvent(firstOrg), newEvent(secondOrg)]);
    const [firstEvent = 0, secondEvent = 0] = events;
    const email = uniqueEmail('race');
    const adds = [
      ...orgs.map((o) => () => addToOrg(o, email)),
      () => addToOrg(firstOrg, email),
      () => addToOrg(firstOrg, email),
      ...events.map((e) => () => addToEvent(e, email)),
      () => addToEvent(firstEvent, email),
      () => addToEvent(firstEvent, email),
      () => addToEvent(secondEvent, email),
    ];
    expect(adds).toHaveLength(10);
    const answers = await Promise.all(adds.map((add) => add()));
    const statuses = answers.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s !== 201 && s !== 409),
      JSON.stringify(answers.map((r) => r.body)),
    ).toEqual([]);
    // Each organization and event takes the person once; repeats in the same place are the 409s.
    expect(statuses.filter((s) => s === 201)).toHaveLength(orgs.length + events.length);
    const accounts = await rows<{ id: number }>(sql`select id from users where lower(email) = ${email.toLowerCase()}`);
    expect(accounts).toHaveLength(1);
  });
});

describe('invitation links of someone removed', () => {
  it('answers 410 with the withdrawn message once the person is removed from the organization that invited them', async () => {
    const orgId = await newOrg();
    const added = await addToOrg(orgId, uniqueEmail('gone'));
    expect(added.statusCode).toBe(201);
    const { invitation_path: path, member } = added.json<{ invitation_path: string; member: { id: number } }>();
    const removed = await call(t.app, owner, {
      method: 'DELETE',
      url: `/api/organizations/${orgId}/users/${member.id}`,
    });
    expect(removed.statusCode).toBe(204);
    for (const res of [await info(path), await claim(path)]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ status: 410, code: 'GONE', message: MESSAGES.invitationWithdrawn });
    }
    const hashes = await rows<{ password_hash: string | null }>(
      sql`select password_hash from users where id = ${member.id}`,
    );
    expect(hashes[0]?.password_hash).toBeNull();
  });

  it('answers 410 once the person is removed from the event that invited them', async () => {
    const eventId = await newEvent(await newOrg());
    const added = await addToEvent(eventId, uniqueEmail('gone'));
    expect(added.statusCode).toBe(201);
    const { invitation_path: path, event_user } = added.json<{
      invitation_path: string;
      event_user: { user_id: number };
    }>();
    const removed = await call(t.app, owner, {
      method: 'DELETE',
      url: `/api/events/${eventId}/users/${event_user.user_id}`,
    });
    expect(removed.statusCode).toBe(204);
    const res = await claim(path);
    expect(res.statusCode).toBe(410);
    expect(res.json<{ message: string }>().message).toBe(MESSAGES.invitationWithdrawn);
  });

  it('keeps the link working when the person is removed from another organization', async () => {
    const [inviting, other] = await Promise.all([newOrg(), newOrg()]);
    const email = uniqueEmail('two');
    const first = await addToOrg(inviting, email);
    const second = await addToOrg(other, email);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const userId = first.json<{ member: { id: number } }>().member.id;
    expect(
      (await call(t.app, owner, { method: 'DELETE', url: `/api/organizations/${other}/users/${userId}` })).statusCode,
    ).toBe(204);
    expect((await claim(first.json<{ invitation_path: string }>().invitation_path)).statusCode).toBe(200);
  });

  it('gives a working link again when the person is added back', async () => {
    const orgId = await newOrg();
    const email = uniqueEmail('back');
    const first = await addToOrg(orgId, email);
    const userId = first.json<{ member: { id: number } }>().member.id;
    expect(
      (await call(t.app, owner, { method: 'DELETE', url: `/api/organizations/${orgId}/users/${userId}` })).statusCode,
    ).toBe(204);
    const again = await addToOrg(orgId, email);
    expect(again.statusCode).toBe(201);
    const fresh = again.json<{ invitation_path: string | null }>().invitation_path;
    expect(fresh).toEqual(expect.any(String));
    expect((await claim(first.json<{ invitation_path: string }>().invitation_path)).statusCode).toBe(410);
    expect((await claim(fresh ?? '')).statusCode).toBe(200);
  });
});
