import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import {
  createEvent,
  createOrg,
  demoConference,
  demoUser,
  invite,
  pageFor,
  signIn,
  signUp,
  type Person,
} from './people';

// docs/accessibility.md: WCAG 2.2 AA, measured. Keyboard-only journeys (page.keyboard, never the mouse) through
// log-in, the agenda, the session page with its live panel, the chat and every dialog; names of icon-only
// controls; the live regions; reduced motion; 320 px and 200 % zoom; axe in every locale.
test.setTimeout(240_000);

/** What has the focus, for messages: tag, name and text. */
const describeFocus = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()} '${name}'`;
  });

/** The focused element draws a visible focus indicator: an outline of 2 px or more, or a box-shadow ring. */
async function expectFocusVisible(page: Page, what: string): Promise<void> {
  const style = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const cs = getComputedStyle(el);
    return {
      outline: cs.outlineStyle !== 'none' ? Number.parseFloat(cs.outlineWidth) : 0,
      shadow: cs.boxShadow,
      focusVisible: el.matches(':focus-visible'),
    };
  });
  expect(style, `${what}: something has the focus`).not.toBeNull();
  const ring = (style?.outline ?? 0) >= 2 || (style?.shadow ?? 'none') !== 'none';
  expect.soft(ring, `${what}: ${await describeFocus(page)} shows no focus ring (${JSON.stringify(style)})`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus: it is reachable by keyboard, in at most `max` steps. */
async function tabTo(page: Page, target: Locator, max = 120, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<number> {
  await expect(target).toBeVisible();
  for (let steps = 0; steps <= max; steps += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return steps;
    await page.keyboard.press(key);
  }
  throw new Error(`not reached by ${key} in ${max} steps (focus on ${await describeFocus(page)})`);
}

const focusIsIn = (container: Locator): Promise<boolean> =>
  container.evaluate((el) => el.contains(document.activeElement));

/**
 * Opens the menu of the focused button with Enter and picks `item` with the arrow keys and Enter, as a keyboard
 * user reaches a dialog that a menu item opens (the dialog's focus then returns to the menu's button).
 */
const throughMenu =
  (item: string) =>
  async (page: Page): Promise<void> => {
    await page.keyboard.press('Enter');
    const target = page.getByRole('menu').getByRole('menuitem', { name: item, exact: true });
    await expect(target).toBeVisible();
    for (let steps = 0; !(await target.evaluate((el) => el === document.activeElement)); steps += 1) {
      if (steps > 10) throw new Error(`menu item '${item}' not reached (focus on ${await describeFocus(page)})`);
      await page.keyboard.press('ArrowDown');
    }
    // A menu shows its focused item by a filled background (not a ring): check that one is drawn.
    const background = await target.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background, `the focused menu item '${item}' is highlighted`).not.toMatch(
      /^(transparent|rgba\(0, 0, 0, 0\))$/,
    );
    await page.keyboard.press('Enter');
  };

/**
 * A dialog, opened and left by keyboard only: its opener is reached with Tab and shows focus; Enter opens it;
 * the focus moves into it and is visible; Tab walks its controls in document order and wraps inside it (a
 * modal keeps the focus, and Escape is the way out, so that is no trap); Escape closes it and the focus returns
 * to the opener.
 */
async function checkDialog(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  open: string | ((page: Page) => Promise<void>) = 'Enter',
  returnsFocus = true,
): Promise<void> {
  await tabTo(page, opener);
  await expectFocusVisible(page, `the opener of '${String(name)}'`);
  if (typeof open === 'string') await page.keyboard.press(open);
  else await open(page);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsIn(dialog), `the focus moves into '${String(name)}'`).toBe(true);
  await expectFocusVisible(page, `the first focus in '${String(name)}'`);

  const stops: string[] = [];
  const order: boolean[] = [];
  let wrapped = false;
  await page.evaluate(() => {
    (window as unknown as { __first: Element | null }).__first = document.activeElement;
  });
  for (let i = 0; i < 30 && !wrapped; i += 1) {
    const before = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press('Tab');
    expect(await focusIsIn(dialog), `Tab from ${stops.at(-1) ?? 'the start'} stays in '${String(name)}'`).toBe(true);
    stops.push(await describeFocus(page));
    await expectFocusVisible(page, `in '${String(name)}'`);
    const step = await page.evaluate((prev) => {
      const now = document.activeElement;
      const first = (window as unknown as { __first: Element | null }).__first;
      // A date or time input keeps the focus while Tab walks its fields: that counts as in order.
      const follows = prev !== null && now !== null && (prev === now || !!(prev.compareDocumentPosition(now) & 4));
      return { follows, back: now === first };
    }, before);
    await before.dispose();
    if (step.back) wrapped = true;
    else order.push(step.follows);
  }
  expect(wrapped, `Tab comes back round to the first control of '${String(name)}': ${stops.join(' > ')}`).toBe(true);
  // Document order, except once: where the walk wraps from the last control to the first.
  expect(
    order.filter((follows) => !follows).length,
    `'${String(name)}' tab order: ${stops.join(' > ')}`,
  ).toBeLessThanOrEqual(1);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (!returnsFocus) return;
  await expect
    .poll(() => opener.evaluate((el) => el === document.activeElement), 'focus returns to the opener')
    .toBe(true);
}

test.describe('keyboard only', () => {
  test('log in from the landing page, open an agenda card and change the day', async ({ page, request }) => {
    const demo = await demoUser(request);
    const { eventId } = await demoConference(demo);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const logIn = page.getByRole('button', { name: 'Log In' }).first();
    await tabTo(page, logIn, 20);
    await expectFocusVisible(page, 'Log In');
    // On the violet hero the ring is white (violet on violet would not show).
    expect(await logIn.evaluate((el) => getComputedStyle(el).outlineColor)).toBe('rgb(255, 255, 255)');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('demouser@demo.com');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('demopassword');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/app\//);

    await page.goto(`/app/events/${eventId}/agenda`);
    const keynote = page.getByRole('article', { name: /^Opening keynote/ });
    const show = keynote.getByRole('button', { name: /^Show details/ });
    await tabTo(page, show);
    await expectFocusVisible(page, 'Show details');
    await page.keyboard.press('Enter');
    await expect(keynote.getByRole('button', { name: /^Hide details/ })).toBeFocused();
    await expect(keynote.getByRole('button', { name: /^Hide details/ })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(show).toHaveAttribute('aria-expanded', 'false');

    // The day changes from the keyboard, and the new day is said (the day's label is a polite live region).
    const next = page.getByRole('button', { name: 'Next day' });
    await tabTo(page, next, 120, 'Shift+Tab');
    await expectFocusVisible(page, 'Next day');
    await page.keyboard.press('Enter');
    // (The day tabs show 'Day 2' too; the label that is said is the one inside a polite live region.)
    await expect(page.locator('[aria-live="polite"]').getByText('Day 2', { exact: true })).toBeVisible();
    await expect(next).toBeFocused();
    // The session's own page opens from its title link.
    const title = page.getByTestId('session-card').first().getByRole('link').first();
    await tabTo(page, title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sessions\/\d+/);
    await expectAccessible(page);
  });

  test('the session page: live panel tabs with the arrow keys, a message sent and announced politely', async ({
    browser,
    baseURL,
    request,
  }) => {
    const organizer = await signUp(request, 'kb.organizer', 'Olga', 'Organizer');
    const orgId = await createOrg(organizer);
    const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
    const session = await organizer.call<{ id: number }>('POST', `/events/${eventId}/sessions`, {
      title: 'Keyboard keynote',
      day_number: 1,
      start_time: '10:00',
      end_time: '11:00',
      stream_url: 'https://vimeo.com/76979871',
    });
    const ana = await invite(organizer, eventId, 'Ana', 'Attendee', 'ATTENDEE');
    const path = `/app/events/${eventId}/sessions/${session.id}`;
    const a = await pageFor(browser, baseURL, ana);
    const o = await pageFor(browser, baseURL, organizer);
    for (const { page } of [a, o]) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Live' }).getByText(/watching now/)).toBeVisible({
        timeout: 20_000,
      });
    }
    const page = a.page;
    const panel = page.getByRole('region', { name: 'Live' });
    const chatTab = panel.getByRole('tab', { name: /^Chat/ });
    await tabTo(page, chatTab);
    await expectFocusVisible(page, 'the Chat tab');
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name: /^Q&A/ })).toBeFocused();
    await expect(panel.getByRole('tab', { name: /^Q&A/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name: /^Polls/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(chatTab).toHaveAttribute('aria-selected', 'true');
    // Into the tab's content and the composer; Enter sends.
    const composer = panel.getByRole('textbox', { name: 'Write a message...' });
    await tabTo(page, composer, 20);
    await page.keyboard.type('Hello from the keyboard');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('list', { name: 'Chat messages' })).toContainText('Hello from the keyboard');

    // Someone else's message is announced through the panel's polite live region.
    await o.page
      .getByRole('region', { name: 'Live' })
      .getByRole('textbox', { name: 'Write a message...' })
      .fill('Welcome, Ana');
    await o.page
      .getByRole('region', { name: 'Live' })
      .getByRole('textbox', { name: 'Write a message...' })
      .press('Enter');
    const announcer = panel.locator('[aria-live="polite"]').filter({ hasText: 'Welcome, Ana' });
    await expect(announcer).toHaveCount(1);
    await expect(page.locator('[aria-live="assertive"]')).toHaveCount(0);
    await a.context.close();
    await o.context.close();
  });

  test('the chat: open a conversation from Messaging, send a message, hear the reply', async ({
    browser,
    baseURL,
    request,
  }) => {
    const organizer = await signUp(request, 'kb.chat', 'Olga', 'Organizer');
    const orgId = await createOrg(organizer);
    const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
    const ben = await invite(organizer, eventId, 'Ben', 'Brightside', 'ATTENDEE');
    const thread = await organizer.call<{ id: number }>('POST', '/direct-messages/threads', {
      user_id: ben.id,
      event_id: eventId,
    });
    const { context, page } = await pageFor(browser, baseURL, organizer);
    await page.goto(`/app/events/${eventId}`);
    const messaging = page.getByRole('complementary', { name: 'Messaging' });
    const toggle = messaging.getByRole('button', { name: /^Messaging/ });
    await expect(toggle).toBeVisible({ timeout: 15_000 });
    await tabTo(page, toggle, 200);
    await expectFocusVisible(page, 'Messaging');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const item = messaging.getByRole('button', { name: /Ben Brightside/ });
    await tabTo(page, item, 20);
    await expectFocusVisible(page, 'the conversation with Ben');
    await page.keyboard.press('Enter');
    const win = page.getByRole('region', { name: 'Chat with Ben Brightside' });
    await expect(win).toBeVisible();
    const composer = win.getByRole('textbox', { name: 'Write a message...' });
    await expect(composer).toBeFocused();
    await page.keyboard.type('Hi Ben, typed without a mouse');
    await page.keyboard.press('Enter');
    const log = win.getByRole('log');
    await expect(log).toContainText('Hi Ben, typed without a mouse');
    // The reply arrives in the conversation's log: role=log is a polite live region.
    await ben.call('POST', `/direct-messages/threads/${thread.id}/messages`, { content: 'Hello Olga' });
    await expect(log).toContainText('Hello Olga');
    expect(await log.evaluate((el) => el.getAttribute('aria-live') ?? 'polite')).toBe('polite');
    // Escape in the window takes the focus back out, and Close chat closes it from the keyboard.
    const close = win.getByRole('button', { name: 'Close chat' });
    await tabTo(page, close, 20, 'Shift+Tab');
    await expectFocusVisible(page, 'Close chat');
    await page.keyboard.press('Enter');
    await expect(win).toBeHidden();
    await expectAccessible(page);
    await context.close();
  });
});

/** Every dialog of the app, opened from its page by keyboard. */
test('every dialog: keyboard opens it, focus moves in and shows, Tab stays in order, Escape closes and returns', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const organizer = await signUp(request, 'kb.dialogs', 'Olga', 'Organizer');
  const orgName = `Dialog Org ${Date.now().toString(36)}`;
  const orgId = await createOrg(organizer, orgName);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE', { title: 'Dialog Summit' });
  const session = await organizer.call<{ id: number }>('POST', `/events/${eventId}/sessions`, {
    title: 'Dialog talk',
    day_number: 1,
    start_time: '10:00',
    end_time: '11:00',
  });
  const sam = await invite(organizer, eventId, 'Sam', 'Speaker', 'SPEAKER');
  await organizer.call('POST', `/sessions/${session.id}/speakers`, { user_id: sam.id, role: 'SPEAKER' });
  await organizer.call('POST', `/organizations/${orgId}/users`, {
    email: `member.${Date.now().toString(36)}@example.test`,
    first_name: 'Mia',
    last_name: 'Member',
    role: 'MEMBER',
  });
  const peer = await invite(organizer, eventId, 'Bob', 'Builder', 'ATTENDEE');
  await peer.call('PUT', `/users/${peer.id}`, { company_name: 'Builders' });
  // Someone invited who has not claimed the link yet: a pending invitation.
  await organizer.call('POST', `/events/${eventId}/users/add`, {
    email: `ivy.${Date.now().toString(36)}@example.test`,
    first_name: 'Ivy',
    last_name: 'Invitee',
    role: 'ATTENDEE',
  });
  // A session with a stream, its live panel, and a chat message from Bob that the organizer moderates.
  const liveSession = await organizer.call<{ id: number }>('POST', `/events/${eventId}/sessions`, {
    title: 'Dialog stream',
    day_number: 1,
    start_time: '12:00',
    end_time: '13:00',
    stream_url: 'https://vimeo.com/76979871',
  });
  await peer.call('POST', `/sessions/${liveSession.id}/chat`, { body: 'A message to moderate' });
  await signIn(page, organizer);
  await page.setViewportSize({ width: 1280, height: 800 });
  const org = `/app/organizations/${orgId}`;
  const main = page.getByRole('main');

  let here = '';
  const visit = async (path: string) => {
    here = path;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  };
  // Every dialog is tried; what fails is collected (and the page loaded afresh) so one run lists them all.
  const failures: string[] = [];
  const check = async (
    opener: Locator,
    name: string | RegExp,
    key: string | ((page: Page) => Promise<void>) = 'Enter',
    returnsFocus = true,
  ) => {
    try {
      await checkDialog(page, opener, name, key, returnsFocus);
    } catch (error) {
      failures.push(`${here} '${String(name)}': ${String(error).split('\n').slice(0, 3).join(' ')}`);
      await visit(here);
    }
  };

  await visit('/app/organizations');
  await check(main.getByRole('button', { name: 'New Organization' }), 'Create Organization');
  await check(main.getByRole('button', { name: `Edit ${orgName}` }), 'Edit Organization');
  await check(main.getByRole('button', { name: `Delete ${orgName}` }), 'Delete Organization');

  await visit(`${org}/events`);
  await check(main.getByRole('button', { name: 'Add Member' }), 'Add Member');
  await check(main.getByRole('button', { name: 'Remove Mia Member' }), 'Remove Member');

  await visit(`${org}/events`);
  await check(main.getByRole('button', { name: 'New Event' }), 'Create Event');
  await check(main.getByRole('button', { name: 'Edit Dialog Summit' }), 'Edit Event');
  await check(main.getByRole('button', { name: 'Delete Dialog Summit' }), 'Delete Event');

  await visit(`${org}/events/${eventId}`);
  await check(main.getByRole('button', { name: 'Add Session' }), 'Create Session');

  await visit(`${org}/events/${eventId}/sessions/${session.id}`);
  await check(main.getByRole('button', { name: 'Edit Session' }), 'Edit Session');
  await check(main.getByRole('button', { name: 'Add User' }), 'Add User to Event');
  await check(main.getByRole('button', { name: 'Delete Session' }), 'Delete Session');

  await visit(`/app/events/${eventId}/admin/attendees`);
  await check(main.getByRole('button', { name: 'Speaker info for Sam Speaker' }), 'Speaker info');
  await check(main.getByRole('button', { name: 'Remove Bob Builder' }), 'Remove participant?');
  // A role picked in the table's select asks first: the arrow key picks the role above.
  await check(main.getByLabel('Role of Bob Builder'), 'Change role?', 'ArrowUp');

  // The Invitations tab (reached with the tab list's arrow keys): withdrawing a pending invitation asks first.
  await visit(`/app/events/${eventId}/admin/attendees`);
  const tabs = main.getByRole('tablist', { name: 'Attendee management' });
  await tabTo(page, tabs.getByRole('tab', { name: 'Participants' }));
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Invitations' })).toHaveAttribute('aria-selected', 'true');
  await check(main.getByRole('button', { name: 'Withdraw the invitation of Ivy Invitee' }), 'Withdraw invitation?');

  // The session page's live panel: a chat message's menu opens the moderators' ban confirmation and the report
  // dialog (deleting a message and muting act at once, without a dialog). Where the focus goes after them is the
  // known defect tested apart below.
  await visit(`/app/events/${eventId}/sessions/${liveSession.id}`);
  const live = main.getByRole('region', { name: 'Live' });
  const actions = live.getByRole('button', { name: 'Actions for the message from Bob Builder' });
  await expect(actions).toBeVisible({ timeout: 20_000 });
  await check(actions, 'Ban Bob Builder?', throughMenu('Ban from the event'), false);
  await check(actions, 'Report a message from Bob Builder', throughMenu('Report'), false);

  await visit(`/app/events/${eventId}/admin/sessions`);
  await check(main.getByRole('button', { name: 'Delete Dialog talk' }), 'Delete session?');

  await visit(`/app/events/${eventId}/admin/speakers`);
  await check(main.getByRole('button', { name: 'Edit title and bio of Sam Speaker' }), /Speaker info/);

  await visit(`/app/events/${eventId}/networking`);
  await check(main.getByRole('button', { name: 'Connect with Bob Builder' }), 'Connect with Bob Builder');

  await visit('/app/settings');
  await check(main.getByRole('button', { name: 'Log out everywhere' }), 'Log out everywhere');
  await check(main.getByRole('button', { name: 'Delete account' }), 'Delete your account?');
  // The calendar feed's Regenerate link, once there is a link.
  await tabTo(page, main.getByRole('button', { name: 'Make my feed link' }));
  await page.keyboard.press('Enter');
  await check(main.getByRole('button', { name: 'Regenerate link' }), 'Regenerate link');
  // A personal access token, made from the keyboard, then its Revoke.
  const tokens = main.getByRole('region', { name: 'Personal access tokens' });
  await tabTo(page, tokens.getByLabel('Token name'));
  await page.keyboard.type('Keyboard token');
  await tabTo(page, tokens.getByRole('button', { name: 'Create token' }));
  await page.keyboard.press('Enter');
  await expect(tokens.getByText('Copy your new token now. It will not be shown again.')).toBeVisible();
  await check(tokens.getByRole('button', { name: 'Revoke token Keyboard token' }), /Revoke/);
  expect(failures).toEqual([]);
});

/**
 * A dialog opened from a chat message's menu (ban, report) opens once the menu has closed and, on Escape, gives the
 * focus back to the message's menu button (it once fell to the page's body: the dialog remembered the vanishing
 * menu item as the place to return to).
 */
test('the live panel: after a dialog opened from a message menu, the focus returns to the menu button', async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, 'kb.menu', 'Olga', 'Organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
  const session = await organizer.call<{ id: number }>('POST', `/events/${eventId}/sessions`, {
    title: 'Menu talk',
    day_number: 1,
    start_time: '10:00',
    end_time: '11:00',
    stream_url: 'https://vimeo.com/76979871',
  });
  const bob = await invite(organizer, eventId, 'Bob', 'Builder', 'ATTENDEE');
  await bob.call('POST', `/sessions/${session.id}/chat`, { body: 'A message to moderate' });
  await signIn(page, organizer);
  await page.goto(`/app/events/${eventId}/sessions/${session.id}`);
  const actions = page
    .getByRole('region', { name: 'Live' })
    .getByRole('button', { name: 'Actions for the message from Bob Builder' });
  await expect(actions).toBeVisible({ timeout: 20_000 });
  await tabTo(page, actions);
  await throughMenu('Ban from the event')(page);
  const dialog = page.getByRole('dialog', { name: 'Ban Bob Builder?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect
    .poll(
      async () =>
        (await actions.evaluate((el) => el === document.activeElement)) ? 'the menu button' : await describeFocus(page),
      {
        timeout: 3_000,
        message: 'the focus after the dialog',
      },
    )
    .toBe('the menu button');
});

test('signed out: the log-in and sign-up dialogs by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await checkDialog(page, page.getByRole('button', { name: 'Log In' }).first(), 'Log In');
  await checkDialog(page, page.getByRole('button', { name: 'Sign Up' }).first(), 'Sign Up');
});

/** An organizer's conference with a session, a speaker and an attendee: the app's main pages, by path. */
async function mainPages(request: APIRequestContext): Promise<{ organizer: Person; pages: string[] }> {
  const organizer = await signUp(request, 'a11y.pages', 'Olga', 'Organizer');
  const orgId = await createOrg(organizer, `Accessible Org ${Date.now().toString(36)}`);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE', { title: 'Accessible Summit' });
  const session = await organizer.call<{ id: number }>('POST', `/events/${eventId}/sessions`, {
    title: 'Accessible talk',
    description: 'A talk about everyone.',
    day_number: 1,
    start_time: '10:00',
    end_time: '11:00',
    stream_url: 'https://vimeo.com/76979871',
  });
  const sam = await invite(organizer, eventId, 'Sam', 'Speaker', 'SPEAKER');
  await organizer.call('POST', `/sessions/${session.id}/speakers`, { user_id: sam.id, role: 'SPEAKER' });
  await invite(organizer, eventId, 'Bob', 'Builder', 'ATTENDEE');
  const org = `/app/organizations/${orgId}`;
  const event = `/app/events/${eventId}`;
  return {
    organizer,
    pages: [
      '/app/organizations',
      `${org}/events`,
      `${org}/events/${eventId}`,
      `${org}/events/${eventId}/admin`,
      `${org}/events/${eventId}/sessions/${session.id}`,
      '/app/events',
      '/app/events/join',
      event,
      `${event}/agenda`,
      `${event}/my-agenda`,
      `${event}/speakers`,
      `${event}/sessions/${session.id}`,
      `${event}/networking`,
      `${event}/sponsors`,
      `${event}/admin/sessions`,
      `${event}/admin/attendees`,
      `${event}/admin/speakers`,
      `${event}/admin/settings`,
      `${event}/admin/sponsors`,
      `${event}/admin/networking`,
      '/app/my-agenda',
      '/app/network',
      '/app/settings',
    ],
  };
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).not.toContainText('Loading', { timeout: 15_000 });
}

/**
 * Buttons, links, tabs and menu items on screen whose accessible name is empty (icon-only controls need one):
 * aria-labelledby, aria-label, the text a screen reader reads (sr-only text included, aria-hidden not), title,
 * or the alt of an image inside.
 */
const namelessControls = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const readable = (el: Element): string => {
      if (el.getAttribute('aria-hidden') === 'true') return '';
      if (el instanceof HTMLImageElement) return el.alt;
      if (el.nodeType === Node.TEXT_NODE) return el.textContent ?? '';
      return Array.from(el.childNodes)
        .map((n) => (n.nodeType === Node.TEXT_NODE ? (n.textContent ?? '') : n instanceof Element ? readable(n) : ''))
        .join(' ');
    };
    const nameOf = (el: Element): string => {
      const by = el.getAttribute('aria-labelledby');
      if (by)
        return by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
      return (el.getAttribute('aria-label') ?? '').trim() || readable(el).trim() || (el.getAttribute('title') ?? '');
    };
    const found: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll('button, a[href], [role="button"], [role="tab"], [role="menuitem"], [role="link"]'),
    )) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest('[aria-hidden="true"]')) continue;
      if (!nameOf(el)) found.push(`${el.tagName.toLowerCase()} ${el.outerHTML.slice(0, 120)}`);
    }
    return found;
  });

test('screen-reader names: no nameless button or link on the main pages, the open menus included', async ({
  page,
  request,
}) => {
  const { organizer, pages } = await mainPages(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // The check finds an icon-only button without a name (an svg only).
  await page.evaluate(() => {
    const bare = document.createElement('button');
    bare.id = 'nameless-probe';
    bare.innerHTML = '<svg width="16" height="16" aria-hidden="true"><circle cx="8" cy="8" r="8"/></svg>';
    document.body.prepend(bare);
  });
  expect(await namelessControls(page)).toEqual([expect.stringContaining('nameless-probe')]);
  await page.evaluate(() => document.getElementById('nameless-probe')?.remove());
  expect.soft(await namelessControls(page), 'the landing page').toEqual([]);
  await signIn(page, organizer);
  for (const path of pages) {
    await page.goto(path);
    await settle(page);
    expect.soft(await namelessControls(page), path).toEqual([]);
  }
  // The app menu and the notifications panel, open.
  await page.getByRole('button', { name: 'Open menu' }).press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  expect.soft(await namelessControls(page), 'the app menu').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.getByRole('button', { name: 'Notifications' }).press('Enter');
  expect.soft(await namelessControls(page), 'the notifications panel').toEqual([]);
  await page.keyboard.press('Escape');
  // At phone width the icon-only controls (menu, chat button) are named too.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(pages[8] ?? '/app');
  await settle(page);
  expect.soft(await namelessControls(page), 'the agenda at 375 px').toEqual([]);
});

test('reduced motion: the carousel never moves by itself and nothing transitions or animates', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({
    baseURL,
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const moving = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('*')).flatMap((el) => {
        const cs = getComputedStyle(el);
        const seconds = (list: string) => Math.max(...list.split(',').map((v) => Number.parseFloat(v) || 0));
        const transition = seconds(cs.transitionDuration) + seconds(cs.transitionDelay);
        const animation = cs.animationName !== 'none' ? seconds(cs.animationDuration) : 0;
        return transition > 0 || animation > 0
          ? [
              `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 50)} ${cs.transitionDuration}/${cs.animationDuration}`,
            ]
          : [];
      }),
    );
  // Without the preference the same check finds the app's transitions (the carousel's track among them).
  const plain = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const plainPage = await plain.newPage();
  await plainPage.goto('/');
  await expect(plainPage.getByRole('region', { name: 'Features' })).toBeVisible();
  const plainMoving = await plainPage.evaluate(
    () =>
      Array.from(document.querySelectorAll('*')).filter((el) => getComputedStyle(el).transitionDuration !== '0s')
        .length,
  );
  expect(plainMoving).toBeGreaterThan(3);
  await plain.close();

  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Features' });
  const track = carousel.locator('div.flex').first();
  const at = async () => ({
    transform: await track.evaluate((el) => getComputedStyle(el).transform),
    said: await carousel.locator('[aria-live="polite"]').textContent(),
  });
  const start = await at();
  // Longer than any carousel's usual interval: nothing moved.
  await page.waitForTimeout(7_000);
  expect(await at()).toEqual(start);
  expect(await moving(), 'on the landing page').toEqual([]);
  // The Next arrow moves it at once, with no transition.
  await carousel.getByRole('button', { name: 'Next' }).press('Enter');
  await expect.poll(async () => (await at()).transform).not.toBe(start.transform);
  expect(await track.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');

  const demo = await demoUser(request);
  const { eventId } = await demoConference(demo);
  await signIn(page, demo);
  for (const path of ['/app/organizations', `/app/events/${eventId}/agenda`, `/app/events/${eventId}`]) {
    await page.goto(path);
    await settle(page);
    expect(await moving(), path).toEqual([]);
  }
  await page.getByRole('button', { name: 'Open menu' }).press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await moving(), 'with the app menu open').toEqual([]);
  await context.close();
});

/** The document is no wider than the window: nothing needs a sideways scroll. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    culprits: Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 4)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 50)}`),
  }));
  expect
    .soft(width.scroll, `${what}: ${width.scroll} px wide at ${width.inner} px (${width.culprits.join(' | ')})`)
    .toBeLessThanOrEqual(width.inner);
}

