import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeSession } from '../../test/fixtures';
import { call, createTestApp, signUp, uniqueEmail, type TestApp, type TestUser } from '../../test/helpers';

/**
 * Who controls an organization's events once an organization owner/admin is removed, demoted or leaves
 * (docs/security/roles.md): the event ADMIN they got by creating the event ends with their organization role;
 * event roles other people gave them stay.
 */
let t: TestApp;
let owner: TestUser;
let creator: TestUser;
let outsider: TestUser;
let orgId: number;
let eventId: number;
let sessionId: number;

const rows = async <T>(q: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const eventRole = async (userId: number, event = eventId) =>
  (await rows<{ role: string }>(sql`select role from event_users where event_id = ${event} and user_id = ${userId}`))[0]
    ?.role ?? null;
const conference = {
  title: 'Control Conf',
  event_type: 'CONFERENCE',
  start_date: '2031-03-01',
  end_date: '2031-03-02',
  company_name: 'Acme',
};

const removeFromOrg = (userId: number, by: TestUser = owner) =>
  call(t.app, by, { method: 'DELETE', url: `/api/organizations/${orgId}/users/${userId}` });
const setOrgRole = (userId: number, role: string) =>
  call(t.app, owner, { method: 'PUT', url: `/api/organizations/${orgId}/users/${userId}`, payload: { role } });

/** Every management call the creator could make; each must now be refused. */
function managementCalls(u: TestUser) {
  return [
    call(t.app, u, { method: 'PUT', url: `/api/events/${eventId}`, payload: { title: 'Hijacked' } }),
    call(t.app, u, { method: 'PUT', url: `/api/events/${eventId}/branding`, payload: { primary_color: '#000000' } }),
    call(t.app, u, {
      method: 'POST',
      url: `/api/events/${eventId}/users/add`,
      payload: { email: uniqueEmail('x'), first_name: 'X', last_name: 'Y', role: 'ATTENDEE' },
    }),
    call(t.app, u, { method: 'PUT', url: `/api/events/${eventId}/users/${outsider.id}`, payload: { role: 'ADMIN' } }),
    call(t.app, u, { method: 'DELETE', url: `/api/events/${eventId}/users/${outsider.id}` }),
    call(t.app, u, { method: 'POST', url: `/api/events/${eventId}/sessions`, payload: { title: 'Sneaky session' } }),
    call(t.app, u, { method: 'PUT', url: `/api/sessions/${sessionId}`, payload: { title: 'Renamed' } }),
    call(t.app, u, {
      method: 'POST',
      url: `/api/sessions/${sessionId}/speakers`,
      payload: { user_id: outsider.id, role: 'SPEAKER' },
    }),
    call(t.app, u, { method: 'DELETE', url: `/api/events/${eventId}` }),
  ];
}

async function expectNoControl(u: TestUser, refusal: 403 | 404) {
  const answers = await Promise.all(managementCalls(u));
  expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => refusal));
  expect(await eventRole(outsider.id)).toBe('ATTENDEE');
  expect((await rows(sql`select id from events where id = ${eventId}`)).length).toBe(1);
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, outsider] = await Promise.all([signUp(t.app, { first_name: 'Owen' }), signUp(t.app, { first_name: 'Otto' })]);
  const org = await call(t.app, owner, { method: 'POST', url: '/api/organizations', payload: { name: 'Control Org' } });
  orgId = org.json<{ id: number }>().id;
});
beforeEach(async () => {
  creator = await signUp(t.app, { first_name: 'Cara' });
  const add = await call(t.app, owner, {
    method: 'POST',
    url: `/api/organizations/${orgId}/users`,
    payload: { email: creator.email, first_name: 'C', last_name: 'R', role: 'ADMIN' },
  });
  expect(add.statusCode).toBe(201);
  const ev = await call(t.app, creator, {
    method: 'POST',
    url: `/api/organizations/${orgId}/events`,
    payload: conference,
  });
  expect(ev.statusCode).toBe(201);
  eventId = ev.json<{ id: number }>().id;
  sessionId = await makeSession(t.database.db, eventId);
  const addOutsider = { email: outsider.email, first_name: 'O', last_name: 'T', role: 'ATTENDEE' };
  expect(
    (await call(t.app, creator, { method: 'POST', url: `/api/events/${eventId}/users/add`, payload: addOutsider }))
      .statusCode,
  ).toBe(201);
  expect(await eventRole(creator.id)).toBe('ADMIN');
});
afterAll(async () => t.close());

