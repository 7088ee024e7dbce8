import { E2E_ACCESS_TTL_SECONDS } from '../playwright.config';
import { expect, expectAccessible, test, uniqueEmail } from './fixtures';

// Issue 3's journey: sign up, stay signed in across a reload, log out, a wrong password, a deep link that
// comes back after login, and an access token that expires mid-session and is refreshed without the user
// noticing (the e2e server issues access tokens for E2E_ACCESS_TTL_SECONDS).
test('an account from sign-up to a silent token refresh', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('journey');
  const password = 'correct horse battery';

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up' }).first().click();
  const signup = page.getByRole('dialog', { name: 'Sign Up' });
  await signup.getByLabel('First name').fill('Jules');
  await signup.getByLabel('Last name').fill('Journey');
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password', { exact: true }).fill(password);
  await signup.getByLabel('Confirm password').fill(password);
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Are you here to' })).toBeVisible();
  await expectAccessible(page);

  // A reload keeps the session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Are you here to' })).toBeVisible();

  // Logout goes to the landing page and forgets the tokens.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // A wrong password shows 'Invalid email or password' on the password field (docs/product.md#error-texts).
  await page.getByRole('button', { name: 'Log In' }).first().click();
  const login = page.getByRole('dialog', { name: 'Log In' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('not my password');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(login.getByText('Invalid email or password')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // A deep link visited while signed out comes back after logging in.
  await page.goto('/app/events');
  await expect(page).toHaveURL(/\/\?redirect=%2Fapp%2Fevents/);
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/app\/events$/);
  await expect(page.getByText("You haven't been invited to any events yet...")).toBeVisible();

  // The access token expires; the next call refreshes it silently and the page keeps working.
  const before = await page.evaluate(() => localStorage.getItem('access_token'));
  await page.waitForTimeout((E2E_ACCESS_TTL_SECONDS + 2) * 1000);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Organizations' }).click();
  await expect(page).toHaveURL(/\/app\/organizations$/);
  await expect(page.getByRole('button', { name: 'New Organization' })).toBeVisible();
  const after = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
  await expectAccessible(page);
});
