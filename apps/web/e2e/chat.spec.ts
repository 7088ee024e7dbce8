import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from './fixtures';

interface Person {
  id: number;
  name: string;
  email: string;
  access: string;
  refresh: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signUp(request: APIRequestContext, first: string, last: string): Promise<Person> {
  const email = uniqueEmail(first.toLowerCase());
  const res = await request.post('/api/auth/signup', {
    data: { email, password: 'correct-horse-1', first_name: first, last_name: last },
  });
  expect(res.status()).toBe(201);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  const me = (await (await request.get('/api/auth/me', { headers: bearer(tokens.access_token) })).json()) as {
    id: number;
    full_name: string;
  };
  return { id: me.id, name: me.full_name, email, access: tokens.access_token, refresh: tokens.refresh_token };
}

/** An organization owned by `owner` with `members` in it: the relationship that lets them message each other. */
async function shareOrganization(request: APIRequestContext, owner: Person, members: Person[]): Promise<number> {
  const org = await request.post('/api/organizations', {
    headers: bearer(owner.access),
    data: { name: `Chat ${Date.now().toString(36)}` },
  });
  expect(org.status()).toBe(201);
  const { id } = (await org.json()) as { id: number };
  for (const member of members) {
    const [first = 'X', last = 'Y'] = member.name.split(' ');
    const added = await request.post(`/api/organizations/${id}/users`, {
      headers: bearer(owner.access),
      data: { email: member.email, first_name: first, last_name: last, role: 'MEMBER' },
    });
    expect(added.status()).toBe(201);
  }
  return id;
}

async function createThread(request: APIRequestContext, from: Person, to: Person, eventId?: number): Promise<number> {
  const res = await request.post('/api/direct-messages/threads', {
    headers: bearer(from.access),
    data: { user_id: to.id, ...(eventId ? { event_id: eventId } : {}) },
  });
  expect([200, 201]).toContain(res.status());
  return ((await res.json()) as { id: number }).id;
}

/** A browser context signed in as `person` (tokens stored once; refreshed tokens survive reloads). */
async function signedIn(browser: Browser, person: Person): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([access, refresh]) => {
      if (!localStorage.getItem('refresh_token')) {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      }
    },
    [person.access, person.refresh] as const,
  );
  return { context, page: await context.newPage() };
}

const socketState = (page: Page) => page.locator('[data-socket]');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Messaging' });
const chatWindow = (page: Page, name: string) => page.getByRole('region', { name: `Chat with ${name}` });
const composer = (win: Locator) => win.getByRole('textbox', { name: 'Write a message...' });

