import { expect, expectAccessible, test } from './fixtures';

test('the landing page loads with the product name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'atria' })).toBeVisible();
  await expect(page.getByText(/Your events, brought to life/)).toBeVisible();
  await expectAccessible(page);
});

test('deep links are served the web app, not a 404', async ({ page, request }) => {
  const res = await request.get('/app/events/3');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  expect(await res.text()).toContain('<div id="root">');
  // Signed out, the protected deep link sends the visitor to the landing page.
  await page.goto('/app/events/3');
  await expect(page).toHaveURL(/\/(\?.*)?$/);
});

test('the API is healthy and unknown API paths answer JSON', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
  const nope = await request.get('/api/nope');
  expect(nope.status()).toBe(404);
  expect(await nope.json()).toMatchObject({ code: 'NOT_FOUND' });
});
