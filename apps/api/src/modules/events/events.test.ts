import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeSession } from '../../test/fixtures';
import { call, createTestApp, signUp, uniqueEmail, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let orgOwner: TestUser;
let orgAdmin: TestUser;
let orgMember: TestUser;
let evAdmin: TestUser;
let organizer: TestUser;
let speaker: TestUser;
let attendee: TestUser;
let stranger: TestUser;
let orgId: number;
let eventId: number;

const future = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const conference = (over: Record<string, unknown> = {}) => ({
  title: 'Future Conf',
  event_type: 'CONFERENCE',
  start_date: future(30),
  end_date: future(32),
  company_name: 'Acme',
  ...over,
});
const rows = async <T>(q: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const eventRole = async (userId: number) =>
  (
    await rows<{ role: string }>(sql`select role from event_users where event_id = ${eventId} and user_id = ${userId}`)
  )[0]?.role ?? null;

beforeAll(async () => {
  t = await createTestApp();
  const person = (first_name: string, last_name: string) => signUp(t.app, { first_name, last_name });
  [orgOwner, orgAdmin, orgMember, evAdmin, organizer, speaker, attendee, stranger] = await Promise.all([
    person('Owen', 'Owner'),
    person('Ada', 'Admin'),
    person('Mel', 'Member'),
    person('Eve', 'Admin'),
    person('Oli', 'Organizer'),
    person('Sue', 'Speaker'),
    person('Abe', 'Attendee'),
    person('Stu', 'Stranger'),
  ]);
  const org = await call(t.app, orgOwner, {
    method: 'POST',
    url: '/api/organizations',
    payload: { name: 'Events Test Org' },
  });
  orgId = org.json().id;
  for (const [u, role] of [
    [orgAdmin, 'ADMIN'],
    [orgMember, 'MEMBER'],
    [evAdmin, 'MEMBER'],
    [organizer, 'MEMBER'],
  ] as const) {
    await call(t.app, orgOwner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/users`,
      payload: { email: u.email, first_name: 'x', last_name: 'y', role },
    });
  }
});
beforeEach(async () => {
  const res = await call(t.app, orgAdmin, {
    method: 'POST',
    url: `/api/organizations/${orgId}/events`,
    payload: conference(),
  });
  expect(res.statusCode).toBe(201);
  eventId = res.json().id;
  for (const [u, role] of [
    [evAdmin, 'ADMIN'],
    [organizer, 'ORGANIZER'],
  ] as const) {
    expect(
      (
        await call(t.app, orgAdmin, {
          method: 'POST',
          url: `/api/events/${eventId}/users`,
          payload: { user_id: u.id, role },
        })
      ).statusCode,
    ).toBe(201);
  }
  for (const [u, role] of [
    [speaker, 'SPEAKER'],
    [attendee, 'ATTENDEE'],
  ] as const) {
    expect(
      (
        await call(t.app, organizer, {
          method: 'POST',
          url: `/api/events/${eventId}/users/add`,
          payload: { email: u.email, first_name: 'x', last_name: 'y', role },
        })
      ).statusCode,
    ).toBe(201);
  }
});
afterAll(async () => t.close());

describe('creating events', () => {
  it('lets organization owners and admins create; the creator becomes event ADMIN', async () => {
    const res = await call(t.app, orgOwner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/events`,
      payload: conference({ title: '  Summit  ' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Summit',
      day_count: 3,
      organization_id: orgId,
      organizers: [{ id: orgOwner.id, role: 'ADMIN' }],
      my_role: 'ADMIN',
      permissions: { can_edit: true, is_admin: true },
      event_format: 'VIRTUAL',
      sessions: [],
    });
  });

  it('refuses members (403), strangers (404) and anonymous callers (401), creating nothing', async () => {
    const before = (await rows<{ n: number }>(sql`select count(*)::int as n from events`))[0]?.n;
    expect(
      (
        await call(t.app, orgMember, {
          method: 'POST',
          url: `/api/organizations/${orgId}/events`,
          payload: conference(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t.app, stranger, {
          method: 'POST',
          url: `/api/organizations/${orgId}/events`,
          payload: conference(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, null, { method: 'POST', url: `/api/organizations/${orgId}/events`, payload: conference() }))
        .statusCode,
    ).toBe(401);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from events`))[0]?.n).toBe(before);
  });

  it.each([
    ['a short title', { title: 'ab' }, { title: ['Title must be at least 3 characters'] }],
    [
      'missing dates and company',
      { start_date: '', end_date: '', company_name: ' ' },
      {
        start_date: ['Start date is required'],
        end_date: ['End date is required'],
        company_name: ['Company name is required'],
      },
    ],
    [
      'a single session over two days',
      { event_type: 'SINGLE_SESSION', end_date: future(31) },
      { end_date: ['Single session events must start and end on the same day'] },
    ],
    [
      'a conference ending before it starts',
      { start_date: future(10), end_date: future(9) },
      { end_date: ['End date must be after or equal to start date'] },
    ],
    [
      'a start in the past',
      { start_date: '2020-01-01', end_date: '2020-01-02' },
      { start_date: ['Start date cannot be in the past'] },
    ],
    ['an unknown type', { event_type: 'PARTY' }, { event_type: [expect.any(String)] }],
    [
      'an impossible date',
      { start_date: future(3).slice(0, 8) + '32', end_date: future(3) },
      { start_date: ['Invalid date'] },
    ],
  ])("refuses %s with the spec's message", async (_label, over, errors) => {
    const res = await call(t.app, orgAdmin, {
      method: 'POST',
      url: `/api/organizations/${orgId}/events`,
      payload: conference({ title: 'Refused', ...over }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject(errors);
    expect((await rows(sql`select 1 from events where title = 'Refused'`)).length).toBe(0);
  });

  it('accepts a single-session event on one day', async () => {
    const res = await call(t.app, orgAdmin, {
      method: 'POST',
      url: `/api/organizations/${orgId}/events`,
      payload: conference({ event_type: 'SINGLE_SESSION', end_date: future(30) }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().day_count).toBe(1);
  });
});

describe('reading events', () => {
  it.each([
    ['organization owner', () => orgOwner, { can_edit: true, is_admin: true }],
    ['organization admin', () => orgAdmin, { can_edit: true, is_admin: true }],
    ['organization member', () => orgMember, { can_edit: false, is_admin: false }],
    ['event admin', () => evAdmin, { can_edit: true, is_admin: true }],
    ['event organizer', () => organizer, { can_edit: true, is_admin: false }],
    ['speaker', () => speaker, { can_edit: false, is_admin: false }],
    ['attendee', () => attendee, { can_edit: false, is_admin: false }],
  ])('shows the event to the %s with their permissions', async (_l, who, permissions) => {
    const res = await call(t.app, who(), { method: 'GET', url: `/api/events/${eventId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions).toEqual(permissions);
    expect(res.json().organization_name).toBe('Events Test Org');
  });

  it('answers 404 to strangers (also for ids that do not exist) and 401 anonymously', async () => {
    expect((await call(t.app, stranger, { method: 'GET', url: `/api/events/${eventId}` })).statusCode).toBe(404);
    expect((await call(t.app, stranger, { method: 'GET', url: '/api/events/99999999' })).statusCode).toBe(404);
    expect((await call(t.app, null, { method: 'GET', url: `/api/events/${eventId}` })).statusCode).toBe(401);
  });

  it('lists the organization’s events to members with card fields, and hides them from strangers', async () => {
    await makeSession(t.database.db, eventId);
    const res = await call(t.app, orgMember, { method: 'GET', url: `/api/organizations/${orgId}/events` });
    expect(res.statusCode).toBe(200);
    const card = res.json().events.find((e: { id: number }) => e.id === eventId);
    expect(card).toMatchObject({ session_count: 1, first_session_id: expect.any(Number), day_count: 3, role: null });
    expect((await call(t.app, stranger, { method: 'GET', url: `/api/organizations/${orgId}/events` })).statusCode).toBe(
      404,
    );
  });

  it('lists events with a constant number of statements, however many there are', async () => {
    const measure = async (org: number, who: TestUser) => {
      // Counted cold: no token or access held in memory from earlier requests.
      t.app.ctx.changes.flush();
      const before = t.database.stats.statements;
      expect((await call(t.app, who, { method: 'GET', url: `/api/organizations/${org}/events` })).statusCode).toBe(200);
      return t.database.stats.statements - before;
    };
    const u = await signUp(t.app);
    const small = (
      await call(t.app, u, { method: 'POST', url: '/api/organizations', payload: { name: `Small ${u.id}` } })
    ).json().id;
    const big = (
      await call(t.app, u, { method: 'POST', url: '/api/organizations', payload: { name: `Big ${u.id}` } })
    ).json().id;
    await call(t.app, u, { method: 'POST', url: `/api/organizations/${small}/events`, payload: conference() });
    for (let i = 0; i < 15; i += 1) {
      const ev = await call(t.app, u, {
        method: 'POST',
        url: `/api/organizations/${big}/events`,
        payload: conference({ title: `Event ${i}` }),
      });
      await makeSession(t.database.db, ev.json().id);
    }
    const one = await measure(small, u);
    expect(await measure(big, u)).toBe(one);
    expect(one).toBeLessThanOrEqual(4);
  });

  it("lists a user's events for the attendee view", async () => {
    const res = await call(t.app, attendee, { method: 'GET', url: `/api/users/${attendee.id}/events` });
    expect(res.json().events.map((e: { id: number; role: string }) => [e.id, e.role])).toContainEqual([
      eventId,
      'ATTENDEE',
    ]);
  });
});

describe('editing events', () => {
  const landing = {
    hero_description: 'Meet us in Porto',
    hero_images: { desktop: 'https://images.example.com/hero.jpg' },
    sections: {
      welcome: { title: 'Welcome', content: 'Hello' },
      highlights: [{ title: 'Talks', description: '20 talks', icon: 'mic' }],
      faqs: [{ question: 'Parking?', answer: 'Yes' }],
    },
    event_format: 'HYBRID',
    venue_name: 'Casa',
    venue_address: 'Rua 1',
    venue_city: 'Porto',
    venue_country: 'Portugal',
  };

  it.each([
    ['event admin', () => evAdmin],
    ['organizer', () => organizer],
    ['organization admin', () => orgAdmin],
  ])('lets the %s edit every field of the landing page', async (_l, who) => {
    const res = await call(t.app, who(), {
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { title: 'Renamed', ...landing },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Renamed',
      ...landing,
      sections: { ...landing.sections, highlights: [{ title: 'Talks', description: '20 talks', icon: 'mic' }] },
    });
  });

  it.each([
    ['organization member', () => orgMember, 403],
    ['speaker', () => speaker, 403],
    ['attendee', () => attendee, 403],
    ['stranger', () => stranger, 404],
  ])('refuses the %s, changing nothing', async (_l, who, status) => {
    expect(
      (await call(t.app, who(), { method: 'PUT', url: `/api/events/${eventId}`, payload: { title: 'Hijacked' } }))
        .statusCode,
    ).toBe(status);
    expect((await rows<{ title: string }>(sql`select title from events where id = ${eventId}`))[0]?.title).toBe(
      'Future Conf',
    );
  });

  it('requires start and end dates together and keeps day_count in step', async () => {
    const alone = await call(t.app, organizer, {
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { start_date: future(40) },
    });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().errors._schema).toEqual(['Both start and end dates must be provided together']);
    const both = await call(t.app, organizer, {
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { start_date: future(40), end_date: future(44) },
    });
    expect(both.json().day_count).toBe(5);
    const backwards = await call(t.app, organizer, {
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { start_date: future(40), end_date: future(39) },
    });
    expect(backwards.statusCode).toBe(422);
  });

  it('refuses turning a multi-day conference into a single session without fixing the dates', async () => {
    const res = await call(t.app, organizer, {
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { event_type: 'SINGLE_SESSION' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_date).toEqual(['Single session events must start and end on the same day']);
  });

  it('freezes the type and dates once the event has sessions', async () => {
    await makeSession(t.database.db, eventId);
    const dates = await call(t.app, organizer, {
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { start_date: future(50), end_date: future(51) },
    });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors.start_date[0]).toMatch(/can't be changed once the event has sessions/);
    const type = await call(t.app, organizer, {
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { event_type: 'SINGLE_SESSION', start_date: future(30), end_date: future(30) },
    });
    expect(type.statusCode).toBe(422);
    const same = await call(t.app, organizer, {
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { title: 'Still fine', start_date: future(30), end_date: future(32) },
    });
    expect(same.statusCode).toBe(200);
  });

  it('edits branding', async () => {
    const res = await call(t.app, organizer, {
      method: 'PUT',
      url: `/api/events/${eventId}/branding`,
      payload: { primary_color: '#112233' },
    });
    expect(res.json().branding).toEqual({ primary_color: '#112233', logo_url: null });
    expect(
      (
        await call(t.app, attendee, {
          method: 'PUT',
          url: `/api/events/${eventId}/branding`,
          payload: { primary_color: '#000000' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('deleting events', () => {
  it('lets event admins and organization admins delete, not organizers or participants', async () => {
    for (const who of [organizer, speaker, attendee, orgMember])
      expect((await call(t.app, who, { method: 'DELETE', url: `/api/events/${eventId}` })).statusCode).toBe(403);
    expect((await call(t.app, stranger, { method: 'DELETE', url: `/api/events/${eventId}` })).statusCode).toBe(404);
    await makeSession(t.database.db, eventId);
    expect((await call(t.app, evAdmin, { method: 'DELETE', url: `/api/events/${eventId}` })).statusCode).toBe(204);
    expect((await rows(sql`select 1 from sessions where event_id = ${eventId}`)).length).toBe(0);
  });
});

describe('participants', () => {
  it('lists participants sorted by name, emails for organizers only', async () => {
    const res = await call(t.app, attendee, { method: 'GET', url: `/api/events/${eventId}/users` });
    expect(res.statusCode).toBe(200);
    const names = res.json().event_users.map((u: { user_name: string }) => u.user_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(res.json().event_users.every((u: { email: string | null }) => u.email === null)).toBe(true);
    const speakers = await call(t.app, organizer, { method: 'GET', url: `/api/events/${eventId}/users?role=SPEAKER` });
    expect(speakers.json().event_users).toEqual([
      expect.objectContaining({ user_id: speaker.id, email: speaker.email, role: 'SPEAKER' }),
    ]);
    expect((await call(t.app, stranger, { method: 'GET', url: `/api/events/${eventId}/users` })).statusCode).toBe(404);
  });

  it('invites a new email as ATTENDEE by default, with a claim link', async () => {
    const email = uniqueEmail('guest');
    const res = await call(t.app, organizer, {
      method: 'POST',
      url: `/api/events/${eventId}/users/add`,
      payload: { email, first_name: 'Gus', last_name: 'Guest', password: 'DefaultPassword123!' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      event_user: { user_name: 'Gus Guest', role: 'ATTENDEE', invitation_pending: true },
      invitation_path: expect.stringMatching(/^\/invite\//),
    });
    const info = await call(t.app, null, {
      method: 'GET',
      url: `/api/invitations/${res.json().invitation_path.split('/').pop()}`,
    });
    expect(info.json().event_title).toBe('Future Conf');
  });

  it("refuses someone already in the event with 409 'User already in event'", async () => {
    const res = await call(t.app, organizer, {
      method: 'POST',
      url: `/api/events/${eventId}/users/add`,
      payload: { email: attendee.email, first_name: 'a', last_name: 'b', role: 'SPEAKER' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('User already in event');
  });

  it('refuses organizer roles through the add-by-email form and participants adding anyone', async () => {
    expect(
      (
        await call(t.app, organizer, {
          method: 'POST',
          url: `/api/events/${eventId}/users/add`,
          payload: { email: uniqueEmail('x'), first_name: 'a', last_name: 'b', role: 'ADMIN' },
        })
      ).statusCode,
    ).toBe(422);
    const email = uniqueEmail('y');
    expect(
      (
        await call(t.app, speaker, {
          method: 'POST',
          url: `/api/events/${eventId}/users/add`,
          payload: { email, first_name: 'a', last_name: 'b' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await rows(sql`select 1 from users where email = ${email}`)).length).toBe(0);
  });

  it('adds existing accounts by id only when the caller knows them', async () => {
    const colleague = orgMember; // shares the organization with the organizer
    expect(
      (
        await call(t.app, organizer, {
          method: 'POST',
          url: `/api/events/${eventId}/users`,
          payload: { user_id: colleague.id, role: 'MODERATOR' },
        })
      ).statusCode,
    ).toBe(201);
    const guessed = await call(t.app, organizer, {
      method: 'POST',
      url: `/api/events/${eventId}/users`,
      payload: { user_id: stranger.id },
    });
    expect(guessed.statusCode).toBe(404);
    expect(await eventRole(stranger.id)).toBeNull();
  });

  it('keeps ADMIN for admins: organizers cannot grant it, take it away or promote themselves', async () => {
    const put = (who: TestUser, userId: number, role: string) =>
      call(t.app, who, { method: 'PUT', url: `/api/events/${eventId}/users/${userId}`, payload: { role } });
    expect((await put(organizer, attendee.id, 'ADMIN')).statusCode).toBe(403);
    expect((await put(organizer, organizer.id, 'ADMIN')).statusCode).toBe(403);
    expect((await put(organizer, evAdmin.id, 'ATTENDEE')).statusCode).toBe(403);
    expect([await eventRole(attendee.id), await eventRole(organizer.id), await eventRole(evAdmin.id)]).toEqual([
      'ATTENDEE',
      'ORGANIZER',
      'ADMIN',
    ]);
    expect((await put(organizer, attendee.id, 'SPEAKER')).statusCode).toBe(200);
    expect((await put(evAdmin, attendee.id, 'ADMIN')).statusCode).toBe(200);
    expect((await put(evAdmin, evAdmin.id, 'ATTENDEE')).statusCode).toBe(403);
    expect((await put(attendee, speaker.id, 'ATTENDEE')).statusCode).toBe(200);
  });

  it('refuses participants changing roles, their own included', async () => {
    const res = await call(t.app, speaker, {
      method: 'PUT',
      url: `/api/events/${eventId}/users/${speaker.id}`,
      payload: { role: 'ORGANIZER' },
    });
    expect(res.statusCode).toBe(403);
    expect(await eventRole(speaker.id)).toBe('SPEAKER');
  });

  it('lets speakers edit their own speaker info, organizers anyone’s, others nobody’s', async () => {
    const own = await call(t.app, speaker, {
      method: 'PUT',
      url: `/api/events/${eventId}/users/${speaker.id}/speaker-info`,
      payload: { speaker_title: 'CTO', speaker_bio: 'Builds things' },
    });
    expect(own.json()).toMatchObject({ speaker_title: 'CTO', speaker_bio: 'Builds things' });
    expect(
      (
        await call(t.app, organizer, {
          method: 'PUT',
          url: `/api/events/${eventId}/users/${speaker.id}/speaker-info`,
          payload: { speaker_title: 'CEO' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(t.app, attendee, {
          method: 'PUT',
          url: `/api/events/${eventId}/users/${speaker.id}/speaker-info`,
          payload: { speaker_title: 'Clown' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('takes a removed participant off the sessions they spoke in and closes the order gap', async () => {
    const sessionId = await makeSession(t.database.db, eventId, [organizer.id, speaker.id, evAdmin.id]);
    expect(
      (await call(t.app, organizer, { method: 'DELETE', url: `/api/events/${eventId}/users/${speaker.id}` }))
        .statusCode,
    ).toBe(204);
    const left = await rows<{ user_id: number; order: number }>(
      sql`select user_id, "order" from session_speakers where session_id = ${sessionId} order by "order"`,
    );
    expect(left).toEqual([
      { user_id: organizer.id, order: 1 },
      { user_id: evAdmin.id, order: 2 },
    ]);
  });

  it('lets organizers remove participants and anyone leave, but not organizers remove an admin', async () => {
    expect(
      (await call(t.app, organizer, { method: 'DELETE', url: `/api/events/${eventId}/users/${evAdmin.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, attendee, { method: 'DELETE', url: `/api/events/${eventId}/users/${speaker.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, organizer, { method: 'DELETE', url: `/api/events/${eventId}/users/${speaker.id}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await call(t.app, attendee, { method: 'DELETE', url: `/api/events/${eventId}/users/${attendee.id}` }))
        .statusCode,
    ).toBe(204);
    expect([await eventRole(speaker.id), await eventRole(attendee.id), await eventRole(evAdmin.id)]).toEqual([
      null,
      null,
      'ADMIN',
    ]);
  });
});
