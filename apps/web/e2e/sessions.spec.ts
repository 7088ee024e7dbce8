import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from './fixtures';

const PASSWORD = 'journey-password-1';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** Someone with an account; API calls log in again when the short e2e access token has expired. */
class Person {
  constructor(
    readonly request: APIRequestContext,
    readonly email: string,
    private tokens: Tokens,
  ) {}

  get initialTokens(): Tokens {
    return this.tokens;
  }

  async call<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
    const send = () =>
      this.request.fetch(`/api${path}`, {
        method,
        data,
        headers: { Authorization: `Bearer ${this.tokens.access_token}` },
      });
    let res = await send();
    if (res.status() === 401) {
      const login = await this.request.post('/api/auth/login', { data: { email: this.email, password: PASSWORD } });
      expect(login.ok()).toBe(true);
      this.tokens = (await login.json()) as Tokens;
      res = await send();
    }
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }
}

async function signUp(request: APIRequestContext, label: string): Promise<Person> {
  const email = uniqueEmail(label);
  const res = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, first_name: 'Olga', last_name: 'Organizer' },
  });
  expect(res.status()).toBe(201);
  return new Person(request, email, (await res.json()) as Tokens);
}

/** Adds a new email to the event and claims the invitation, as the invitee would through the link. */
async function invite(
  organizer: Person,
  eventId: number,
  first: string,
  last: string,
  role: string,
): Promise<Person & { id: number }> {
  const email = uniqueEmail(first.toLowerCase());
  const added = await organizer.call<{ event_user: { user_id: number }; invitation_path: string }>(
    'POST',
    `/events/${eventId}/users/add`,
    {
      email,
      first_name: first,
      last_name: last,
      role,
    },
  );
  const token = added.invitation_path.split('/').pop() ?? '';
  const claim = await organizer.request.post(`/api/invitations/${token}/claim`, { data: { password: PASSWORD } });
  expect(claim.ok()).toBe(true);
  return Object.assign(new Person(organizer.request, email, (await claim.json()) as Tokens), {
    id: added.event_user.user_id,
  });
}

const isoDay = (offset: number): string => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const longDate = (iso: string): string =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function createEvent(organizer: Person, type: 'CONFERENCE' | 'SINGLE_SESSION', days: number) {
  const org = await organizer.call<{ id: number }>('POST', '/organizations', {
    name: `Org ${Date.now().toString(36)}`,
  });
  const start = isoDay(30);
  const event = await organizer.call<{ id: number }>('POST', `/organizations/${org.id}/events`, {
    title: type === 'CONFERENCE' ? 'Hybrid Summit' : 'Graduation Livestream',
    event_type: type,
    start_date: start,
    end_date: isoDay(30 + days - 1),
    company_name: 'Atria',
  });
  return { orgId: org.id, eventId: event.id, start };
}

/** Signs the page in with the person's tokens, once: later loads keep whatever the app refreshed them to. */
async function signIn(page: Page, person: Person): Promise<void> {
  await page.addInitScript((tokens: Tokens) => {
    if (!window.localStorage.getItem('refresh_token')) {
      window.localStorage.setItem('access_token', tokens.access_token);
      window.localStorage.setItem('refresh_token', tokens.refresh_token);
    }
  }, person.initialTokens);
}

async function pageFor(
  browser: Browser,
  baseURL: string | undefined,
  person: Person,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, person);
  return { context, page };
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element has no box');
  return b;
}

