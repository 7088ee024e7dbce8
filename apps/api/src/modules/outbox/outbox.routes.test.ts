import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, uniqueEmail, type TestApp } from '../../test/helpers';
import { EVENT_EDITORS, MAIL_ROLES, mailCastEvent, signUpMailCast, type MailCast } from '../../test/mail-cast';

let t: TestApp;
let c: MailCast;
let orgId: number;
let eventId: number;
let invited: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await signUpMailCast(t);
  ({ orgId, eventId } = await mailCastEvent(t, c));
  invited = uniqueEmail('mail-route');
  const res = await call(t.app, c.organizer, {
    method: 'POST',
    url: `/api/events/${eventId}/users/add`,
    payload: { email: invited, first_name: 'Ivy', last_name: 'Invited' },
  });
  expect(res.statusCode, res.body).toBe(201);
});

afterAll(async () => {
  await t.close();
});

const OUTBOX_ITEM_KEYS = [
  'attempts',
  'created_at',
  'id',
  'kind',
  'last_error',
  'next_attempt_at',
  'recipient',
  'sent_at',
  'status',
  'summary',
];

describe('GET /api/events/:id/mail', () => {
  it.each(EVENT_EDITORS)('lists the event mail for %s, without bodies', async (role) => {
    const res = await call(t.app, c[role], { method: 'GET', url: `/api/events/${eventId}/mail` });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ mail: Record<string, unknown>[] }>();
    const mine = list.mail.find((m) => m.recipient === invited);
    expect(mine).toMatchObject({ kind: expect.any(String), status: 'pending' });
    expect(Object.keys(mine ?? {}).sort()).toEqual(OUTBOX_ITEM_KEYS);
  });

  it.each(MAIL_ROLES.filter((r) => !EVENT_EDITORS.includes(r) && r !== 'stranger'))(
    'refuses %s with 403',
    async (role) => {
      const res = await call(t.app, c[role], { method: 'GET', url: `/api/events/${eventId}/mail` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    },
  );

  it('answers 404 to a stranger and 401 without a token', async () => {
    expect((await call(t.app, c.stranger, { method: 'GET', url: `/api/events/${eventId}/mail` })).statusCode).toBe(404);
    expect((await call(t.app, null, { method: 'GET', url: `/api/events/${eventId}/mail` })).statusCode).toBe(401);
  });

  it('filters by status and pages, refusing an unknown status', async () => {
    const held = await call(t.app, c.organizer, {
      method: 'GET',
      url: `/api/events/${eventId}/mail?status=sent,failed`,
    });
    expect(held.json()).toMatchObject({ mail: [], total_items: 0 });
    const pending = await call(t.app, c.organizer, {
      method: 'GET',
      url: `/api/events/${eventId}/mail?status=pending&page=1&per_page=1`,
    });
    expect(pending.json()).toMatchObject({ total_items: 1, current_page: 1, per_page: 1 });
    const bad = await call(t.app, c.organizer, { method: 'GET', url: `/api/events/${eventId}/mail?status=lost` });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET /api/organizations/:id/mail', () => {
  it.each(['owner', 'orgAdmin'] as const)(
    "lists the organization's mail, its events' included, for %s",
    async (role) => {
      const res = await call(t.app, c[role], {
        method: 'GET',
        url: `/api/organizations/${orgId}/mail?status=pending&page=1`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ mail: { recipient: string }[] }>().mail.map((m) => m.recipient)).toContain(invited);
    },
  );

  it('refuses a member with 403, answers 404 to everyone outside the organization and 401 without a token', async () => {
    expect(
      (await call(t.app, c.orgMember, { method: 'GET', url: `/api/organizations/${orgId}/mail` })).statusCode,
    ).toBe(403);
    for (const role of ['eventAdmin', 'organizer', 'moderator', 'speaker', 'attendee', 'stranger'] as const) {
      const res = await call(t.app, c[role], { method: 'GET', url: `/api/organizations/${orgId}/mail` });
      expect(res.statusCode, role).toBe(404);
    }
    expect((await call(t.app, null, { method: 'GET', url: `/api/organizations/${orgId}/mail` })).statusCode).toBe(401);
  });
});
