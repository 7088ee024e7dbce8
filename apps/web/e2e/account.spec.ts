import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from './fixtures';

const PASSWORD = 'correct-horse-1';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Person {
  id: number;
  name: string;
  email: string;
  access: string;
  refresh: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function logIn(request: APIRequestContext, email: string, password: string, userAgent: string) {
  const res = await request.post('/api/auth/login', {
    headers: { 'User-Agent': userAgent },
    data: { email, password },
  });
  return {
    status: res.status(),
    tokens: res.ok() ? ((await res.json()) as { access_token: string; refresh_token: string }) : null,
  };
}

/** Signs up, then logs in from "a Chrome on Linux": the login the browser context will use. */
async function signUp(request: APIRequestContext, first: string, last: string): Promise<Person> {
  const email = uniqueEmail(first.toLowerCase());
  expect(
    (
      await request.post('/api/auth/signup', {
        data: { email, password: PASSWORD, first_name: first, last_name: last },
      })
    ).status(),
  ).toBe(201);
  const { tokens } = await logIn(request, email, PASSWORD, CHROME_LINUX);
  if (!tokens) throw new Error('login failed');
  const me = (await (await request.get('/api/auth/me', { headers: bearer(tokens.access_token) })).json()) as {
    id: number;
    full_name: string;
  };
  return { id: me.id, name: me.full_name, email, access: tokens.access_token, refresh: tokens.refresh_token };
}

async function signedIn(
  browser: Browser,
  person: Person,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  // The login is stored once, as a real log-in would: an init script runs on every page load, and seeding again
  // after the app cleared its tokens (a deletion, log out everywhere) would hand the page the ended login back —
  // whose refused refresh sends it to '/' with a full load, which seeded it again, round and round.
  await context.addInitScript(
    ([access, refresh]) => {
      if (sessionStorage.getItem('atria.e2e.seeded')) return;
      sessionStorage.setItem('atria.e2e.seeded', '1');
      if (!localStorage.getItem('refresh_token')) {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      }
    },
    [person.access, person.refresh] as const,
  );
  return { context, page: await context.newPage() };
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('/app/organizations');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
}

const logins = (page: Page) => page.getByRole('region', { name: 'Logins' });

test('change the password, see the logins and log one out', async ({ browser, request }) => {
  const ada = await signUp(request, 'Ada', 'Lovelace');
  const phone = await logIn(request, ada.email, PASSWORD, SAFARI_IOS);
  const { context, page } = await signedIn(browser, ada);
  await openSettings(page);

  // Both logins, this one marked.
  await expect(logins(page).getByText('Safari on iOS')).toBeVisible();
  await expect(logins(page).getByRole('listitem').filter({ hasText: 'This device' })).toContainText('Chrome on Linux');
  await expectAccessible(page);
  await page.screenshot({ path: 'e2e/.artifacts/settings-1280.png', fullPage: true });

  // Log the phone out: gone from the list, and its token no longer works.
  await logins(page)
    .getByRole('button', { name: /^Log out Safari on iOS/ })
    .click();
  await expect(logins(page).getByText('Safari on iOS')).toHaveCount(0);
  expect((await request.get('/api/auth/me', { headers: bearer(phone.tokens?.access_token ?? '') })).status()).toBe(401);

  // A wrong current password is refused on its field; the right one changes it.
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await password.getByLabel('Confirm new password').fill('a brand new secret');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Current password is incorrect')).toBeVisible();
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('Password changed. Your other logins were logged out.');
  expect((await logIn(request, ada.email, 'a brand new secret', CHROME_LINUX)).status).toBe(200);
  expect((await logIn(request, ada.email, PASSWORD, CHROME_LINUX)).status).toBe(401);

  // The name.
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('First name').fill('Augusta Ada');
  await profile.getByRole('button', { name: 'Save name' }).click();
  await expect(profile.getByRole('status')).toHaveText('Name saved.');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'e2e/.artifacts/settings-375.png', fullPage: true });
  await expectAccessible(page);
  await context.close();
});

