import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization, makeSession } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let owner: TestUser; // member of org A
let colleague: TestUser; // member of org A
let attendee: TestUser; // attendee of event E (org A), not an org member
let coAttendee: TestUser; // attendee of event E
let stranger: TestUser; // shares nothing
let eventId: number;
let otherEventId: number;

beforeAll(async () => {
  t = await createTestApp();
  [owner, colleague, attendee, coAttendee, stranger] = await Promise.all([
    signUp(t.app, { first_name: 'Olive', last_name: 'Owner' }),
    signUp(t.app, { first_name: 'Cole', last_name: 'League' }),
    signUp(t.app, { first_name: 'Ada', last_name: 'Attendee' }),
    signUp(t.app, { first_name: 'Cora', last_name: 'Attendee' }),
    signUp(t.app, { first_name: 'Stan', last_name: 'Ranger' }),
  ]);
  const orgA = await makeOrganization(t.database.db, [
    [owner.id, 'OWNER'],
    [colleague.id, 'MEMBER'],
  ]);
  eventId = await makeEvent(t.database.db, orgA, [
    [owner.id, 'ADMIN'],
    [attendee.id, 'ATTENDEE'],
    [coAttendee.id, 'SPEAKER'],
  ]);
  const orgB = await makeOrganization(t.database.db, [[stranger.id, 'OWNER']]);
  otherEventId = await makeEvent(t.database.db, orgB, [
    [stranger.id, 'ADMIN'],
    [coAttendee.id, 'ATTENDEE'],
  ]);
  await makeSession(t.database.db, eventId, [coAttendee.id]);
  await makeSession(t.database.db, otherEventId, [coAttendee.id], '11:00', '12:00');
});
afterAll(async () => t.close());

