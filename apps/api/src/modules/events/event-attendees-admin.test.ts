import type { EventUser, EventUserList, InvitationState } from '@atria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, uniqueEmail, type TestApp, type TestUser } from '../../test/helpers';
import { EVENT_EDITORS, MAIL_ROLES, mailCastEvent, signUpMailCast, type MailCast } from '../../test/mail-cast';
import { containsPattern } from './events.repository';

/*
 * The organizer console's participant list and invitation endpoints (docs/organizer-console.md): search, filters,
 * pages, and resending or withdrawing invitations, per role.
 */

let t: TestApp;
let c: MailCast;
let eventId: number;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await signUpMailCast(t);
  ({ eventId, orgId } = await mailCastEvent(t, c));
});

afterAll(async () => {
  await t.close();
});

const READERS = MAIL_ROLES.filter((r) => !EVENT_EDITORS.includes(r) && r !== 'stranger');

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const queued = async (email: string) =>
  (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from outbox where event_id = ${eventId} and lower(recipient) = lower(${email})`,
    )
  )[0]?.n ?? -1;

const list = (who: TestUser | null, query = '') =>
  call(t.app, who, { method: 'GET', url: `/api/events/${eventId}/users${query ? `?${query}` : ''}` });
const resend = (who: TestUser | null, userId: number, event = eventId) =>
  call(t.app, who, { method: 'POST', url: `/api/events/${event}/users/${userId}/invitation` });
const revoke = (who: TestUser | null, userId: number, event = eventId) =>
  call(t.app, who, { method: 'DELETE', url: `/api/events/${event}/users/${userId}/invitation` });

/** Adds a new email to the event (an invited account with a link of this event); returns its id and link. */
async function invite(
  first: string,
  last: string,
  company?: string,
): Promise<{ id: number; path: string; email: string }> {
  const email = uniqueEmail(first.toLowerCase().replace(/[^a-z]/g, '') || 'person');
  const res = await call(t.app, c.owner, {
    method: 'POST',
    url: `/api/events/${eventId}/users/add`,
    payload: { email, first_name: first, last_name: last, role: 'ATTENDEE' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ event_user: EventUser; invitation_path: string }>();
  if (company)
    await t.database.db.execute(sql`update users set company_name = ${company} where id = ${body.event_user.user_id}`);
  return { id: body.event_user.user_id, path: body.invitation_path, email };
}

const names = (res: { json: <T>() => T }) => res.json<EventUserList>().event_users.map((u) => u.user_name);
const tokenOf = (path: string) => path.replace(/^\/invite\//, '');

describe('GET /api/events/:eventId/users (search, filters, pages)', () => {
  let zoe: { id: number; path: string; email: string };
  let yan: { id: number; path: string; email: string };
  beforeAll(async () => {
    zoe = await invite('Zoë', 'Quillfeather', 'Acme 100% Widgets');
    yan = await invite('Yan', 'Underscore_Person', 'Brightline');
  });

  it.each(EVENT_EDITORS)('finds people by name, email or company, in any case, for %s', async (role) => {
    expect(names(await list(c[role], 'q=QUILLFEATHER'))).toEqual(['Zoë Quillfeather']);
    expect(names(await list(c[role], `q=${encodeURIComponent(zoe.email.toUpperCase())}`))).toEqual([
      'Zoë Quillfeather',
    ]);
    expect(names(await list(c[role], 'q=brightLINE'))).toEqual(['Yan Underscore_Person']);
    expect(names(await list(c[role], 'q=yan%20under'))).toEqual(['Yan Underscore_Person']);
  });

  it('treats %, _ and \\ in the search as themselves', async () => {
    expect(names(await list(c.organizer, `q=${encodeURIComponent('100%')}`))).toEqual(['Zoë Quillfeather']);
    expect(names(await list(c.organizer, `q=${encodeURIComponent('e_p')}`))).toEqual(['Yan Underscore_Person']);
    expect((await list(c.organizer, `q=${encodeURIComponent('%')}`)).json<EventUserList>().total_items).toBe(1);
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });

  it.each(READERS)('lets %s search names and company but not emails', async (role) => {
    expect(names(await list(c[role], 'q=quillfeather'))).toEqual(['Zoë Quillfeather']);
    expect(names(await list(c[role], 'q=brightline'))).toEqual(['Yan Underscore_Person']);
    const byEmail = await list(c[role], `q=${encodeURIComponent(zoe.email)}`);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json<EventUserList>().total_items).toBe(0);
    const all = (await list(c[role])).json<EventUserList>().event_users;
    expect(all.every((u) => u.email === null && u.invitation === null)).toBe(true);
  });

  it.each(READERS)('refuses %s a filter by invitation (403)', async (role) => {
    const res = await list(c[role], 'invitation=pending');
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 to strangers and 401 to anonymous callers', async () => {
    expect((await list(c.stranger, 'q=zo')).statusCode).toBe(404);
    expect((await list(null, 'q=zo')).statusCode).toBe(401);
  });

  it('refuses bad input with a clear message', async () => {
    const long = await list(c.organizer, `q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
    expect(long.body).toContain('Search must be at most 100 characters');
    expect((await list(c.organizer, 'invitation=maybe')).statusCode).toBe(422);
    expect((await list(c.organizer, 'role=OWNER')).statusCode).toBe(422);
    expect((await list(c.organizer, 'per_page=0')).statusCode).toBe(422);
    expect((await list(c.organizer, 'page=abc')).statusCode).toBe(422);
  });

  it('shows organizers each invitation and filters by its state', async () => {
    const all = (await list(c.organizer, 'per_page=100')).json<EventUserList>().event_users;
    const byId = new Map(all.map((u) => [u.user_id, u]));
    expect(byId.get(zoe.id)?.invitation?.state).toBe('pending');
    expect(byId.get(zoe.id)?.invitation?.sent_at).toMatch(/^\d{4}-/);
    expect(byId.get(c.attendee.id)?.invitation).toEqual({ state: 'none', sent_at: null, expires_at: null });
    const ids = async (state: InvitationState) =>
      (await list(c.organizer, `invitation=${state}&per_page=100`))
        .json<EventUserList>()
        .event_users.map((u) => u.user_id);
    expect(await ids('pending')).toEqual(expect.arrayContaining([zoe.id, yan.id]));
    expect(await ids('none')).toEqual(expect.arrayContaining([c.attendee.id, c.speaker.id]));
    expect(await ids('none')).not.toContain(zoe.id);
  });

  it('pages in a stable order: name, then id, every row once', async () => {
    // Three people with the same name: only the id tells them apart.
    for (let i = 0; i < 3; i += 1) await invite('Same', 'Name');
    const full = (await list(c.organizer, 'per_page=100')).json<EventUserList>();
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(full.total_items / 2); page += 1) {
      const res = (await list(c.organizer, `per_page=2&page=${page}`)).json<EventUserList>();
      expect(res.total_items).toBe(full.total_items);
      paged.push(...res.event_users.map((u) => u.user_id));
    }
    expect(paged).toEqual(full.event_users.map((u) => u.user_id));
    expect(new Set(paged).size).toBe(full.total_items);
    const same = full.event_users.filter((u) => u.user_name === 'Same Name').map((u) => u.user_id);
    expect(same).toEqual([...same].sort((a, b) => a - b));
    const sorted = [...full.event_users].sort((a, b) => {
      const an = a.user_name.toLowerCase();
      const bn = b.user_name.toLowerCase();
      return an < bn ? -1 : an > bn ? 1 : a.user_id - b.user_id;
    });
    expect(full.event_users.map((u) => u.user_id)).toEqual(sorted.map((u) => u.user_id));
  });

  it('counts the filtered rows, not the event', async () => {
    const res = (await list(c.organizer, 'q=quillfeather&role=ATTENDEE&per_page=1')).json<EventUserList>();
    expect(res.total_items).toBe(1);
    expect(res.total_pages).toBe(1);
    expect((await list(c.organizer, 'q=quillfeather&role=SPEAKER')).json<EventUserList>().total_items).toBe(0);
  });
});