test('log out everywhere ends this login and the others, after a confirmation', async ({ browser, request }) => {
  const kim = await signUp(request, 'Kim', 'Everywhere');
  const phone = await logIn(request, kim.email, PASSWORD, SAFARI_IOS);
  const { context, page } = await signedIn(browser, kim);
  await openSettings(page);
  await logins(page).getByRole('button', { name: 'Log out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out everywhere' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const token of [kim.access, phone.tokens?.access_token ?? '']) {
    expect((await request.get('/api/auth/me', { headers: bearer(token) })).status()).toBe(401);
  }
  await context.close();
});

test('delete an account: the last owner is told what to do, and the other person then sees "Deleted user"', async ({
  browser,
  request,
}) => {
  const owner = await signUp(request, 'Olive', 'Owner');
  const grace = await signUp(request, 'Grace', 'Hopper');
  const orgName = `Acme ${Date.now().toString(36)}`;
  const org = await request.post('/api/organizations', { headers: bearer(owner.access), data: { name: orgName } });
  const orgId = ((await org.json()) as { id: number }).id;
  const added = await request.post(`/api/organizations/${orgId}/users`, {
    headers: bearer(owner.access),
    data: { email: grace.email, first_name: 'Grace', last_name: 'Hopper', role: 'MEMBER' },
  });
  expect(added.status()).toBe(201);
  const thread = await request.post('/api/direct-messages/threads', {
    headers: bearer(grace.access),
    data: { user_id: owner.id },
  });
  const threadId = ((await thread.json()) as { id: number }).id;
  await request.post(`/api/direct-messages/threads/${threadId}/messages`, {
    headers: bearer(grace.access),
    data: { content: 'Bye for now' },
  });

  // The owner may not go: the dialog names the organization and says what to do.
  const o = await signedIn(browser, owner);
  await openSettings(o.page);
  await o.page.getByRole('button', { name: 'Delete account' }).click();
  const ownerDialog = o.page.getByRole('dialog', { name: 'Delete your account?' });
  await ownerDialog.getByLabel('Password').fill(PASSWORD);
  await ownerDialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(ownerDialog.getByRole('alert')).toContainText(
    `You are the last owner of ${orgName}. Make someone else an owner or delete the organization first.`,
  );
  await expectAccessible(o.page);
  await o.page.setViewportSize({ width: 375, height: 800 });
  await o.page.screenshot({ path: 'e2e/.artifacts/delete-refused-375.png' });
  await o.page.setViewportSize({ width: 1280, height: 900 });
  await ownerDialog.getByRole('button', { name: 'Cancel' }).click();

  // Grace deletes hers and lands on the landing page, logged out.
  const g = await signedIn(browser, grace);
  await openSettings(g.page);
  await g.page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = g.page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(g.page).toHaveURL(/\/$/);
  // (A refused refresh may still send the page to '/' once more with a full load: read once it has settled.)
  await g.page.waitForLoadState('load');
  await expect.poll(() => g.page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
  expect((await request.get('/api/auth/me', { headers: bearer(grace.access) })).status()).toBe(401);

  // The owner's chat shows the conversation from 'Deleted user', the message kept.
  await o.page.reload();
  const sidebar = o.page.getByRole('complementary', { name: 'Messaging' });
  const toggle = sidebar.getByRole('button', { name: /^Messaging/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const item = sidebar.getByRole('button', { name: /Deleted user/ });
  await expect(item).toBeVisible();
  await expect(sidebar.getByRole('button', { name: /Grace Hopper/ })).toHaveCount(0);
  await item.click();
  const win = o.page.getByRole('region', { name: 'Chat with Deleted user' });
  await expect(win.getByRole('log').getByText('Bye for now', { exact: true })).toBeVisible();
  await expectAccessible(o.page);
  await o.context.close();
  await g.context.close();
});

interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** The latest mail to `address` with `subject` at the journeys' mail server (e2e/mailbox.mjs). */
async function mailTo(address: string, subject: string): Promise<Mail> {
  const url = `http://127.0.0.1:${process.env.ATRIA_E2E_MAILBOX_PORT}/messages`;
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(url)).json()) as Mail[];
        found = all.filter((m) => m.to.toLowerCase().includes(address.toLowerCase()) && m.subject === subject).pop();
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail to ${address}`);
  return found;
}

test('change the email address: the link goes to the new address, the old one is told, the change happens on confirm', async ({
  browser,
  request,
}, testInfo) => {
  const ada = await signUp(request, 'Ada', 'Mover');
  const next = uniqueEmail('ada.moved');
  const { context, page } = await signedIn(browser, ada);
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Email address' });
  await expect(section.getByText(ada.email)).toBeVisible();
  await section.getByLabel('New email address').fill('not an address');
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByText(/^Invalid email/)).toBeVisible();
  await section.getByLabel('New email address').fill(next);
  await section.getByLabel('Current password').fill('not my password');
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByText('Current password is incorrect')).toBeVisible();
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByRole('status')).toContainText(`We sent a link to ${next}`);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('email-1280.png'), fullPage: true });

  const notice = await mailTo(ada.email, 'A change of your email address was requested on Atria');
  expect(notice.body).toContain(next);
  const mail = await mailTo(next, 'Confirm your new email address on Atria');
  const link = /https?:\/\/\S+\/email-change\/[A-Za-z0-9_-]+/.exec(mail.body)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link ?? '').pathname;
  await page.goto(path);
  await expect(page.getByText(`Your email address is now ${next}.`)).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('email-confirmed-375.png'), fullPage: true });
  // The link works once.
  await page.reload();
  await expect(page.getByText('This confirmation link is not valid or was already used')).toBeVisible();
  expect((await logIn(request, next, PASSWORD, CHROME_LINUX)).status).toBe(200);
  expect((await logIn(request, ada.email, PASSWORD, CHROME_LINUX)).status).toBe(401);
  await context.close();
});
