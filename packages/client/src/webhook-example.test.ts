import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeEvent } from '@atria/api/src/test/fixtures';
import { createTestApp, type TestApp } from '@atria/api/src/test/helpers';
import { drain, startReceiver, webhookWorker } from '@atria/api/src/test/webhook-receiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookHandler, type ReceivedEvent } from '../examples/webhook-receiver';
import { createApiClient, memoryTokens } from './index';

// Runs the webhook examples of docs/api.md (examples/webhook-receiver.ts and examples/verify-webhook.sh) against
// real deliveries of a listening server.
let t: TestApp;
let serverUrl: string;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  serverUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

async function owner(email: string) {
  const tokens = memoryTokens();
  const { api } = createApiClient({ baseUrl: `${serverUrl}/api`, tokens });
  tokens.saveTokens(
    await api.auth.signup({ body: { email, password: 'correct horse battery', first_name: 'Wes', last_name: 'Hook' } }),
  );
  const organization = await api.organizations.create({ body: { name: `Hooks ${email}` } });
  return { api, organizationId: organization.id };
}

describe('the webhook examples', () => {
  it('the receiver verifies real deliveries, refuses a forged one, and handles a redelivery once', async () => {
    const { api, organizationId } = await owner('hook-receiver@example.com');
    const events: ReceivedEvent[] = [];
    // The secret is known once the endpoint is registered, which needs the receiver's address first.
    let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
    const server = http.createServer((req, res) => handler(req, res));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/atria`;
    const created = await api.webhooks.create({
      params: { id: organizationId },
      body: { url, description: 'Example', event_types: ['event'] },
    });
    handler = webhookHandler(created.secret, (e) => events.push(e));
    await makeEvent(t.database.db, organizationId, [], 'Hooked Summit');
    const test = await api.webhooks.sendTest({ params: { id: organizationId, webhookId: created.id } });
    await api.webhooks.redeliver({ params: { id: organizationId, webhookId: created.id, deliveryId: test.id } });
    await drain(webhookWorker(t.database.db));
    expect(events.map((e) => e.type)).toEqual(['event.created', 'webhook.test']);
    expect(events[0]?.data).toMatchObject({ title: 'Hooked Summit' });
    const log = await api.webhooks.deliveries({ params: { id: organizationId, webhookId: created.id } });
    expect(log.deliveries.map((d) => d.last_status_code)).toEqual([204, 204, 204]);

    const forged = await fetch(url, {
      method: 'POST',
      headers: {
        'atria-webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'atria-webhook-signature': `v1=${'0'.repeat(64)}`,
      },
      body: '{"id":1}',
    });
    expect(forged.status).toBe(401);
    server.close();
  });

  it('the openssl recipe accepts a real delivery and refuses a changed body', async () => {
    const { api, organizationId } = await owner('hook-openssl@example.com');
    const receiver = await startReceiver();
    try {
      const created = await api.webhooks.create({
        params: { id: organizationId },
        body: { url: receiver.url('/sh'), event_types: ['session'] },
      });
      await api.webhooks.sendTest({ params: { id: organizationId, webhookId: created.id } });
      await drain(webhookWorker(t.database.db));
      const hook = receiver.received.find((r) => r.path === '/sh');
      const dir = mkdtempSync(join(tmpdir(), 'atria-hook-'));
      const script = fileURLToPath(new URL('../examples/verify-webhook.sh', import.meta.url));
      const run = (body: string) => {
        writeFileSync(join(dir, 'body.json'), body);
        try {
          return execFileSync(
            'sh',
            [
              script,
              String(hook?.headers['atria-webhook-timestamp']),
              String(hook?.headers['atria-webhook-signature']),
              join(dir, 'body.json'),
            ],
            { env: { ...process.env, ATRIA_WEBHOOK_SECRET: created.secret }, encoding: 'utf8' },
          ).trim();
        } catch (error) {
          return String((error as { stdout?: string }).stdout).trim();
        }
      };
      expect(run(hook?.body ?? '')).toBe('valid');
      expect(run(`${hook?.body ?? ''} `)).toBe('invalid');
    } finally {
      await receiver.close();
    }
  });
});