it('shows every change at once, though the participants are held in memory (event-people.ts)', async () => {
  const xia = await invite('Xia', 'Heldinmemory');
  const find = async (q: string) => (await list(c.organizer, `q=${q}`)).json<EventUserList>();
  expect((await find('heldinmemory')).event_users.map((u) => u.role)).toEqual(['ATTENDEE']);
  // A role change through the API, a new name and company written with SQL (another instance, psql).
  const put = await call(t.app, c.owner, {
    method: 'PUT',
    url: `/api/events/${eventId}/users/${xia.id}`,
    payload: { role: 'MODERATOR' },
  });
  expect(put.statusCode, put.body).toBe(200);
  expect((await find('heldinmemory')).event_users.map((u) => u.role)).toEqual(['MODERATOR']);
  await t.database.db.execute(
    sql`update users set last_name = 'Renamedsoon', company_name = 'Newco Heldco' where id = ${xia.id}`,
  );
  await t.app.ctx.changes.settled();
  expect((await find('heldinmemory')).total_items).toBe(0);
  expect(names(await list(c.organizer, 'q=renamedsoon'))).toEqual(['Xia Renamedsoon']);
  expect(names(await list(c.organizer, 'q=heldco'))).toEqual(['Xia Renamedsoon']);
  // A link that runs out changes no row: the state is decided when the list is asked.
  expect((await list(c.organizer, 'q=renamedsoon&invitation=pending')).json<EventUserList>().total_items).toBe(1);
  await t.database.db.execute(sql`update invitations set expires_at = now() + interval '1 second'
      where user_id = ${xia.id} and event_id = ${eventId}`);
  await t.app.ctx.changes.settled();
  await new Promise((r) => setTimeout(r, 1100));
  expect(names(await list(c.organizer, 'q=renamedsoon&invitation=expired'))).toEqual(['Xia Renamedsoon']);
  const del = await call(t.app, c.owner, { method: 'DELETE', url: `/api/events/${eventId}/users/${xia.id}` });
  expect(del.statusCode, del.body).toBe(204);
  expect((await find('renamedsoon')).total_items).toBe(0);
});

