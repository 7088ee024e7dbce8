import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { outbox, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { makeEvent, makeOrganization, makeSession, makeThread } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { actor } from '../../test/outbox-helpers';
import { drain, startReceiver, webhookWorker, type WebhookReceiver } from '../../test/webhook-receiver';
import { createLiveChatService } from '../live/live-chat.service';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1' });
  owner = await signUp(t.app, { first_name: 'Olga', last_name: 'Owner' });
  admin = await signUp(t.app, { first_name: 'Adam', last_name: 'Admin' });
  receiver = await startReceiver();
});

afterEach(() => {
  receiver.received.length = 0;
  receiver.respond = () => ({ status: 200 });
});

afterAll(async () => {
  await receiver.close();
  await t.close();
});

const db = () => t.database.db;

async function orgWithHook(
  types: string[],
  path = '/hook',
): Promise<{ orgId: number; hookId: number; secret: string }> {
  const orgId = await makeOrganization(db(), [
    [owner.id, 'OWNER'],
    [admin.id, 'ADMIN'],
  ]);
  const res = await call(t.app, owner, {
    method: 'POST',
    url: `/api/organizations/${orgId}/webhooks`,
    payload: { url: receiver.url(path), event_types: types },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, secret } = res.json<{ id: number; secret: string }>();
  return { orgId, hookId: id, secret };
}

const bodies = (path?: string) =>
  receiver.received
    .filter((r) => !path || r.path === path)
    .map((r) => JSON.parse(r.body) as { id: number; type: string; data: Record<string, unknown> });

describe('recording changes', () => {
  it('records each subscribed change in its own transaction, and nothing from a rolled-back one', async () => {
    const { orgId, hookId } = await orgWithHook(['event', 'session']);
    const eventId = await makeEvent(db(), orgId, [], 'Recorded');
    const sessionId = await makeSession(db(), eventId);
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`update events set title = 'Rolled back' where id = ${eventId}`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // A change only the agenda version sees (a session edit bumps it) is not an event change.
    await db().execute(sql`update sessions set title = 'Renamed' where id = ${sessionId}`);
    const rows = await db()
      .select({ type: webhookEvents.type, data: webhookEvents.data })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, sql`${webhookEvents.id} = ${webhookDeliveries.event_id}`)
      .where(sql`${webhookDeliveries.endpoint_id} = ${hookId}`)
      .orderBy(webhookDeliveries.id);
    expect(rows.map((r) => r.type)).toEqual(['event.created', 'session.created', 'session.updated']);
    expect(rows[2]?.data).toMatchObject({ id: sessionId, title: 'Renamed', event_id: eventId });
    expect(JSON.stringify(rows)).not.toContain('Rolled back');
  });

  it('records nothing for kinds the endpoint did not choose, nor for an organization without webhooks', async () => {
    const { orgId, hookId } = await orgWithHook(['sponsor']);
    await makeEvent(db(), orgId);
    const other = await makeOrganization(db(), [[owner.id, 'OWNER']]);
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEvents);
    await makeEvent(db(), other);
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEvents);
    expect(after[0]?.n).toBe(before[0]?.n);
    const mine = await db()
      .select()
      .from(webhookDeliveries)
      .where(sql`endpoint_id = ${hookId}`);
    expect(mine).toHaveLength(0);
  });

  it('deleting an organization with webhooks and events works, and leaves nothing behind', async () => {
    const { orgId } = await orgWithHook(['event', 'session', 'participant']);
    const eventId = await makeEvent(db(), orgId, [[admin.id, 'ATTENDEE']]);
    await makeSession(db(), eventId);
    const res = await call(t.app, owner, { method: 'DELETE', url: `/api/organizations/${orgId}` });
    expect(res.statusCode, res.body).toBe(204);
    const left = await db()
      .select()
      .from(webhookEvents)
      .where(sql`organization_id = ${orgId}`);
    expect(left).toHaveLength(0);
  });
});

