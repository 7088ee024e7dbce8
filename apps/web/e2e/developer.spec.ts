import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail, expectNoSidewaysScroll } from './fixtures';

const PASSWORD = 'developer-password-1';

interface Person {
  email: string;
  access: string;
  refresh: string;
}

async function signUp(request: APIRequestContext, first: string): Promise<Person> {
  const email = uniqueEmail(first.toLowerCase());
  const res = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, first_name: first, last_name: 'Developer' },
  });
  expect(res.status()).toBe(201);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  return { email, access: tokens.access_token, refresh: tokens.refresh_token };
}

async function settingsAs(browser: Browser, person: Person, width: number): Promise<Page> {
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
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  return page;
}

const tokens = (page: Page) => page.getByRole('region', { name: 'Personal access tokens' });

test('create a personal access token, call the API with it, and revoke it', async ({ browser, request }) => {
  const ada = await signUp(request, 'Ada');
  const org = await request.post('/api/organizations', {
    headers: { Authorization: `Bearer ${ada.access}` },
    data: { name: `Token Org ${Date.now()}` },
  });
  expect(org.status()).toBe(201);
  const { id: orgId } = (await org.json()) as { id: number };

  const page = await settingsAs(browser, ada, 1280);
  const section = tokens(page);
  await expect(section.getByText('You have no tokens yet.')).toBeVisible();
  await section.getByLabel('Token name').fill('CRM sync');
  await section.getByLabel('Access').selectOption('read');
  await section.getByRole('combobox', { name: 'Organizations' }).selectOption(String(orgId));
  await section.getByLabel('Expires').selectOption('30');
  await section.getByRole('button', { name: 'Create token' }).click();

  await expect(section.getByText('Copy your new token now. It will not be shown again.')).toBeVisible();
  const token = await section.locator('#new-token').inputValue();
  expect(token).toMatch(/^atria_pat_/);
  await expect(section.getByRole('listitem').filter({ hasText: 'CRM sync' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'e2e/.artifacts/developer-token-1280.png', fullPage: true });

  // The token reads as Ada within its organization, and is refused a change (read only) and other routes.
  const read = await request.get(`/api/organizations/${orgId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(read.status()).toBe(200);
  const rename = await request.put(`/api/organizations/${orgId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Renamed by token' },
  });
  expect(rename.status()).toBe(403);
  expect((await request.get('/api/organizations', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
    403,
  );

  // Shown once: after Done, only the prefix remains, with the last use.
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.locator('#new-token')).toHaveCount(0);
  await page.reload();
  await expect(tokens(page).getByText(token)).toHaveCount(0);
  await expect(tokens(page).getByText(/Last used/)).toBeVisible();

  await tokens(page).getByRole('button', { name: 'Revoke token CRM sync' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(tokens(page).getByRole('status')).toHaveText('Token CRM sync revoked');
  await expect(tokens(page).getByText('You have no tokens yet.')).toBeVisible();
  expect(
    (await request.get(`/api/organizations/${orgId}`, { headers: { Authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
  await page.context().close();
});

test('the tokens section fits a phone, in German and Arabic too', async ({ browser, request }) => {
  const bo = await signUp(request, 'Bo');
  const created = await request.post('/api/users/me/tokens', {
    headers: { Authorization: `Bearer ${bo.access}` },
    data: {
      name: 'A rather long token name for the nightly export script',
      scopes: ['read', 'write'],
      expires_in_days: null,
    },
  });
  expect(created.status()).toBe(201);
  for (const locale of ['en', 'de', 'ar']) {
    const page = await settingsAs(browser, bo, 375);
    await page.evaluate((l) => localStorage.setItem('atria.locale', l), locale);
    await page.reload();
    const section = page.locator('section[aria-labelledby="tokens-title"]');
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expectNoSidewaysScroll(page, `the tokens section at 375 px in ${locale}`);
    await expectAccessible(page);
    await section.screenshot({ path: `e2e/.artifacts/developer-tokens-375-${locale}.png` });
    await page.context().close();
  }
});