describe('POST /api/events/:eventId/users/:userId/invitation (resend)', () => {
  it.each(EVENT_EDITORS)('mails %s’s invitee a new link, queued with it, and the link works', async (role) => {
    const person = await invite('Resend', role);
    const before = await queued(person.email);
    const res = await resend(c[role], person.id);
    expect(res.statusCode, res.body).toBe(201);
    const { invitation_path } = res.json<{ invitation_path: string }>();
    expect(invitation_path).toMatch(/^\/invite\//);
    expect(invitation_path).not.toBe(person.path);
    expect(await queued(person.email)).toBe(before + 1);
    const subjects = await rows<{ summary: string }>(
      sql`select summary from outbox where lower(recipient) = lower(${person.email}) order by id desc limit 1`,
    );
    expect(subjects[0]?.summary).toMatch(/again|new link|reminder/i);
    const info = await call(t.app, null, { method: 'GET', url: `/api/invitations/${tokenOf(invitation_path)}` });
    expect(info.statusCode).toBe(200);
  });

  it.each(READERS)('refuses %s (403) and queues nothing', async (role) => {
    const person = await invite('Refused', role);
    const before = await queued(person.email);
    expect((await resend(c[role], person.id)).statusCode).toBe(403);
    expect(await queued(person.email)).toBe(before);
  });

  it('answers 404 to strangers, 401 to anonymous callers, 404 for someone not in the event', async () => {
    const person = await invite('Hidden', 'Person');
    expect((await resend(c.stranger, person.id)).statusCode).toBe(404);
    expect((await resend(null, person.id)).statusCode).toBe(401);
    expect((await resend(c.organizer, c.stranger.id)).statusCode).toBe(404);
    expect((await resend(c.organizer, 2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses someone whose account is set up (409) and someone another place invited (403)', async () => {
    expect((await resend(c.organizer, c.attendee.id)).statusCode).toBe(409);
    // Invited by the organization, then added to the event: only the organization may send them links.
    const email = uniqueEmail('orginvitee');
    const member = await call(t.app, c.owner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/users`,
      payload: { email, first_name: 'Org', last_name: 'Invitee', role: 'MEMBER' },
    });
    expect(member.statusCode, member.body).toBe(201);
    const userId = (await rows<{ id: number }>(sql`select id from users where email = ${email}`))[0]?.id ?? 0;
    const added = await call(t.app, c.owner, {
      method: 'POST',
      url: `/api/events/${eventId}/users`,
      payload: { user_id: userId, role: 'ATTENDEE' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const before = await queued(email);
    expect((await resend(c.organizer, userId)).statusCode).toBe(403);
    expect(await queued(email)).toBe(before);
  });

  it('answers 404 for ids that cannot be ids, as every route does', async () => {
    for (const url of [
      `/api/events/${eventId}/users/abc/invitation`,
      `/api/events/0/users/${c.attendee.id}/invitation`,
    ])
      expect((await call(t.app, c.organizer, { method: 'POST', url })).statusCode).toBe(404);
  });
});

describe('DELETE /api/events/:eventId/users/:userId/invitation (revoke)', () => {
  it.each(EVENT_EDITORS)('lets %s withdraw the open links; the person stays, the links answer 410', async (role) => {
    const person = await invite('Revoke', role);
    const again = (await resend(c.owner, person.id)).json<{ invitation_path: string }>().invitation_path;
    const res = await revoke(c[role], person.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EventUser>().invitation?.state).toBe('revoked');
    for (const path of [person.path, again]) {
      const claim = await call(t.app, null, {
        method: 'POST',
        url: `/api/invitations/${tokenOf(path)}/claim`,
        payload: { password: 'a long new password' },
      });
      expect(claim.statusCode).toBe(410);
    }
    const revoked = (await list(c.organizer, 'invitation=revoked&per_page=100')).json<EventUserList>();
    expect(revoked.event_users.map((u) => u.user_id)).toContain(person.id);
    // A new link later makes it pending again.
    expect((await resend(c[role], person.id)).statusCode).toBe(201);
    const after = (await list(c.organizer, `q=${encodeURIComponent(person.email)}`)).json<EventUserList>();
    expect(after.event_users[0]?.invitation?.state).toBe('pending');
  });

  it.each(READERS)('refuses %s (403) and the link keeps working', async (role) => {
    const person = await invite('Kept', role);
    expect((await revoke(c[role], person.id)).statusCode).toBe(403);
    const info = await call(t.app, null, { method: 'GET', url: `/api/invitations/${tokenOf(person.path)}` });
    expect(info.statusCode).toBe(200);
  });

  it('answers 404 to strangers and for non-participants, 401 to anonymous callers', async () => {
    const person = await invite('Hidden', 'Revoke');
    expect((await revoke(c.stranger, person.id)).statusCode).toBe(404);
    expect((await revoke(null, person.id)).statusCode).toBe(401);
    expect((await revoke(c.organizer, c.stranger.id)).statusCode).toBe(404);
  });

  it('answers 409 when there is no open link, and only admins withdraw an ADMIN’s', async () => {
    expect((await revoke(c.organizer, c.attendee.id)).statusCode).toBe(409);
    const person = await invite('Future', 'Admin');
    const promoted = await call(t.app, c.eventAdmin, {
      method: 'PUT',
      url: `/api/events/${eventId}/users/${person.id}`,
      payload: { role: 'ADMIN' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await revoke(c.organizer, person.id)).statusCode).toBe(403);
    expect((await revoke(c.eventAdmin, person.id)).statusCode).toBe(200);
    expect((await revoke(c.eventAdmin, person.id)).statusCode).toBe(409);
  });

  it('tells expired links apart from withdrawn ones', async () => {
    const person = await invite('Expired', 'Link');
    await t.database.db.execute(
      sql`update invitations set expires_at = now() - interval '1 day' where user_id = ${person.id}`,
    );
    const expired = (await list(c.organizer, 'invitation=expired&per_page=100')).json<EventUserList>();
    expect(expired.event_users.map((u) => u.user_id)).toContain(person.id);
    expect((await revoke(c.organizer, person.id)).statusCode).toBe(409);
    expect((await resend(c.organizer, person.id)).statusCode).toBe(201);
    const pending = (await list(c.organizer, 'invitation=pending&per_page=100')).json<EventUserList>();
    expect(pending.event_users.map((u) => u.user_id)).toContain(person.id);
  });

  it('two organizers withdrawing at once: one 200, one 409', async () => {
    const person = await invite('Race', 'Revoke');
    const answers = await Promise.all([revoke(c.organizer, person.id), revoke(c.eventAdmin, person.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