describe('delivering', () => {
  it('POSTs a signed body that the recipe verifies, then marks it delivered with status and duration', async () => {
    const { orgId, hookId, secret } = await orgWithHook(['event'], '/signed');
    const eventId = await makeEvent(db(), orgId, [], 'Signed event');
    await drain(webhookWorker(db()));
    const [hook] = receiver.received.filter((r) => r.path === '/signed');
    expect(hook?.headers['content-type']).toBe('application/json');
    const timestamp = String(hook?.headers['atria-webhook-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(30);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${hook?.body}`).digest('hex');
    expect(hook?.headers['atria-webhook-signature']).toBe(`v1=${expected}`);
    const body = JSON.parse(hook?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'event.created',
      organization_id: orgId,
      data: { id: eventId, title: 'Signed event' },
    });
    expect(hook?.headers['atria-webhook-id']).toBe(String(body.id));
    const log = await call(t.app, owner, {
      method: 'GET',
      url: `/api/organizations/${orgId}/webhooks/${hookId}/deliveries`,
    });
    expect(log.json<{ deliveries: unknown[] }>().deliveries[0]).toMatchObject({
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
      last_duration_ms: expect.any(Number),
      next_attempt_at: null,
      event_type: 'event.created',
    });
  });

  it('retries with backoff, keeping later deliveries behind, then sends them in order', async () => {
    const { orgId, hookId } = await orgWithHook(['session'], '/flaky');
    const eventId = await makeEvent(db(), orgId);
    let failures = 3;
    receiver.respond = () => (failures-- > 0 ? { status: 503 } : { status: 204 });
    for (let i = 0; i < 5; i += 1) await makeSession(db(), eventId);
    const worker = webhookWorker(db(), { backoff: { baseMs: 30, maxMs: 60 } });
    const started = Date.now();
    while (Date.now() - started < 10_000 && bodies('/flaky').filter((_, i) => i >= 3).length < 5) {
      await worker.runOnce();
      await new Promise((r) => setTimeout(r, 20));
    }
    const received = bodies('/flaky');
    // The first delivery three times (503), then each once, in the order of the changes.
    expect(received.map((b) => b.id)).toEqual([
      received[0]?.id,
      received[0]?.id,
      received[0]?.id,
      ...received.slice(3).map((b) => b.id),
    ]);
    const ids = received.slice(3).map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toHaveLength(5);
    const log = await call(t.app, owner, {
      method: 'GET',
      url: `/api/organizations/${orgId}/webhooks/${hookId}/deliveries?per_page=10`,
    });
    const first = log.json<{ deliveries: { attempts: number; status: string }[] }>().deliveries.at(-1);
    expect(first).toMatchObject({ attempts: 4, status: 'delivered' });
  });

  it('gives up after the retry window: the delivery fails, the endpoint is turned off and admins are mailed', async () => {
    const { orgId, hookId } = await orgWithHook(['event'], '/down');
    receiver.respond = () => ({ status: 500 });
    await makeEvent(db(), orgId);
    await makeEvent(db(), orgId);
    const { webhookDisabledNotifier } = await import('./webhooks.notice');
    const worker = webhookWorker(db(), {
      retryWindowMs: 150,
      backoff: { baseMs: 20, maxMs: 40 },
      notifyDisabled: webhookDisabledNotifier(t.env),
    });
    const started = Date.now();
    for (;;) {
      await worker.runOnce();
      const [hook] = await db()
        .select()
        .from(webhookEndpoints)
        .where(sql`id = ${hookId}`);
      if (!hook?.enabled || Date.now() - started > 10_000) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const list = await call(t.app, owner, { method: 'GET', url: `/api/organizations/${orgId}/webhooks` });
    expect(list.json<{ webhooks: unknown[] }>().webhooks[0]).toMatchObject({
      enabled: false,
      disabled_reason: 'failing',
    });
    const log = await call(t.app, owner, {
      method: 'GET',
      url: `/api/organizations/${orgId}/webhooks/${hookId}/deliveries`,
    });
    const [second, first] = log.json<{ deliveries: { status: string; attempts: number; last_status_code: number }[] }>()
      .deliveries;
    expect(first).toMatchObject({ status: 'failed', last_status_code: 500 });
    expect(first?.attempts).toBeGreaterThan(1);
    // The one behind it waits for the endpoint to be turned back on.
    expect(second).toMatchObject({ status: 'pending', attempts: 0 });
    const mails = await db()
      .select()
      .from(outbox)
      .where(sql`organization_id = ${orgId}`);
    expect(mails.map((m) => m.recipient).sort()).toEqual([owner.email, admin.email].sort());
    expect(mails[0]?.summary).toBe(`Webhook turned off: ${receiver.url('/down')}`);
    // Back on: the receiver is fixed, what was queued goes out.
    receiver.respond = () => ({ status: 200 });
    await call(t.app, owner, {
      method: 'PUT',
      url: `/api/organizations/${orgId}/webhooks/${hookId}`,
      payload: { enabled: true },
    });
    receiver.received.length = 0;
    await drain(webhookWorker(db()));
    expect(bodies('/down')).toHaveLength(1);
  });

  it('does not follow a redirect (to a metadata address) and counts it as a failure', async () => {
    const { orgId, hookId } = await orgWithHook(['event'], '/redirect');
    receiver.respond = () => ({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    await makeEvent(db(), orgId);
    await webhookWorker(db()).runOnce();
    expect(bodies('/redirect')).toHaveLength(1);
    const log = await call(t.app, owner, {
      method: 'GET',
      url: `/api/organizations/${orgId}/webhooks/${hookId}/deliveries`,
    });
    expect(log.json<{ deliveries: unknown[] }>().deliveries[0]).toMatchObject({
      status: 'pending',
      last_status_code: 302,
      last_error: 'redirect not followed (HTTP 302)',
      next_attempt_at: expect.any(String),
    });
  });

  it('bounds a slow receiver by the timeout, while another endpoint is served meanwhile', async () => {
    const slow = await orgWithHook(['event'], '/slow');
    const fast = await orgWithHook(['event'], '/fast');
    receiver.respond = (hook) => (hook.path === '/slow' ? { delayMs: 5_000 } : { status: 200 });
    await makeEvent(db(), slow.orgId);
    await makeEvent(db(), fast.orgId);
    const worker = webhookWorker(db(), { timeoutMs: 300 });
    const started = Date.now();
    await worker.runOnce();
    const took = Date.now() - started;
    expect(took).toBeLessThan(2_000);
    expect(bodies('/fast')).toHaveLength(1);
    const log = await call(t.app, owner, {
      method: 'GET',
      url: `/api/organizations/${slow.orgId}/webhooks/${slow.hookId}/deliveries`,
    });
    expect(log.json<{ deliveries: unknown[] }>().deliveries[0]).toMatchObject({
      status: 'pending',
      last_status_code: null,
      last_error: 'timed out after 300 ms',
    });
  });

  it('refuses at delivery a host that now resolves to a private address (DNS rebinding), connecting nowhere', async () => {
    const { orgId, hookId } = await orgWithHook(['event'], '/rebind');
    // The registered URL points to the allow-listed receiver; at delivery time its name resolves elsewhere.
    await db().execute(
      sql`update webhook_endpoints set url = ${`http://rebind.test:${receiver.port}/rebind`} where id = ${hookId}`,
    );
    await makeEvent(db(), orgId);
    const worker = webhookWorker(db(), {
      allowHosts: [],
      resolver: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    await worker.runOnce();
    expect(bodies('/rebind')).toHaveLength(0);
    const log = await call(t.app, owner, {
      method: 'GET',
      url: `/api/organizations/${orgId}/webhooks/${hookId}/deliveries`,
    });
    expect(log.json<{ deliveries: { last_error: string }[] }>().deliveries[0]?.last_error).toBe(
      'only https:// URLs are delivered to',
    );
    await db().execute(
      sql`update webhook_endpoints set url = ${`https://rebind.test:${receiver.port}/rebind`} where id = ${hookId}`,
    );
    await db().execute(sql`update webhook_deliveries set next_attempt_at = now() where endpoint_id = ${hookId}`);
    await worker.runOnce();
    expect(bodies('/rebind')).toHaveLength(0);
    const again = await call(t.app, owner, {
      method: 'GET',
      url: `/api/organizations/${orgId}/webhooks/${hookId}/deliveries`,
    });
    expect(again.json<{ deliveries: { last_error: string }[] }>().deliveries[0]?.last_error).toBe(
      'rebind.test resolves to a private, loopback or reserved address (127.0.0.1)',
    );
  });

  it('sends the test event and a redelivery with the same event id', async () => {
    const { orgId, hookId } = await orgWithHook(['poll'], '/test-event');
    const sent = await call(t.app, admin, {
      method: 'POST',
      url: `/api/organizations/${orgId}/webhooks/${hookId}/test`,
    });
    const deliveryId = sent.json<{ id: number }>().id;
    await drain(webhookWorker(db()));
    await call(t.app, admin, {
      method: 'POST',
      url: `/api/organizations/${orgId}/webhooks/${hookId}/deliveries/${deliveryId}/redeliver`,
    });
    await drain(webhookWorker(db()));
    const [first, second] = receiver.received.filter((r) => r.path === '/test-event');
    expect(JSON.parse(first?.body ?? '{}')).toMatchObject({ type: 'webhook.test', data: { webhook_id: hookId } });
    expect(second?.headers['atria-webhook-id']).toBe(first?.headers['atria-webhook-id']);
    expect(second?.body).toBe(first?.body);
  });
});

describe('several workers', () => {
  it('two workers on separate pools deliver 300 changes to 3 endpoints: each once, in order per endpoint', async () => {
    const hooks = [await orgWithHook(['session'], '/multi-a'), await orgWithHook(['session'], '/multi-b')];
    // A second endpoint of the first organization.
    const third = await call(t.app, owner, {
      method: 'POST',
      url: `/api/organizations/${hooks[0]?.orgId}/webhooks`,
      payload: { url: receiver.url('/multi-c'), event_types: ['session'] },
    });
    expect(third.statusCode).toBe(201);
    const events = [await makeEvent(db(), hooks[0]?.orgId ?? 0), await makeEvent(db(), hooks[1]?.orgId ?? 0)];
    receiver.respond = () => ({ status: 200, delayMs: Math.random() < 0.2 ? 5 : 0 });
    const second: Database = await openDatabase({ databaseUrl: t.url, poolSize: 4 });
    const a = webhookWorker(db(), { concurrency: 2, perEndpoint: 7 });
    const b = webhookWorker(second.db, { concurrency: 2, perEndpoint: 7 });
    a.start();
    b.start();
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => makeSession(db(), events[i % 2] ?? 0, [], `0${i % 9}:00`, `0${i % 9}:30`)),
    );
    const started = Date.now();
    const multi = () => receiver.received.filter((r) => r.path.startsWith('/multi-')).length;
    while (multi() < 300 && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 50));
    await Promise.all([a.stop(), b.stop()]);
    await second.close();
    for (const path of ['/multi-a', '/multi-b', '/multi-c']) {
      const ids = bodies(path).map((x) => x.id);
      expect(ids.length, path).toBe(100);
      expect(new Set(ids).size, path).toBe(ids.length);
      expect(ids, path).toEqual([...ids].sort((x, y) => x - y));
    }
  }, 90_000);
});

describe('private messages never reach a webhook', () => {
  it('direct messages and session chat, with an endpoint subscribed to everything, leave no trace in any webhook', async () => {
    const { orgId } = await orgWithHook(['event', 'session', 'participant', 'invitation', 'sponsor', 'poll'], '/all');
    const eventId = await makeEvent(db(), orgId, [
      [owner.id, 'ATTENDEE'],
      [admin.id, 'ATTENDEE'],
    ]);
    const sessionId = await makeSession(db(), eventId);
    const secretDm = `dm-secret-${Date.now()}`;
    const secretChat = `chat-secret-${Date.now()}`;
    const threadId = await makeThread(db(), owner.id, admin.id, [], eventId);
    const dm = await call(t.app, owner, {
      method: 'POST',
      url: `/api/direct-messages/threads/${threadId}/messages`,
      payload: { content: secretDm },
    });
    expect(dm.statusCode, dm.body).toBe(201);
    await createLiveChatService(t.app.ctx).send(actor(admin.id), sessionId, { room: 'PUBLIC', body: secretChat });
    await drain(webhookWorker(db()));
    const everything =
      JSON.stringify(await db().select().from(webhookEvents)) + receiver.received.map((r) => r.body).join('');
    expect(bodies('/all').map((b) => b.type)).toEqual(
      expect.arrayContaining(['event.created', 'participant.added', 'session.created']),
    );
    expect(everything).not.toContain(secretDm);
    expect(everything).not.toContain(secretChat);
    expect(bodies('/all').every((b) => !/message|chat/.test(b.type))).toBe(true);
  });
});