describe('an organization admin removed from the organization', () => {
  it('loses the event ADMIN they got by creating the event, and every management call is refused', async () => {
    // Warm the agenda access cache with the granted access first: it must not outlive the removal.
    expect((await call(t.app, creator, { method: 'GET', url: `/api/events/${eventId}/sessions` })).statusCode).toBe(
      200,
    );
    expect((await removeFromOrg(creator.id)).statusCode).toBe(204);
    expect(await eventRole(creator.id)).toBeNull();
    await expectNoControl(creator, 404);
    expect((await call(t.app, creator, { method: 'GET', url: `/api/events/${eventId}/users` })).statusCode).toBe(404);
    expect((await call(t.app, creator, { method: 'GET', url: `/api/events/${eventId}/sessions` })).statusCode).toBe(
      404,
    );
  });

  it('keeps a participant role someone else gave them', async () => {
    const other = await call(t.app, creator, {
      method: 'POST',
      url: `/api/organizations/${orgId}/events`,
      payload: { ...conference, title: 'Other Conf' },
    });
    const otherId = other.json<{ id: number }>().id;
    expect(
      (
        await call(t.app, owner, {
          method: 'POST',
          url: `/api/events/${eventId}/users`,
          payload: { user_id: creator.id, role: 'SPEAKER' },
        })
      ).statusCode,
    ).toBe(409);
    // The owner makes the creator a SPEAKER of the first event: an event role, not one that came from the organization.
    expect(
      (
        await call(t.app, owner, {
          method: 'PUT',
          url: `/api/events/${eventId}/users/${creator.id}`,
          payload: { role: 'SPEAKER' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await removeFromOrg(creator.id)).statusCode).toBe(204);
    expect(await eventRole(creator.id)).toBe('SPEAKER');
    expect(await eventRole(creator.id, otherId)).toBeNull();
    await expectNoControl(creator, 403);
  });

  it('stays a SPEAKER of an event whose sessions they are booked to speak in', async () => {
    await t.database.db.execute(
      sql`insert into session_speakers (session_id, user_id, role, "order") values (${sessionId}, ${creator.id}, 'SPEAKER', 1)`,
    );
    expect((await removeFromOrg(creator.id)).statusCode).toBe(204);
    expect(await eventRole(creator.id)).toBe('SPEAKER');
    const list = await call(t.app, creator, { method: 'GET', url: `/api/events/${eventId}/users` });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ event_users: { email: string | null }[] }>().event_users.every((u) => u.email === null)).toBe(
      true,
    );
    await expectNoControl(creator, 403);
  });
});

describe('an organization admin demoted to member', () => {
  it('sees the event as a member, without emails, and can no longer manage it', async () => {
    expect((await setOrgRole(creator.id, 'MEMBER')).statusCode).toBe(200);
    expect(await eventRole(creator.id)).toBeNull();
    const list = await call(t.app, creator, { method: 'GET', url: `/api/events/${eventId}/users` });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ event_users: { email: string | null }[] }>().event_users.map((u) => u.email)).toEqual([null]);
    await expectNoControl(creator, 403);
  });

  it('keeps control when demoted from OWNER to ADMIN (still an organization role that manages events)', async () => {
    expect((await setOrgRole(creator.id, 'OWNER')).statusCode).toBe(200);
    expect((await setOrgRole(creator.id, 'ADMIN')).statusCode).toBe(200);
    expect(await eventRole(creator.id)).toBe('ADMIN');
  });

  it('loses an organizer role they gave themselves by adding themselves to an event', async () => {
    const ownEvent = await call(t.app, owner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/events`,
      payload: { ...conference, title: 'Owner Conf' },
    });
    const ownId = ownEvent.json<{ id: number }>().id;
    expect(
      (
        await call(t.app, creator, {
          method: 'POST',
          url: `/api/events/${ownId}/users`,
          payload: { user_id: creator.id, role: 'ORGANIZER' },
        })
      ).statusCode,
    ).toBe(201);
    expect((await setOrgRole(creator.id, 'MEMBER')).statusCode).toBe(200);
    expect(await eventRole(creator.id, ownId)).toBeNull();
  });
});

describe('an organization admin leaving the organization', () => {
  it('leaves the control of the events they created behind', async () => {
    expect((await removeFromOrg(creator.id, creator)).statusCode).toBe(204);
    expect(await eventRole(creator.id)).toBeNull();
    await expectNoControl(creator, 404);
  });
});

describe('a removal racing with the removed admin creating an event', () => {
  it('never leaves the removed admin with an event ADMIN in the organization', async () => {
    for (let round = 0; round < 5; round += 1) {
      const admin = await signUp(t.app);
      const add = { email: admin.email, first_name: 'R', last_name: 'A', role: 'ADMIN' };
      expect(
        (await call(t.app, owner, { method: 'POST', url: `/api/organizations/${orgId}/users`, payload: add }))
          .statusCode,
      ).toBe(201);
      const [created, removed] = await Promise.all([
        call(t.app, admin, {
          method: 'POST',
          url: `/api/organizations/${orgId}/events`,
          payload: { ...conference, title: `Race ${round}` },
        }),
        removeFromOrg(admin.id),
      ]);
      expect(removed.statusCode).toBe(204);
      expect([201, 404]).toContain(created.statusCode);
      const held = await rows(sql`select eu.event_id from event_users eu join events e on e.id = eu.event_id
        where e.organization_id = ${orgId} and eu.user_id = ${admin.id}`);
      expect(held, `round ${round}`).toEqual([]);
    }
  });
});