describe('GET /api/users/:id', () => {
  it('shows yourself everything, including your email', async () => {
    const res = await call(t.app, owner, { method: 'GET', url: `/api/users/${owner.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: owner.id, email: owner.email, full_name: 'Olive Owner' });
  });

  it.each([
    ['an organization colleague', () => colleague, () => owner],
    ['an event participant seeing another', () => attendee, () => coAttendee],
    ['an organization member seeing an event participant', () => colleague, () => attendee],
    ['an event participant seeing the organizer', () => attendee, () => owner],
  ])('shows %s the public profile without the email', async (_label, viewer, target) => {
    const res = await call(t.app, viewer(), { method: 'GET', url: `/api/users/${target().id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(target().id);
    expect(res.json()).not.toHaveProperty('email');
  });

  it('answers 404 to a stranger, as for a user that does not exist', async () => {
    const res = await call(t.app, stranger, { method: 'GET', url: `/api/users/${owner.id}` });
    expect(res.statusCode).toBe(404);
    const missing = await call(t.app, stranger, { method: 'GET', url: '/api/users/999999' });
    expect(missing.statusCode).toBe(404);
    expect(res.json()).toEqual({ ...missing.json(), message: res.json().message });
  });

  it('answers 401 anonymously and 404 for ids that are not ids', async () => {
    expect((await call(t.app, null, { method: 'GET', url: `/api/users/${owner.id}` })).statusCode).toBe(401);
    expect((await call(t.app, owner, { method: 'GET', url: '/api/users/abc' })).statusCode).toBe(404);
    expect((await call(t.app, owner, { method: 'GET', url: '/api/users/-1' })).statusCode).toBe(404);
  });
});

describe('PUT /api/users/:id', () => {
  it('updates your own profile fields', async () => {
    const u = await signUp(t.app);
    const res = await call(t.app, u, {
      method: 'PUT',
      url: `/api/users/${u.id}`,
      payload: {
        first_name: ' Grace ',
        title: 'Producer',
        social_links: { linkedin: 'https://www.linkedin.com/in/grace', website: '' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Grace',
      full_name: 'Grace User',
      title: 'Producer',
      social_links: { linkedin: 'https://www.linkedin.com/in/grace', website: null },
    });
  });

  it("refuses to edit a colleague's profile (403) and a stranger's (404), changing nothing", async () => {
    const forbidden = await call(t.app, colleague, {
      method: 'PUT',
      url: `/api/users/${owner.id}`,
      payload: { first_name: 'Hacked' },
    });
    expect(forbidden.statusCode).toBe(403);
    const hidden = await call(t.app, stranger, {
      method: 'PUT',
      url: `/api/users/${owner.id}`,
      payload: { first_name: 'Hacked' },
    });
    expect(hidden.statusCode).toBe(404);
    const after = await call(t.app, owner, { method: 'GET', url: `/api/users/${owner.id}` });
    expect(after.json().first_name).toBe('Olive');
  });

  it('refuses unknown fields and javascript: links with 422', async () => {
    const extra = await call(t.app, owner, {
      method: 'PUT',
      url: `/api/users/${owner.id}`,
      payload: { email: 'new@example.test' },
    });
    expect(extra.statusCode).toBe(422);
    const js = await call(t.app, owner, {
      method: 'PUT',
      url: `/api/users/${owner.id}`,
      payload: { image_url: 'javascript:alert(1)' },
    });
    expect(js.statusCode).toBe(422);
    const after = await call(t.app, owner, { method: 'GET', url: `/api/users/${owner.id}` });
    expect(after.json()).toMatchObject({ email: owner.email, image_url: null });
  });
});

describe('GET /api/users/check-email', () => {
  it('is not reachable anonymously', async () => {
    const res = await call(t.app, null, {
      method: 'GET',
      url: `/api/users/check-email?email=${encodeURIComponent(owner.email)}`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers names only for an existing email, in any case', async () => {
    const res = await call(t.app, stranger, {
      method: 'GET',
      url: `/api/users/check-email?email=${encodeURIComponent(owner.email.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { first_name: 'Olive', last_name: 'Owner', full_name: 'Olive Owner' } });
  });

  it('answers null for an unknown email and 422 for a malformed one', async () => {
    const res = await call(t.app, owner, { method: 'GET', url: '/api/users/check-email?email=nobody%40example.test' });
    expect(res.json()).toEqual({ user: null });
    expect((await call(t.app, owner, { method: 'GET', url: '/api/users/check-email?email=nope' })).statusCode).toBe(
      422,
    );
  });
});

describe('GET /api/users/:userId/events', () => {
  it('lists your own events with the list envelope and card fields', async () => {
    const res = await call(t.app, coAttendee, { method: 'GET', url: `/api/users/${coAttendee.id}/events` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total_items: 2, total_pages: 1, current_page: 1, per_page: 50 });
    expect(body.events.map((e: { id: number }) => e.id).sort()).toEqual([eventId, otherEventId].sort());
    expect(body.events[0]).toMatchObject({ session_count: 1, day_count: 2, first_session_id: expect.any(Number) });
  });

  it('filters by role and paginates', async () => {
    const speaking = await call(t.app, coAttendee, {
      method: 'GET',
      url: `/api/users/${coAttendee.id}/events?role=SPEAKER`,
    });
    expect(speaking.json().events.map((e: { id: number }) => e.id)).toEqual([eventId]);
    const page2 = await call(t.app, coAttendee, {
      method: 'GET',
      url: `/api/users/${coAttendee.id}/events?per_page=1&page=2`,
    });
    expect(page2.json()).toMatchObject({ total_items: 2, total_pages: 2, current_page: 2, per_page: 1 });
    expect(page2.json().events).toHaveLength(1);
    expect(
      (await call(t.app, coAttendee, { method: 'GET', url: `/api/users/${coAttendee.id}/events?per_page=1000` }))
        .statusCode,
    ).toBe(422);
  });

  it('shows someone else only the events both of you can see', async () => {
    const res = await call(t.app, attendee, { method: 'GET', url: `/api/users/${coAttendee.id}/events` });
    expect(res.statusCode).toBe(200);
    expect(res.json().events.map((e: { id: number }) => e.id)).toEqual([eventId]);
    expect(res.json().total_items).toBe(1);
  });

  it("hides a stranger's events with 404", async () => {
    const res = await call(t.app, stranger, { method: 'GET', url: `/api/users/${attendee.id}/events` });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/users/:userId/speaking-sessions', () => {
  it('lists the sessions a user speaks in, limited to what the viewer can see', async () => {
    const own = await call(t.app, coAttendee, { method: 'GET', url: `/api/users/${coAttendee.id}/speaking-sessions` });
    expect(own.json().sessions).toHaveLength(2);
    expect(own.json().sessions[0]).toMatchObject({ start_time: '09:00', speaker_role: 'SPEAKER' });
    const seen = await call(t.app, colleague, { method: 'GET', url: `/api/users/${coAttendee.id}/speaking-sessions` });
    expect(seen.json().sessions.map((s: { event_id: number }) => s.event_id)).toEqual([eventId]);
    expect(
      (await call(t.app, stranger, { method: 'GET', url: `/api/users/${attendee.id}/speaking-sessions` })).statusCode,
    ).toBe(404);
  });
});
