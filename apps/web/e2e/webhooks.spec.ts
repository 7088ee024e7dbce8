import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail, expectNoSidewaysScroll } from './fixtures';

const PASSWORD = 'webhooks-password-1';

interface Person {
  access: string;
  refresh: string;
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function signUp(request: APIRequestContext, first: string): Promise<Person> {
  const res = await request.post('/api/auth/signup', {
    data: { email: uniqueEmail(first.toLowerCase()), password: PASSWORD, first_name: first, last_name: 'Hooks' },
  });
  expect(res.status()).toBe(201);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  return { access: tokens.access_token, refresh: tokens.refresh_token };
}

async function organization(request: APIRequestContext, person: Person, name: string): Promise<number> {
  const res = await request.post('/api/organizations', {
    headers: { Authorization: `Bearer ${person.access}` },
    data: { name: `${name} ${Date.now()}` },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function webhooksPageAs(browser: Browser, person: Person, orgId: number, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(
    ([access, refresh]) => {
      if (!localStorage.getItem('refresh_token')) {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      }
    },
    [person.access, person.refresh] as const,
  );
  const page = await context.newPage();
  await page.goto(`/app/organizations/${orgId}/webhooks`);
  return page;
}

/** A receiver on this machine (the server allows 127.0.0.1 in the journeys: playwright.config.ts). */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => void }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/atria-hook`, received, close: () => server.close() };
}

test('register a webhook to a local receiver, see its deliveries in the log, and redeliver', async ({
  browser,
  request,
}) => {
  const receiver = await startReceiver();
  const ada = await signUp(request, 'Ada');
  const orgId = await organization(request, ada, 'Hooked Org');
  const page = await webhooksPageAs(browser, ada, orgId, 1280);
  await expect(page.getByRole('heading', { name: 'Add a webhook' })).toBeVisible();
  await expect(page.getByText('This organization has no webhooks yet.')).toBeVisible();

  // Refused first: a private address, with the server's message on the field.
  await page.getByLabel('Endpoint URL').fill('https://10.0.0.1/hook');
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByText('This address is private, loopback or otherwise internal')).toBeVisible();

  await page.getByLabel('Endpoint URL').fill(receiver.url);
  await page.getByLabel('Description (optional)').fill('Local receiver');
  await page.getByRole('checkbox', { name: 'Participants' }).check();
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByText('Copy the signing secret now. It will not be shown again.')).toBeVisible();
  const secret = await page.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await expectAccessible(page);
  await page.screenshot({ path: 'e2e/.artifacts/webhooks-secret-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('Signing secret')).toHaveCount(0);

  const item = page.getByRole('listitem').filter({ hasText: receiver.url });
  await expect(item.getByText('Active')).toBeVisible();
  await item.getByRole('button', { name: 'Send test event to Local receiver' }).click();
  await expect(item.getByRole('status')).toHaveText('Test event queued');
  const log = item.getByRole('table', { name: 'Deliveries, newest first' });
  await expect(log.getByRole('row').filter({ hasText: 'webhook.test' }).getByText('Delivered')).toBeVisible({
    timeout: 15_000,
  });
  await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('200');

  // A real change: an event created in the organization arrives too, signed with the secret shown once.
  const event = await request.post(`/api/organizations/${orgId}/events`, {
    headers: { Authorization: `Bearer ${ada.access}` },
    data: {
      title: 'Hooked Summit',
      event_type: 'CONFERENCE',
      start_date: '2031-06-01',
      end_date: '2031-06-02',
      company_name: 'Hooked Co',
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  await expect(log.getByRole('row').filter({ hasText: 'event.created' }).getByText('Delivered')).toBeVisible({
    timeout: 15_000,
  });
  expect(receiver.received.map((r) => (JSON.parse(r.body) as { type: string }).type)).toEqual(
    expect.arrayContaining(['webhook.test', 'event.created']),
  );
  for (const hook of receiver.received) {
    const timestamp = String(hook.headers['atria-webhook-timestamp']);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${hook.body}`).digest('hex');
    expect(hook.headers['atria-webhook-signature']).toBe(`v1=${expected}`);
  }
  await expectAccessible(page);
  await page.screenshot({ path: 'e2e/.artifacts/webhooks-log-1280.png', fullPage: true });

  // Redeliver the test event: a new row, delivered, with the same event id at the receiver.
  const before = receiver.received.length;
  await log.getByRole('button', { name: /^Redeliver webhook\.test/ }).click();
  await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toHaveCount(2);
  await expect(log.getByRole('row').filter({ hasText: 'webhook.test' }).getByText('Delivered')).toHaveCount(2, {
    timeout: 15_000,
  });
  expect(receiver.received.length).toBe(before + 1);
  const ids = receiver.received
    .filter((r) => r.body.includes('webhook.test'))
    .map((r) => r.headers['atria-webhook-id']);
  expect(new Set(ids).size).toBe(1);

  // Turn off, then delete.
  await item.getByRole('button', { name: 'Turn off' }).click();
  await expect(item.getByText('Off', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Delete webhook Local receiver' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This organization has no webhooks yet.')).toBeVisible();
  receiver.close();
  await page.context().close();
});

test('the webhooks page fits a phone, in German and Arabic too', async ({ browser, request }) => {
  const bo = await signUp(request, 'Bo');
  const orgId = await organization(request, bo, 'Phone Hooks');
  const created = await request.post(`/api/organizations/${orgId}/webhooks`, {
    headers: { Authorization: `Bearer ${bo.access}` },
    data: {
      url: `http://127.0.0.1:9/${'a-rather-long-path-segment-'.repeat(6)}`,
      description: 'Nightly export to the accounting system',
      event_types: ['event', 'session', 'participant', 'invitation', 'sponsor', 'poll'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  for (const locale of ['en', 'de', 'ar']) {
    const page = await webhooksPageAs(browser, bo, orgId, 375);
    await page.evaluate((l) => localStorage.setItem('atria.locale', l), locale);
    await page.reload();
    await expect(page.locator('section[aria-labelledby="webhook-list-title"]').getByRole('listitem')).toHaveCount(1);
    await page.locator('section[aria-labelledby="webhook-list-title"] button[aria-expanded]').click();
    await page.waitForTimeout(300);
    await expectNoSidewaysScroll(page, `the webhooks page at 375 px in ${locale}`);
    await expectAccessible(page);
    await page.screenshot({ path: `e2e/.artifacts/webhooks-375-${locale}.png`, fullPage: true });
    await page.context().close();
  }
});
