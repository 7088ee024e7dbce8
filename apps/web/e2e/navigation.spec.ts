import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createEvent, createOrg, invite, signIn, signUp } from './people';

test.setTimeout(120_000);

test('someone who may not edit is sent from setup-session to the organization pending page of the event', async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, 'guard.organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'SINGLE_SESSION');
  const guest = await invite(organizer, eventId, 'Gina', 'Guest', 'ATTENDEE');
  await signIn(page, guest);
  await page.goto(`/app/events/${eventId}/setup-session`);
  await expect(page).toHaveURL(new RegExp(`/app/organizations/${orgId}/events/${eventId}/session-pending$`));
  await expect(page.getByRole('heading', { name: 'Session Coming Soon' })).toBeVisible();
});

const topBar = (page: Page) => page.locator('header').first();

test('the top bar names the event while it loads, when it is missing, and on the organizer event page', async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, 'titles.organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE', { title: 'Harbour Lights Forum' });
  await signIn(page, organizer);

  // While the event is on its way the bar says so, rather than 'Atria' or 'Event'.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/events/${eventId}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/app/events/${eventId}/agenda`);
  await expect(page.getByRole('main')).toContainText('Loading...');
  await expect.soft(topBar(page).getByRole('heading', { level: 1 })).toHaveText('Loading...');
  release();
  await expect.soft(topBar(page).getByRole('heading', { level: 1 })).toHaveText('Harbour Lights Forum');
  await page.unroute(`**/api/events/${eventId}`);

  for (const path of [
    '/app/events/999999',
    '/app/events/999999/agenda',
    '/app/events/999999/speakers',
    `/app/organizations/${orgId}/events/999999`,
    '/app/events/999999/admin/sessions',
  ]) {
    await page.goto(path);
    await expect.soft(topBar(page).getByRole('heading', { level: 1 }), path).toHaveText('Event not found');
  }

  await page.goto(`/app/organizations/${orgId}/events/${eventId}/admin`);
  await expect.soft(topBar(page).getByRole('heading', { level: 1 })).toHaveText('Harbour Lights Forum');
  await expect.soft(topBar(page)).toContainText('Organizer View');
  await expect(page.getByRole('heading', { name: 'Event Dashboard is under construction' })).toBeVisible();
});

test('Organizer View is shown to members of the organization only', async ({ page, request, browser, baseURL }) => {
  const organizer = await signUp(request, 'view.organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE', { title: 'Quayside Design Days' });
  const guest = await invite(organizer, eventId, 'Nadia', 'Nonmember', 'ATTENDEE');

  await signIn(page, organizer);
  await page.goto(`/app/organizations/${orgId}/events/${eventId}`);
  await expect(topBar(page).getByRole('heading', { level: 1 })).toHaveText('Quayside Design Days');
  await expect(topBar(page)).toContainText('Organizer View');

  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await signIn(other, guest);
  await other.goto(`/app/organizations/${orgId}/events/${eventId}`);
  await expect(other.getByText('Day 1', { exact: true }).first()).toBeVisible();
  await expect(topBar(other).getByRole('heading', { level: 1 })).toHaveText('Quayside Design Days');
  await other.waitForLoadState('networkidle');
  await expect(topBar(other)).not.toContainText('Organizer View');
  await context.close();
});

test('the side navigation marks Agenda on the agenda in both views', async ({ page, request }) => {
  const organizer = await signUp(request, 'nav.organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
  await signIn(page, organizer);
  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Event navigation' });
  for (const path of [`/app/events/${eventId}/agenda`, `/app/organizations/${orgId}/events/${eventId}`]) {
    await page.goto(path);
    await expect(page.getByText('Day 1', { exact: true }).first()).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Agenda', exact: true }), path).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]'), path).toHaveCount(1);
  }
});

/** True when the page at `href` is a placeholder: 'under construction' or the development roadmap. */
async function isPlaceholder(page: Page, href: string): Promise<boolean> {
  await page.goto(href);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main).not.toContainText('Loading...');
  return (
    (await main.getByRole('heading', { name: /is under construction$|^This page is on our roadmap$/ }).count()) > 0
  );
}

const linkTargets = async (nav: ReturnType<Page['getByRole']>) =>
  Promise.all(
    (await nav.getByRole('link').all()).map(async (link) => ({
      label: (await link.innerText()).trim(),
      href: (await link.getAttribute('href')) ?? '',
    })),
  );

test('attendees and organizers see only working pages in the side navigation, no label twice and no Coming soon group', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const organizer = await signUp(request, 'soon.organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
  const guest = await invite(organizer, eventId, 'Ari', 'Attendee', 'ATTENDEE');
  const nav = (p: Page) => p.getByRole('navigation', { name: 'Event navigation' });

  // The attendee: every entry works, and none repeats.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const other = await context.newPage();
  await signIn(other, guest);
  await other.goto(`/app/events/${eventId}`);
  await expect(nav(other).getByRole('link', { name: 'Agenda', exact: true })).toBeVisible();
  const attendeeLinks = await linkTargets(nav(other));
  expect(attendeeLinks.length).toBeGreaterThanOrEqual(3);
  expect(new Set(attendeeLinks.map((l) => l.label)).size).toBe(attendeeLinks.length);
  await expect(nav(other).getByText('Coming soon')).toHaveCount(0);
  for (const { label, href } of attendeeLinks) expect(await isPlaceholder(other, href), label).toBe(false);
  await context.close();

  // The organizer: every admin page works now, Networking settings among them; nothing waits folded away.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, organizer);
  await page.goto(`/app/events/${eventId}`);
  await expect(nav(page).getByRole('link', { name: 'Networking settings' })).toBeVisible();
  await expect(nav(page).getByText('Coming soon')).toHaveCount(0);
  const shown = await linkTargets(nav(page));
  expect(new Set(shown.map((l) => l.label)).size, shown.map((l) => l.label).join(', ')).toBe(shown.length);
  expect(shown.map((l) => l.href)).toContain(`/app/events/${eventId}/admin/networking`);
  for (const { label, href } of shown) expect(await isPlaceholder(page, href), label).toBe(false);

  // On the settings page its link is the current one.
  await page.goto(`/app/events/${eventId}/admin/networking`);
  await expect(nav(page).getByRole('link', { name: 'Networking settings' })).toHaveAttribute('aria-current', 'page');
});

test("the roadmap under an event keeps the event's title; an organization's events page never reads 'Organization'", async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, 'roadmap.organizer');
  const orgId = await createOrg(organizer, 'Harbour Collective');
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE', { title: 'Harbour Lights Forum' });
  await signIn(page, organizer);

  await page.goto(`/app/events/${eventId}/not-built-yet`);
  await expect(page.getByRole('heading', { name: 'This page is on our roadmap' })).toBeVisible();
  await expect(topBar(page).getByRole('heading', { level: 1 })).toHaveText('Harbour Lights Forum');

  // Hold the organization's answer: while it is on its way the bar says 'Loading...', then the name.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/organizations/${orgId}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/app/organizations/${orgId}/events`);
  await expect(page.getByRole('main')).toContainText('Loading...');
  const title = topBar(page).getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Loading...');
  release();
  await expect(title).toHaveText('Harbour Collective');
  await page.unroute(`**/api/organizations/${orgId}`);
});