// 320 CSS px is WCAG 1.4.10's reflow width; a 1280 px window zoomed to 200 % is a 640 x 400 CSS px viewport.
for (const { label, viewport } of [
  { label: '320 px wide', viewport: { width: 320, height: 640 } },
  { label: '1280 px at 200 % zoom', viewport: { width: 640, height: 400 } },
]) {
  test(`reflow at ${label}: no sideways scroll, the menu and a dialog still work`, async ({ page, request }) => {
    const { organizer, pages } = await mainPages(request);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expectNoSidewaysScroll(page, 'the landing page');
    await checkDialog(page, page.getByRole('button', { name: 'Log In' }).first(), 'Log In');
    await signIn(page, organizer);
    for (const path of pages) {
      await page.goto(path);
      await settle(page);
      await expectNoSidewaysScroll(page, path);
    }
    // The menu opens and its items are reachable.
    await page.getByRole('button', { name: 'Open menu' }).press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const last = menu.getByRole('menuitem').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await page.screenshot({ path: `e2e/.artifacts/a11y-menu-${viewport.width}.png` });
    await page.keyboard.press('Escape');
    // A long dialog fits the width and scrolls to its last button.
    await page.goto(pages[1] ?? '/app');
    await settle(page);
    await checkDialog(page, page.getByRole('main').getByRole('button', { name: 'New Event' }), 'Create Event');
    await tabTo(page, page.getByRole('main').getByRole('button', { name: 'New Event' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    const box = await dialog.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width, 'the dialog fits').toBe(true);
    const submit = dialog.getByRole('button', { name: 'Create Event' });
    await tabTo(page, submit, 40);
    await expect(submit).toBeInViewport();
    await expectNoSidewaysScroll(page, 'Create Event open');
  });
}

// axe on the main pages in German and Arabic (English runs in every journey), colour contrast included.
for (const locale of ['de', 'ar']) {
  test(`axe is clean on the main pages in ${locale}`, async ({ page, request }) => {
    const { organizer, pages } = await mainPages(request);
    await page.addInitScript((value) => localStorage.setItem('atria.locale', value), locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Every page is checked; the violations of all of them are listed together.
    const failures: string[] = [];
    const check = async (path: string) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      try {
        await expectAccessible(page);
      } catch (error) {
        failures.push(`${path}: ${String(error).split('\n').slice(0, 8).join(' ')}`);
      }
    };
    await check('/');
    await signIn(page, organizer);
    for (const path of pages) await check(path);
    expect(failures).toEqual([]);
  });
}
