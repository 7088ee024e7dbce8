import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@atria/contracts/webhooks';
import { call, createTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { MAIL_ROLES, mailCastEvent, signUpMailCast, type MailCast, type MailRole } from '../../test/mail-cast';

let t: TestApp;
let c: MailCast;
let orgId: number;
let hookId: number;
let deliveryId: number;

/** Public IP literals: registration resolves nothing and connects nowhere. */
const PUBLIC_URL = 'https://93.184.215.14/atria';
const ADMINS: MailRole[] = ['owner', 'orgAdmin'];
const OTHERS = MAIL_ROLES.filter((r) => !ADMINS.includes(r) && r !== 'orgMember' && r !== 'stranger');

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: 'receiver.allowed.test' });
  c = await signUpMailCast(t);
  ({ orgId } = await mailCastEvent(t, c));
  const res = await call(t.app, c.owner, {
    method: 'POST',
    url: `/api/organizations/${orgId}/webhooks`,
    payload: { url: PUBLIC_URL, description: 'CRM', event_types: ['session', 'participant'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  hookId = res.json<{ id: number }>().id;
  const test = await call(t.app, c.owner, {
    method: 'POST',
    url: `/api/organizations/${orgId}/webhooks/${hookId}/test`,
  });
  expect(test.statusCode, test.body).toBe(201);
  deliveryId = test.json<{ id: number }>().id;
});

afterAll(async () => {
  await t.close();
});

const base = () => `/api/organizations/${orgId}/webhooks`;
/** Every route once, as a request a caller makes. */
const requests = (): [string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }][] => [
  ['list', { method: 'GET', url: base() }],
  ['create', { method: 'POST', url: base(), payload: { url: PUBLIC_URL, event_types: ['event'] } }],
  ['update', { method: 'PUT', url: `${base()}/${hookId}`, payload: { description: 'Changed' } }],
  ['rotate', { method: 'POST', url: `${base()}/${hookId}/secret` }],
  ['test', { method: 'POST', url: `${base()}/${hookId}/test` }],
  ['deliveries', { method: 'GET', url: `${base()}/${hookId}/deliveries` }],
  ['redeliver', { method: 'POST', url: `${base()}/${hookId}/deliveries/${deliveryId}/redeliver` }],
  ['remove', { method: 'DELETE', url: `${base()}/999999` }],
];

async function count(): Promise<number> {
  const res = await call(t.app, c.owner, { method: 'GET', url: `${base()}/${hookId}/deliveries` });
  return res.json<{ total_items: number }>().total_items;
}

describe('who may manage webhooks', () => {
  it.each(ADMINS)('%s: every route', async (role) => {
    for (const [name, req] of requests()) {
      const res = await call(t.app, c[role], req);
      const expected =
        name === 'remove' ? 404 : req.method === 'GET' || name === 'update' || name === 'rotate' ? 200 : 201;
      expect(res.statusCode, `${name}: ${res.body}`).toBe(expected);
    }
  });

  it('organization members get 403 on every route, and nothing changes', async () => {
    const before = await count();
    for (const [name, req] of requests()) {
      const res = await call(t.app, c.orgMember, req);
      expect(res.statusCode, name).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: WEBHOOK_MESSAGES.onlyAdmins });
    }
    expect(await count()).toBe(before);
  });

  it.each([...OTHERS, 'stranger' as const])('%s (outside the organization) gets 404 on every route', async (role) => {
    for (const [name, req] of requests()) {
      const res = await call(t.app, c[role], req);
      expect(res.statusCode, name).toBe(404);
    }
  });

  it('answers 401 without a token', async () => {
    for (const [name, req] of requests()) expect((await call(t.app, null, req)).statusCode, name).toBe(401);
  });

  it("another organization's webhook is not found through this one", async () => {
    const other = await call(t.app, c.stranger, {
      method: 'POST',
      url: '/api/organizations',
      payload: { name: `Other ${Date.now()}` },
    });
    expect(other.statusCode, other.body).toBe(201);
    const otherId = other.json<{ id: number }>().id;
    const res = await call(t.app, c.stranger, {
      method: 'GET',
      url: `/api/organizations/${otherId}/webhooks/${hookId}/deliveries`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('registering', () => {
  const create = (user: TestUser, payload: object) => call(t.app, user, { method: 'POST', url: base(), payload });

  it('answers the secret once; lists show only its prefix', async () => {
    const res = await create(c.owner, { url: PUBLIC_URL, event_types: ['poll'] });
    const created = res.json<{ id: number; secret: string; secret_prefix: string }>();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.secret_prefix)).toBe(true);
    const list = await call(t.app, c.owner, { method: 'GET', url: base() });
    expect(list.body).not.toContain(created.secret);
    const listed = list
      .json<{ webhooks: { id: number; secret_prefix: string }[] }>()
      .webhooks.find((w) => w.id === created.id);
    expect(listed?.secret_prefix).toBe(created.secret_prefix);
    const rotated = await call(t.app, c.owner, { method: 'POST', url: `${base()}/${created.id}/secret` });
    expect(rotated.json<{ secret: string }>().secret).not.toBe(created.secret);
  });

  it.each([
    ['http://93.184.215.14/hook', WEBHOOK_MESSAGES.urlHttps],
    ['https://127.0.0.1/hook', WEBHOOK_MESSAGES.urlBlocked],
    ['https://10.0.0.8/hook', WEBHOOK_MESSAGES.urlBlocked],
    ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.urlBlocked],
    ['https://100.64.1.1/hook', WEBHOOK_MESSAGES.urlBlocked],
    ['https://[::1]/hook', WEBHOOK_MESSAGES.urlBlocked],
    ['https://[fd00::1]/hook', WEBHOOK_MESSAGES.urlBlocked],
    ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_MESSAGES.urlBlocked],
    ['https://localhost/hook', WEBHOOK_MESSAGES.urlBlocked],
    ['https://user:pw@93.184.215.14/hook', WEBHOOK_MESSAGES.urlCredentials],
    ['https://nowhere.invalid/hook', WEBHOOK_MESSAGES.urlUnresolved],
    ['ftp://93.184.215.14/hook', WEBHOOK_MESSAGES.urlInvalid],
    ['not a url', WEBHOOK_MESSAGES.urlInvalid],
  ])('refuses %s with 422', async (url, message) => {
    const before = (await call(t.app, c.owner, { method: 'GET', url: base() })).json<{ webhooks: unknown[] }>().webhooks
      .length;
    const res = await create(c.owner, { url, event_types: ['event'] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.url).toEqual([message]);
    const after = (await call(t.app, c.owner, { method: 'GET', url: base() })).json<{ webhooks: unknown[] }>().webhooks
      .length;
    expect(after).toBe(before);
  });

  it('refuses no event types, unknown ones, and a private URL on edit too', async () => {
    expect((await create(c.owner, { url: PUBLIC_URL, event_types: [] })).statusCode).toBe(422);
    expect((await create(c.owner, { url: PUBLIC_URL, event_types: ['direct_message'] })).statusCode).toBe(422);
    const edit = await call(t.app, c.owner, {
      method: 'PUT',
      url: `${base()}/${hookId}`,
      payload: { url: 'https://192.168.0.1/x' },
    });
    expect(edit.statusCode).toBe(422);
    const list = await call(t.app, c.owner, { method: 'GET', url: base() });
    expect(list.json<{ webhooks: { id: number; url: string }[] }>().webhooks.find((w) => w.id === hookId)?.url).toBe(
      PUBLIC_URL,
    );
  });

  it('allows plain http and private addresses only to an allow-listed host', async () => {
    // The allow-listed name does not resolve: allowed to be http, it then fails only on its name.
    const res = await create(c.owner, { url: 'http://receiver.allowed.test/hook', event_types: ['event'] });
    expect(res.json<{ errors: Record<string, string[]> }>().errors.url).toEqual([WEBHOOK_MESSAGES.urlUnresolved]);
  });

  it('edits, disables and enables', async () => {
    const res = await call(t.app, c.orgAdmin, {
      method: 'PUT',
      url: `${base()}/${hookId}`,
      payload: { description: 'Billing', event_types: ['event', 'sponsor'], enabled: false },
    });
    expect(res.json()).toMatchObject({ description: 'Billing', event_types: ['event', 'sponsor'], enabled: false });
    const on = await call(t.app, c.orgAdmin, { method: 'PUT', url: `${base()}/${hookId}`, payload: { enabled: true } });
    expect(on.json()).toMatchObject({ enabled: true, disabled_reason: null });
  });
});

describe('the delivery log', () => {
  it('shows the test event and a redelivery of it, newest first', async () => {
    const again = await call(t.app, c.owner, {
      method: 'POST',
      url: `${base()}/${hookId}/deliveries/${deliveryId}/redeliver`,
    });
    const copy = again.json<{ id: number; event_id: number; redelivery_of: number; status: string }>();
    expect(copy).toMatchObject({ redelivery_of: deliveryId, status: 'pending' });
    const log = await call(t.app, c.owner, { method: 'GET', url: `${base()}/${hookId}/deliveries?per_page=2` });
    const page = log.json<{ deliveries: { id: number; event_type: string; event_id: number }[]; per_page: number }>();
    expect(page.per_page).toBe(2);
    expect(page.deliveries[0]).toMatchObject({ id: copy.id, event_type: 'webhook.test', event_id: copy.event_id });
  });

  it('answers 404 for a delivery of another endpoint', async () => {
    const other = await call(t.app, c.owner, {
      method: 'POST',
      url: base(),
      payload: { url: PUBLIC_URL, event_types: ['event'] },
    });
    const otherId = other.json<{ id: number }>().id;
    const res = await call(t.app, c.owner, {
      method: 'POST',
      url: `${base()}/${otherId}/deliveries/${deliveryId}/redeliver`,
    });
    expect(res.statusCode).toBe(404);
    const gone = await call(t.app, c.owner, { method: 'DELETE', url: `${base()}/${otherId}` });
    expect(gone.statusCode).toBe(204);
    expect((await call(t.app, c.owner, { method: 'GET', url: `${base()}/${otherId}/deliveries` })).statusCode).toBe(
      404,
    );
  });
});