test('an organizer sets up a single-session event from Setup Required and lands on its page', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const organizer = await signUp(request, 'single.organizer');
  const { orgId, eventId } = await createEvent(organizer, 'SINGLE_SESSION', 1);
  const guest = await invite(organizer, eventId, 'Gina', 'Guest', 'ATTENDEE');

  // Someone who may not edit is sent to the event's pending page under its organization, from either view.
  const attendee = await pageFor(browser, baseURL, guest);
  await attendee.page.goto(`/app/events/${eventId}/setup-session`);
  await expect(attendee.page).toHaveURL(new RegExp(`/app/organizations/${orgId}/events/${eventId}/session-pending$`));
  await expect(attendee.page.getByRole('heading', { name: 'Session Coming Soon' })).toBeVisible();
  await expect(
    attendee.page.getByText('This session is still being set up by the organizers. Please check back later.'),
  ).toBeVisible();
  await expectAccessible(attendee.page);
  await attendee.page.goto(`/app/organizations/${orgId}/events/${eventId}/setup-session`);
  await expect(attendee.page).toHaveURL(new RegExp(`/app/organizations/${orgId}/events/${eventId}/session-pending$`));

  await signIn(page, organizer);
  await page.goto(`/app/organizations/${orgId}/events/${eventId}/setup-session`);
  await expect(page.getByRole('heading', { name: 'Setup Required' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Session' });
  await expect(dialog.getByLabel('Session Type')).toHaveValue('PRESENTATION');
  await expect(dialog.getByLabel('Start Time')).toHaveValue('09:00');
  await expect(dialog.getByLabel('End Time')).toHaveValue('10:00');
  await dialog.getByRole('button', { name: 'Create Session' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Title').fill('Commencement ceremony');
  await dialog.getByLabel('Stream URL').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await dialog.getByRole('button', { name: 'Create Session' }).click();

  await expect(page).toHaveURL(new RegExp(`/app/organizations/${orgId}/events/${eventId}/sessions/\\d+$`));
  await expect(page.getByRole('heading', { name: 'Commencement ceremony' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Session Details' })).toBeVisible();
  await expect(page.locator('iframe[src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"]')).toHaveCount(1);
  await expectAccessible(page);

  // Now that the session exists, the pending page forwards attendees to it.
  await attendee.page.goto(`/app/events/${eventId}/session-pending`);
  await expect(attendee.page).toHaveURL(new RegExp(`/app/events/${eventId}/sessions/\\d+$`));
  await expect(attendee.page.getByRole('heading', { name: 'Commencement ceremony' })).toBeVisible();
  await expectAccessible(attendee.page);
  await attendee.context.close();
});

test('an organizer builds a two-day agenda and an attendee walks it', async ({ page, request, browser, baseURL }) => {
  const organizer = await signUp(request, 'conf.organizer');
  const { orgId, eventId, start } = await createEvent(organizer, 'CONFERENCE', 2);
  await invite(organizer, eventId, 'Maria', 'Okafor', 'SPEAKER');
  const kenji = await invite(organizer, eventId, 'Kenji', 'Watanabe', 'SPEAKER');
  const sofia = await invite(organizer, eventId, 'Sofia', 'Lindqvist', 'MODERATOR');
  const tom = await invite(organizer, eventId, 'Tom', 'Becker', 'ATTENDEE');

  // Day 1: two parallel sessions through the API, speakers with roles on the panel.
  await organizer.call('POST', `/events/${eventId}/sessions`, {
    title: 'Streaming setups that survive Wi-Fi',
    session_type: 'WORKSHOP',
    day_number: 1,
    start_time: '10:00',
    end_time: '11:00',
  });
  const panel = await organizer.call<{ id: number }>('POST', `/events/${eventId}/sessions`, {
    title: 'Remote attendees are attendees',
    session_type: 'PANEL',
    day_number: 1,
    start_time: '10:00',
    end_time: '11:00',
    description: 'Producers on treating the online audience as first class.',
  });
  await organizer.call('POST', `/sessions/${panel.id}/speakers`, { user_id: kenji.id, role: 'PANELIST' });
  await organizer.call('POST', `/sessions/${panel.id}/speakers`, { user_id: sofia.id, role: 'MODERATOR' });

  // Day 2: the keynote through the UI, from the organizer's agenda.
  await signIn(page, organizer);
  await page.goto(`/app/organizations/${orgId}/events/${eventId}`);
  await expect(page.getByText('Organizer View')).toBeVisible();
  await expect(page.getByText('Day 1', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remote attendees are attendees' })).toHaveAttribute(
    'href',
    `/app/organizations/${orgId}/events/${eventId}/sessions/${panel.id}`,
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Session' });
  await dialog.getByLabel('Title').fill('Day two keynote: the quiet interface');
  await dialog.getByLabel('Description').fill('Design for focus when everything is live.');
  await dialog.getByLabel('Session Type').selectOption('KEYNOTE');
  await dialog.getByLabel('Day').selectOption({ label: `Day 2 - ${longDate(isoDay(31))}` });
  await dialog.getByLabel('Start Time').fill('09:00');
  await dialog.getByLabel('End Time').fill('09:45');
  await dialog.getByLabel('Stream URL').fill('https://vimeo.com/76979871');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create Session' }).click();
  // The organizer stays on the agenda, which offers to open the new session.
  await page.getByRole('main').getByRole('status').getByRole('link', { name: 'Open session' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/organizations/${orgId}/events/${eventId}/sessions/\\d+$`));
  await expect(page.getByRole('heading', { name: 'Day two keynote: the quiet interface' })).toBeVisible();
  await expect(page.getByText(`Day 2 - ${longDate(isoDay(31))}`).first()).toBeVisible();

  // Speakers with roles, reordered; then the status goes LIVE.
  const addSpeaker = async (name: string, role: string) => {
    await page.getByLabel('Participant').selectOption({ label: name });
    await page.getByLabel('Role', { exact: true }).selectOption(role);
    await page.getByRole('button', { name: 'Add Speaker' }).click();
    await expect(page.getByLabel(`Role of ${name.replace(/ \(.*\)$/, '')}`)).toHaveValue(role);
  };
  await addSpeaker('Tom Becker (attendee)', 'HOST');
  await addSpeaker('Maria Okafor (speaker)', 'KEYNOTE');
  await page.getByRole('button', { name: 'Move Maria Okafor up' }).click();
  await expect(page.getByTestId('managed-speaker').first()).toContainText('Maria Okafor');
  await page.getByLabel('Role of Tom Becker').selectOption('MODERATOR');
  await page.getByLabel('Role of Tom Becker').selectOption('HOST');
  await expect(page.getByLabel('Role of Tom Becker')).toHaveValue('HOST');
  await page.getByLabel('Status').selectOption('LIVE');
  await expect(page.locator('span').filter({ hasText: /^LIVE$/ })).toBeVisible();
  await expectAccessible(page);

  // The attendee walks days 1 and 2.
  const attendee = await pageFor(browser, baseURL, tom);
  const a = attendee.page;
  await a.setViewportSize({ width: 1280, height: 800 });
  await a.goto(`/app/events/${eventId}/agenda`);
  await expect(a.getByText('Day 1', { exact: true }).first()).toBeVisible();
  await expect(a.getByText(longDate(start))).toBeVisible();
  await expect(a.getByRole('button', { name: 'Previous day' })).toBeDisabled();
  const workshop = a.getByRole('article', { name: 'Streaming setups that survive Wi-Fi' });
  const panelCard = a.getByRole('article', { name: 'Remote attendees are attendees' });
  const [w, p] = [await box(workshop), await box(panelCard)];
  expect(Math.abs(w.y - p.y)).toBeLessThan(1);
  expect(Math.abs(w.width - p.width)).toBeLessThan(2);
  expect(Math.abs(w.x - p.x)).toBeGreaterThan(w.width / 2);
  await panelCard.getByRole('button', { name: /Show details/ }).click();
  const groups = panelCard.getByTestId(/^speaker-group-/);
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toHaveAttribute('data-testid', 'speaker-group-MODERATOR');
  await expect(groups.nth(0)).toContainText('Sofia Lindqvist');
  await expect(groups.nth(1)).toHaveAttribute('data-testid', 'speaker-group-PANELIST');
  await expect(groups.nth(1)).toContainText('Kenji Watanabe');
  await expect(a.getByRole('button', { name: 'Add Session' })).toHaveCount(0);
  await expectAccessible(a);

  await a.getByRole('button', { name: 'Next day' }).click();
  await expect(a.getByText('Day 2', { exact: true }).first()).toBeVisible();
  await expect(a.getByRole('button', { name: 'Next day' })).toBeDisabled();
  const keynote = a.getByRole('article', { name: 'Day two keynote: the quiet interface' });
  const timeline = await box(a.getByRole('list', { name: 'Sessions on day 2' }));
  expect((await box(keynote)).width).toBeGreaterThan(timeline.width - 12);
  await keynote.getByRole('button', { name: /Show details/ }).click();
  await expect(keynote.getByTestId(/^speaker-group-/).first()).toHaveAttribute('data-testid', 'speaker-group-HOST');
  await expectAccessible(a);
  await keynote.getByRole('link', { name: 'Day two keynote: the quiet interface' }).click();

  await expect(a).toHaveURL(new RegExp(`/app/events/${eventId}/sessions/\\d+$`));
  await expect(a.locator('iframe[src*="player.vimeo.com/video/76979871"]')).toHaveCount(1);
  await expect(a.getByText('LIVE', { exact: true })).toBeVisible();
  await expect(a.getByText('9:00 AM', { exact: true })).toBeVisible();
  await expect(a.getByText('9:45 AM', { exact: true })).toBeVisible();
  await expect(a.getByTestId('speaker-group-HOST')).toContainText('Tom Becker');
  await expect(a.getByTestId('speaker-group-KEYNOTE')).toContainText('Maria Okafor');
  for (const name of ['Add User', 'Edit Session', 'Delete Session', 'Add Speaker']) {
    await expect(a.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(a.getByLabel('Status')).toHaveCount(0);
  await expectAccessible(a);
  await attendee.context.close();
});

test('a session that does not exist shows the Session not found alert', async ({ page, request }) => {
  const organizer = await signUp(request, 'missing.organizer');
  const { eventId } = await createEvent(organizer, 'CONFERENCE', 1);
  await signIn(page, organizer);
  await page.goto(`/app/events/${eventId}/sessions/999999`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error');
  await expect(alert).toContainText('Session not found');
  await expectAccessible(page);
});