async function openMessaging(page: Page): Promise<void> {
  const toggle = sidebar(page).getByRole('button', { name: /^Messaging/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByRole('searchbox', { name: 'Search messages' })).toBeVisible();
}

/** Opens the conversation with `name` from the sidebar (`without`: skip the one whose item shows this text). */
async function openConversation(page: Page, name: string, without?: string): Promise<Locator> {
  await openMessaging(page);
  const items = sidebar(page).getByRole('button', { name: new RegExp(name) });
  await (without ? items.filter({ hasNotText: without }) : items).click();
  const win = chatWindow(page, name);
  await expect(composer(win)).toBeFocused();
  return win;
}

async function send(win: Locator, text: string): Promise<void> {
  await composer(win).fill(text);
  await composer(win).press('Enter');
  await expect(composer(win)).toHaveValue('');
  await expect(win.getByRole('log').getByText(text, { exact: true })).toBeVisible();
}

test('two signed-in users message each other live, with unread badges, read ticks and history after reload', async ({
  browser,
  request,
}) => {
  const ada = await signUp(request, 'Ada', 'Lovelace');
  const grace = await signUp(request, 'Grace', 'Hopper');
  await shareOrganization(request, ada, [grace]);

  const a = await signedIn(browser, ada);
  const g = await signedIn(browser, grace);
  await a.page.goto('/app');
  await g.page.goto('/app');
  await expect(socketState(a.page)).toHaveAttribute('data-socket', 'open');
  await expect(socketState(g.page)).toHaveAttribute('data-socket', 'open');

  await openMessaging(g.page);
  await expect(sidebar(g.page).getByText('No conversations yet')).toBeVisible();
  await expectAccessible(g.page);

  // Ada starts the conversation; her open tab hears about the new thread.
  await createThread(request, ada, grace);
  const adaWin = await openConversation(a.page, 'Grace Hopper');
  await expect(adaWin.getByText('No messages yet. Say hello!')).toBeVisible();
  await expect(adaWin.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await send(adaWin, 'Hello Grace <b>not bold</b>');
  await composer(adaWin).fill('Second line one');
  await composer(adaWin).press('Shift+Enter');
  await composer(adaWin).pressSequentially('line two');
  await expect(composer(adaWin)).toHaveValue('Second line one\nline two');
  await composer(adaWin).press('Enter');
  await expect(adaWin.getByRole('log').getByText(/Second line one\s+line two/)).toBeVisible();
  await expect(adaWin.getByRole('img', { name: 'Read' })).toHaveCount(0);

  // Grace sees the new thread at the top with two unread, live.
  const graceThread = sidebar(g.page).getByRole('button', { name: /Ada Lovelace/ });
  await expect(graceThread).toContainText('2 unread messages');
  await expect(graceThread).toContainText(/line two/);
  await expect(sidebar(g.page).getByRole('button', { name: /^Messaging/ })).toContainText('2 unread messages');

  // Opening the window marks the thread read: Ada's messages get their ticks, Grace's badge goes.
  await graceThread.click();
  const graceWin = chatWindow(g.page, 'Ada Lovelace');
  await expect(graceWin.getByText('Hello Grace <b>not bold</b>', { exact: true })).toBeVisible();
  await expect(graceThread).not.toContainText('unread');
  await expect(adaWin.getByRole('img', { name: 'Read' })).toHaveCount(2);

  // Grace answers; Ada's open window shows it and reads it at once.
  await send(graceWin, 'Hi Ada!');
  await expect(adaWin.getByRole('log').getByText('Hi Ada!', { exact: true })).toBeVisible();
  await expect(graceWin.getByRole('img', { name: 'Read' })).toHaveCount(1);
  await expectAccessible(a.page);
  await expectAccessible(g.page);

  // The search box filters by name and by message text.
  const search = a.page.getByRole('searchbox', { name: 'Search messages' });
  await search.fill('nobody like this');
  await expect(sidebar(a.page).getByText('No conversations match your search')).toBeVisible();
  await search.fill('hi ada');
  await expect(sidebar(a.page).getByRole('button', { name: /Grace Hopper/ })).toBeVisible();

  // History survives a reload.
  await a.page.reload();
  const again = await openConversation(a.page, 'Grace Hopper');
  const log = again.getByRole('log');
  await expect(log.getByText('Hello Grace <b>not bold</b>', { exact: true })).toBeVisible();
  await expect(log.getByText('Hi Ada!', { exact: true })).toBeVisible();
  await expect(again.getByRole('img', { name: 'Read' })).toHaveCount(2);

  // Header click minimizes and restores; close removes the window.
  await again.getByRole('button', { name: 'Grace Hopper', exact: true }).click();
  await expect(composer(again)).toHaveCount(0);
  await again.getByRole('button', { name: 'Grace Hopper', exact: true }).click();
  await expect(composer(again)).toBeFocused();
  await again.getByRole('button', { name: 'Close chat' }).click();
  await expect(chatWindow(a.page, 'Grace Hopper')).toHaveCount(0);

  await a.context.close();
  await g.context.close();
});

test('a fourth opened window minimizes the oldest, and restoring it minimizes the next oldest', async ({
  browser,
  request,
}) => {
  const host = await signUp(request, 'Hedy', 'Lamarr');
  const people = [
    await signUp(request, 'Alan', 'Turing'),
    await signUp(request, 'Barbara', 'Liskov'),
    await signUp(request, 'Claude', 'Shannon'),
    await signUp(request, 'Donald', 'Knuth'),
  ];
  const orgId = await shareOrganization(request, host, people);
  for (const person of people) await createThread(request, host, person);

  // On an event's pages the Event tab lists only that event's conversations.
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const created = await request.post(`/api/organizations/${orgId}/events`, {
    headers: bearer(host.access),
    data: { title: 'Chat Summit', event_type: 'CONFERENCE', start_date: day, end_date: day, company_name: 'Atria' },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  const [first] = people;
  if (!first) throw new Error('people expected');
  const eventThread = await createThread(request, host, first, eventId);
  await request.post(`/api/direct-messages/threads/${eventThread}/messages`, {
    headers: bearer(host.access),
    data: { content: 'About the summit' },
  });

  const { context, page } = await signedIn(browser, host);
  await page.goto(`/app/events/${eventId}`);
  await openMessaging(page);
  await expect(sidebar(page).getByRole('tab', { name: 'Event' })).toHaveAttribute('aria-selected', 'true');
  const listed = sidebar(page).getByRole('tabpanel').getByRole('button');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('About the summit');
  await sidebar(page).getByRole('tab', { name: 'General' }).click();
  await expect(listed).toHaveCount(5);
  await expectAccessible(page);

  await page.goto('/app');
  await expect(sidebar(page).getByRole('tab', { name: 'Event' })).toHaveCount(0);
  for (const person of people) await openConversation(page, person.name, 'About the summit');

  const [alan, barbara, claude, donald] = people.map((p) => chatWindow(page, p.name));
  if (!alan || !barbara || !claude || !donald) throw new Error('four windows expected');
  for (const open of [barbara, claude, donald]) await expect(composer(open)).toBeVisible();
  await expect(composer(alan)).toHaveCount(0);
  await expect(alan.getByRole('button', { name: 'Alan Turing' })).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);

  // Clicking the minimized window restores it; the oldest open one (Barbara) takes its place.
  await alan.getByRole('button', { name: 'Alan Turing' }).click();
  await expect(composer(alan)).toBeFocused();
  await expect(composer(barbara)).toHaveCount(0);
  await expect(composer(claude)).toBeVisible();

  await context.close();
});

test('with the socket blocked a message still goes through HTTP and reaches the other side', async ({
  browser,
  request,
}) => {
  const katherine = await signUp(request, 'Katherine', 'Johnson');
  const dorothy = await signUp(request, 'Dorothy', 'Vaughan');
  await shareOrganization(request, katherine, [dorothy]);
  await createThread(request, katherine, dorothy);

  const k = await signedIn(browser, katherine);
  const d = await signedIn(browser, dorothy);
  await k.page.route('**/socket.io/**', (route) => route.abort());
  await k.page.goto('/app');
  await d.page.goto('/app');
  await expect(socketState(d.page)).toHaveAttribute('data-socket', 'open');

  const kWin = await openConversation(k.page, 'Dorothy Vaughan');
  await expect(socketState(k.page)).not.toHaveAttribute('data-socket', 'open');
  await send(kWin, 'Sent without a socket');

  // Dorothy's socket is fine: the HTTP send is pushed to her like any other.
  await openMessaging(d.page);
  const thread = sidebar(d.page).getByRole('button', { name: /Katherine Johnson/ });
  await expect(thread).toContainText('Sent without a socket');
  await expect(thread).toContainText('1 unread message');
  await thread.click();
  await send(chatWindow(d.page, 'Katherine Johnson'), 'Got it over the socket');

  // Katherine has no socket: her open window polls, and a reload shows everything.
  await k.page.reload();
  const kAgain = await openConversation(k.page, 'Dorothy Vaughan');
  await expect(kAgain.getByRole('log').getByText('Got it over the socket', { exact: true })).toBeVisible();
  await expect(kAgain.getByRole('img', { name: 'Read' })).toHaveCount(1);
  await expectAccessible(k.page);

  await k.context.close();
  await d.context.close();
});

test('scrolling near the top of a long conversation loads older messages and keeps the reading position', async ({
  browser,
  request,
}) => {
  const mary = await signUp(request, 'Mary', 'Jackson');
  const annie = await signUp(request, 'Annie', 'Easley');
  await shareOrganization(request, mary, [annie]);
  const threadId = await createThread(request, mary, annie);
  let n = 0;
  const post = async (from: Person) => {
    n += 1;
    const res = await request.post(`/api/direct-messages/threads/${threadId}/messages`, {
      headers: bearer(from.access),
      data: { content: `Message ${n}` },
    });
    expect(res.status()).toBe(201);
  };
  // 55 messages (more than the first page of 50) within the send limit of 20 per person per 10 seconds.
  const started = Date.now();
  for (let i = 0; i < 20; i += 1) await post(mary);
  for (let i = 0; i < 20; i += 1) await post(annie);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 10_500 - (Date.now() - started))));
  for (let i = 0; i < 15; i += 1) await post(mary);

  const { context, page } = await signedIn(browser, mary);
  await page.goto('/app');
  const win = await openConversation(page, 'Annie Easley');
  const log = win.getByRole('log');
  await expect(log.getByText('Message 55', { exact: true })).toBeInViewport();
  await expect(log.getByText('Message 6', { exact: true })).toBeAttached();
  await expect(log.getByText('Message 5', { exact: true })).toHaveCount(0);

  await log.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(log.getByText('Message 1', { exact: true })).toBeAttached();
  // The older page went in above: the message that was at the top is still where the reader left it.
  await expect(log.getByText('Message 6', { exact: true })).toBeInViewport();
  expect(await log.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
  await expectAccessible(page);

  await context.close();
});
