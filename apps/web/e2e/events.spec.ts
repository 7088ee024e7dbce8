import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from './fixtures';

const PASSWORD = 'correct horse battery';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function signUp(
  request: APIRequestContext,
  first: string,
  last: string,
): Promise<{ email: string; tokens: Tokens }> {
  const email = uniqueEmail(first.toLowerCase());
  const res = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, first_name: first, last_name: last },
  });
  expect(res.status()).toBe(201);
  return { email, tokens: (await res.json()) as Tokens };
}

async function logInApi(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Tokens).access_token;
}

async function useTokens(page: Page, tokens: Tokens) {
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

/** YYYY-MM-DD, `days` from today (local). */
function dayFromNow(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

// A long journey with an accessibility check at every step (axe takes a couple of seconds a page).
test.setTimeout(120_000);

test('an organization admin runs a conference and a single-session event that an attendee then sees', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const admin = await signUp(request, 'Ada', 'Admin');
  const attendee = await signUp(request, 'Alan', 'Attendee');
  const org = await request.post('/api/organizations', {
    data: { name: `Events Org ${stamp}` },
    headers: { Authorization: `Bearer ${admin.tokens.access_token}` },
  });
  const orgId = ((await org.json()) as { id: number }).id;

  await useTokens(page, admin.tokens);
  await page.goto(`/app/organizations/${orgId}/events`);
  await expect(page.getByRole('heading', { level: 1, name: `Events Org ${stamp}` })).toBeVisible();
  await expect(page.getByText('Organization has no events...')).toBeVisible();

  // A conference, after the form shows its validation messages (docs/product.md#validation-messages).
  const conference = `DevConf ${stamp}`;
  await page.getByRole('button', { name: 'New Event' }).click();
  const create = page.getByRole('dialog', { name: 'Create Event' });
  await expect(create.getByLabel('Company name')).toHaveValue(`Events Org ${stamp}`);
  await create.getByLabel('Title').fill('Hi');
  await create.getByLabel('Start date').fill(dayFromNow(10));
  await create.getByLabel('End date').fill(dayFromNow(8));
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(create.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(create.getByText('End date must be after or equal to start date')).toBeVisible();
  await expectAccessible(page);
  await create.getByLabel('Title').fill(conference);
  await create.getByLabel('End date').fill(dayFromNow(12));
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(create).toBeHidden();

  // A single-session event: the end date follows the start date and is disabled.
  const single = `Office Hours ${stamp}`;
  await page.getByRole('button', { name: 'New Event' }).click();
  await create.getByLabel('Event type').selectOption('SINGLE_SESSION');
  await expect(create.getByLabel('End date')).toBeDisabled();
  await create.getByLabel('Title').fill(single);
  await create.getByLabel('Start date').fill(dayFromNow(5));
  await expect(create.getByLabel('End date')).toHaveValue(dayFromNow(5));
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(create).toBeHidden();

  // The organization view's badges.
  const cards = page.getByRole('list', { name: 'Events' });
  const conferenceCard = cards.getByRole('article').filter({ hasText: conference });
  const singleCard = cards.getByRole('article').filter({ hasText: single });
  await expect(conferenceCard.getByText('3 Day Conference')).toBeVisible();
  await expect(singleCard.getByText('Setup Required')).toBeVisible();
  await expectAccessible(page);

  // Edit the conference's landing page and see it on /app/events/{id}.
  await conferenceCard.getByRole('link', { name: conference }).click();
  await expect(page).toHaveURL(/\/app\/events\/\d+$/);
  const conferenceUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: conference })).toBeVisible();
  await expect(page.getByText('Virtual Event', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit page' }).click();
  await page.getByLabel('Hero description').fill('Three days of talks about the web.');
  await page.getByLabel('Welcome title').fill('Welcome, builders');
  await page.getByLabel('Welcome message').fill('We are glad you are here.');
  await page.getByRole('button', { name: 'Add highlight' }).click();
  await page.getByLabel('Highlight 1 title').fill('Hands-on workshops');
  await page.getByLabel('Highlight 1 description').fill('Bring a laptop.');
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('button', { name: 'Save Page' }).click();
  await expect(page.getByText('Question is required')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Question 1').fill('Is there a recording?');
  await page.getByLabel('Answer 1').fill('Yes, for every talk.');
  await page.getByLabel('Format').selectOption('HYBRID');
  await page.getByLabel('Venue name').fill('Harbour Hall');
  await page.getByLabel('City').fill('Lisbon');
  await page.getByRole('button', { name: 'Save Page' }).click();
  await expect(page.getByText('Three days of talks about the web.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, builders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hands-on workshops' })).toBeVisible();
  await expect(page.getByText('In-person & Virtual Event')).toBeVisible();
  await expect(page.getByText('Harbour Hall')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByText('Yes, for every talk.')).toBeHidden();
  await page.getByText('Is there a recording?').click();
  await expect(page.getByText('Yes, for every talk.')).toBeVisible();
  await expectAccessible(page);

  // The admin block: add a new speaker (claim link) and the existing attendee (names locked).
  const nav = page.getByRole('navigation', { name: 'Event navigation' });
  // The side navigation's toggle: beside the page on a wide screen, over it (closed at first) on a phone.
  await page.getByRole('button', { name: 'Hide event navigation', expanded: true }).click();
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Show event navigation', expanded: false }).click();
  await expect(nav).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Show event navigation' }).click();
  // The overlay's links start right below the 82 px header (a sticky offset once pushed them a header lower).
  const firstLink = await nav.getByRole('link', { name: 'Event Home' }).boundingBox();
  expect(firstLink?.y).toBeLessThan(82 + 40);
  await nav.getByRole('link', { name: 'Agenda', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Attendees' }).click();
  await expect(page.getByRole('heading', { name: 'Attendees' })).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add User to Event' });
  await addUser.getByLabel('Email').fill(uniqueEmail('speaker'));
  await addUser.getByLabel('First name').fill('Sofia');
  await addUser.getByLabel('Last name').fill('Speaker');
  await addUser.getByLabel('Role').selectOption('SPEAKER');
  await addUser.getByRole('button', { name: 'Add User' }).click();
  await expect(addUser.getByLabel('Invitation link')).toHaveValue(/\/invite\//);
  await addUser.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Speaker info for Sofia Speaker' }).click();
  const info = page.getByRole('dialog', { name: 'Speaker info' });
  await info.getByLabel('Title').fill('Principal Engineer');
  await info.getByLabel('Bio').fill('Builds fast websites.');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info).toBeHidden();

  await page.getByRole('button', { name: 'Add User' }).click();
  await addUser.getByLabel('Email').fill(attendee.email);
  await expect(addUser.getByLabel('First name')).toHaveValue('Alan');
  await expect(addUser.getByLabel('Last name')).toHaveAttribute('readonly', '');
  await expect(addUser.getByLabel('Role')).toHaveValue('ATTENDEE');
  await expectAccessible(page);
  await addUser.getByRole('button', { name: 'Add User' }).click();
  await expect(addUser).toBeHidden();
  const participants = page.getByRole('table', { name: 'Participants' });
  await expect(participants.getByText('Alan Attendee')).toBeVisible();
  await expect(participants.getByText('Principal Engineer')).toBeVisible();
  await expectAccessible(page);

  // The attendee also joins the single-session event (through the API, to keep the journey short).
  const adminToken = await logInApi(request, admin.email);
  const orgEvents = await request.get(`/api/organizations/${orgId}/events`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const listed = ((await orgEvents.json()) as { events: Array<{ id: number; title: string }> }).events;
  const singleId = listed.find((event) => event.title === single)?.id;
  expect(singleId).toBeDefined();
  const joined = await request.post(`/api/events/${singleId}/users/add`, {
    data: { email: attendee.email, first_name: 'Alan', last_name: 'Attendee', role: 'ATTENDEE' },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(joined.status()).toBe(201);

  // Logging out from an event page goes to the landing page in place: nothing asks the API without a token
  // (which would end in a full reload of '/').
  const tokenless: string[] = [];
  const recordTokenless = (req: Request) => {
    if (new URL(req.url()).pathname.startsWith('/api/') && !req.headers().authorization) tokenless.push(req.url());
  };
  page.on('request', recordTokenless);
  await page.evaluate(() => sessionStorage.setItem('before-logout', String(performance.timeOrigin)));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
  page.off('request', recordTokenless);
  expect(tokenless).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('before-logout') === String(performance.timeOrigin))).toBe(
    true,
  );

  // The attendee logs in and lands on their events.
  await page.getByRole('button', { name: 'Log In' }).first().click();
  const login = page.getByRole('dialog', { name: 'Log In' });
  await login.getByLabel('Email').fill(attendee.email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/app\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const myCards = page.getByRole('list', { name: 'Events' });
  await expect(
    myCards.getByRole('article').filter({ hasText: conference }).getByText('3 Day Conference'),
  ).toBeVisible();
  const mySingle = myCards.getByRole('article').filter({ hasText: single });
  await expect(mySingle.getByText('Coming Soon')).toBeVisible();
  await expect(mySingle.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expectAccessible(page);

  // Once the organizer creates the session, the single-session card is ready and opens it.
  const session = await request.post(`/api/events/${singleId}/sessions`, {
    data: { title: 'Ask us anything' },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(session.status()).toBe(201);
  await page.reload();
  await expect(mySingle.getByText('Ready to Join')).toBeVisible();
  await expect(mySingle.getByRole('link', { name: single })).toHaveAttribute(
    'href',
    new RegExp(`/app/events/${singleId}/sessions/\\d+$`),
  );

  // The conference page has the new content, no editing and no admin navigation; the speakers page lists Sofia.
  await page.goto(conferenceUrl);
  await expect(page.getByText('Three days of talks about the web.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit page' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Event Home' })).toBeVisible();
  await expect(nav.getByText('Admin')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Attendees' })).toHaveCount(0);
  await expectAccessible(page);
  await nav.getByRole('link', { name: 'Speakers' }).click();
  await expect(page.getByRole('heading', { name: 'Event Speakers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sofia Speaker' })).toBeVisible();
  await expect(page.getByText('Principal Engineer')).toBeVisible();
  await expect(page.getByText('Builds fast websites.')).toBeVisible();
});
