import type { ActivityList } from '@atria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, uniqueEmail, type TestApp } from '../../test/helpers';
import { MAIL_ROLES, mailCastEvent, signUpMailCast, type MailCast } from '../../test/mail-cast';

/*
 * The organization's activity log (docs/organizer-console.md#activity): what the changes write, in their own
 * transaction, and who may read it.
 */

let t: TestApp;
let c: MailCast;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await signUpMailCast(t);
  ({ orgId } = await mailCastEvent(t, c));
});

afterAll(async () => {
  await t.close();
});

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const activity = (who: (typeof c)[keyof MailCast] | null, query = '') =>
  call(t.app, who, { method: 'GET', url: `/api/organizations/${orgId}/activity${query}` });
const entries = async (query = '') => {
  const res = await activity(c.owner, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivityList>();
};
const count = async () =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from activity_log where organization_id = ${orgId}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n ?? -1;

describe('GET /api/organizations/:orgId/activity', () => {
  it('records events, sessions, invitations, claims, role changes and imports, newest first', async () => {
    const made = await call(t.app, c.owner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/events`,
      payload: {
        title: 'Logged Summit',
        event_type: 'CONFERENCE',
        start_date: future(30),
        end_date: future(31),
        company_name: 'Acme',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const eventId = made.json<{ id: number }>().id;
    const renamed = await call(t.app, c.orgAdmin, {
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { title: 'Logged Summit 2' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const session = await call(t.app, c.owner, {
      method: 'POST',
      url: `/api/events/${eventId}/sessions`,
      payload: { title: 'Opening', session_type: 'KEYNOTE', start_time: '09:00', end_time: '10:00', day_number: 1 },
    });
    expect(session.statusCode, session.body).toBe(201);
    const sessionId = session.json<{ id: number }>().id;
    const cancel = await call(t.app, c.owner, {
      method: 'PUT',
      url: `/api/sessions/${sessionId}/status`,
      payload: { status: 'CANCELLED' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const invited = await call(t.app, c.owner, {
      method: 'POST',
      url: `/api/events/${eventId}/users/add`,
      payload: { email: uniqueEmail('logged'), first_name: 'Lia', last_name: 'Logged', role: 'ATTENDEE' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { event_user, invitation_path } = invited.json<{
      event_user: { user_id: number };
      invitation_path: string;
    }>();
    const role = await call(t.app, c.owner, {
      method: 'PUT',
      url: `/api/events/${eventId}/users/${event_user.user_id}`,
      payload: { role: 'MODERATOR' },
    });
    expect(role.statusCode, role.body).toBe(200);
    const claim = await call(t.app, null, {
      method: 'POST',
      url: `/api/invitations/${invitation_path.replace('/invite/', '')}/claim`,
      payload: { password: 'a long enough password' },
    });
    expect(claim.statusCode, claim.body).toBeLessThan(300);
    const imported = await call(t.app, c.owner, {
      method: 'POST',
      url: `/api/events/${eventId}/attendees/import`,
      headers: { 'content-type': 'text/csv' },
      payload: `email,first name,last name\r\n${uniqueEmail('imp1')},Imo,One\r\n${uniqueEmail('imp2')},Imo,Two\r\n`,
    });
    expect(imported.statusCode, imported.body).toBeLessThan(300);
    const removed = await call(t.app, c.owner, { method: 'DELETE', url: `/api/sessions/${sessionId}` });
    expect(removed.statusCode, removed.body).toBe(204);
    const gone = await call(t.app, c.owner, { method: 'DELETE', url: `/api/events/${eventId}` });
    expect(gone.statusCode, gone.body).toBe(204);

    const list = await entries('?per_page=100');
    const mine = list.activity.filter((a) => a.event_id === eventId).reverse();
    expect(mine.map((a) => a.kind)).toEqual([
      'event.created',
      'event.updated',
      'session.created',
      'session.cancelled',
      'invitation.sent',
      'role.changed',
      'invitation.claimed',
      'import.attendees',
      'session.deleted',
      'event.deleted',
    ]);
    expect(mine[0]).toMatchObject({ actor_name: 'owner Person', event_title: 'Logged Summit' });
    expect(mine[1]).toMatchObject({ actor_name: 'orgAdmin Person', event_title: 'Logged Summit 2' });
    expect(mine[3]).toMatchObject({ session_title: 'Opening' });
    expect(mine[4]).toMatchObject({ person_name: 'Lia Logged', role: 'ATTENDEE' });
    expect(mine[5]).toMatchObject({ person_name: 'Lia Logged', role: 'MODERATOR' });
    expect(mine[6]).toMatchObject({ person_name: 'Lia Logged', actor_name: 'Lia Logged' });
    expect(mine[7]).toMatchObject({ count: 2 });
    // The deleted event's entries stay, with its title as it was.
    expect(mine[9]).toMatchObject({ event_title: 'Logged Summit 2' });
    expect(list.activity.map((a) => a.id)).toEqual([...list.activity.map((a) => a.id)].sort((a, b) => b - a));
  });

  it('writes nothing when the change fails (the entry is in the change’s transaction)', async () => {
    const before = await count();
    const refused = await call(t.app, c.orgMember, {
      method: 'POST',
      url: `/api/organizations/${orgId}/events`,
      payload: {
        title: 'Not allowed',
        event_type: 'CONFERENCE',
        start_date: future(30),
        end_date: future(31),
        company_name: 'Acme',
      },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call(t.app, c.owner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/events`,
      payload: {
        title: 'Bad dates',
        event_type: 'CONFERENCE',
        start_date: future(31),
        end_date: future(30),
        company_name: 'Acme',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('records organization invitations and role changes', async () => {
    const added = await call(t.app, c.owner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/users`,
      payload: { email: uniqueEmail('member'), first_name: 'Mo', last_name: 'Member', role: 'MEMBER' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const memberId = added.json<{ member: { id: number } }>().member.id;
    const promoted = await call(t.app, c.owner, {
      method: 'PUT',
      url: `/api/organizations/${orgId}/users/${memberId}`,
      payload: { role: 'ADMIN' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const [latest, before] = (await entries('?per_page=2')).activity;
    expect(latest).toMatchObject({ kind: 'role.changed', person_name: 'Mo Member', role: 'ADMIN', event_id: null });
    expect(before).toMatchObject({ kind: 'invitation.sent', person_name: 'Mo Member', role: 'MEMBER' });
  });

  it('pages newest first, with the total', async () => {
    const total = await count();
    const first = await entries('?per_page=3');
    const second = await entries('?per_page=3&page=2');
    expect(first.total_items).toBe(total);
    expect(first.activity).toHaveLength(3);
    expect(Math.min(...first.activity.map((a) => a.id))).toBeGreaterThan(Math.max(...second.activity.map((a) => a.id)));
    expect((await entries(`?per_page=3&page=${Math.ceil(total / 3) + 1}`)).activity).toEqual([]);
  });

  it.each(MAIL_ROLES)('answers %s as the permission matrix says', async (role) => {
    const status = (await activity(c[role])).statusCode;
    const expected = role === 'owner' || role === 'orgAdmin' ? 200 : role === 'orgMember' ? 403 : 404;
    expect(status).toBe(expected);
  });

  it('answers 401 without a login and refuses bad pages', async () => {
    expect((await activity(null)).statusCode).toBe(401);
    expect((await activity(c.owner, '?per_page=0')).statusCode).toBe(422);
  });
});
