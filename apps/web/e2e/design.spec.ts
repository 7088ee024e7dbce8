import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { createEvent, createOrg, invite, isoDay, pageFor, signIn, signUp } from './people';

test.setTimeout(120_000);

/** The left edges of the visible cards, rounded: one per column. */
async function columns(cards: Locator): Promise<{ lefts: number[]; narrowest: number }> {
  const boxes = (await Promise.all((await cards.all()).map((card) => card.boundingBox()))).filter((b) => b !== null);
  return { lefts: [...new Set(boxes.map((b) => Math.round(b.x)))], narrowest: Math.min(...boxes.map((b) => b.width)) };
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test('event and speaker cards take 1, 2 or 3 columns by the room they have, never squeezed beside the navigation', async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, 'grid.organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
  for (const title of ['Grid Forum', 'Grid Days', 'Grid Live'])
    await createEvent(organizer, orgId, 'CONFERENCE', { title });
  for (const [first, last] of [
    ['Maria', 'Okafor'],
    ['Kenji', 'Watanabe'],
    ['Sofia', 'Lindqvist'],
    ['Amir', 'Haddad'],
  ] as const) {
    await invite(organizer, eventId, first, last, 'SPEAKER');
  }
  await signIn(page, organizer);
  const eventCards = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
  const speakerCards = page.getByRole('region', { name: 'Event Speakers' }).getByRole('listitem');

  for (const [width, expected] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/app/organizations/${orgId}/events`);
    await expect(eventCards).toHaveCount(4);
    await settle(page);
    const grid = await columns(eventCards);
    expect(grid.lefts, `event columns at ${width} px`).toHaveLength(expected);
    expect(grid.narrowest, `narrowest event card at ${width} px`).toBeGreaterThanOrEqual(260);
  }

  // Beside the 300 px event navigation a tablet has room for one readable column, a desktop for three.
  for (const [width, expected] of [
    [820, 1],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/app/events/${eventId}/speakers`);
    await expect(page.getByRole('navigation', { name: 'Event navigation' })).toBeVisible();
    await expect(speakerCards).toHaveCount(4);
    await settle(page);
    const grid = await columns(speakerCards);
    expect(grid.lefts, `speaker columns at ${width} px`).toHaveLength(expected);
    expect(grid.narrowest, `narrowest speaker card at ${width} px`).toBeGreaterThanOrEqual(260);
  }
});

test('a closed agenda card shows its type, speakers and time, marks a live session, and shows a cut title whole on focus', async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, 'glance.organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
  const kenji = await invite(organizer, eventId, 'Kenji', 'Watanabe', 'SPEAKER');
  const sofia = await invite(organizer, eventId, 'Sofia', 'Lindqvist', 'MODERATOR');
  const longTitle =
    'Panel: remote attendees are attendees, and every hybrid event should treat them as first class from the very first minute';
  const session = (title: string, session_type: string) =>
    organizer.call<{ id: number }>('POST', `/events/${eventId}/sessions`, {
      title,
      session_type,
      day_number: 1,
      start_time: '10:00',
      end_time: '11:00',
    });
  const panel = await session(longTitle, 'PANEL');
  await session('Streaming setups', 'WORKSHOP');
  await session('Short talk', 'PRESENTATION');
  await organizer.call('POST', `/sessions/${panel.id}/speakers`, { user_id: kenji.id, role: 'PANELIST' });
  await organizer.call('POST', `/sessions/${panel.id}/speakers`, { user_id: sofia.id, role: 'MODERATOR' });
  await organizer.call('PUT', `/sessions/${panel.id}/status`, { status: 'LIVE' });

  await signIn(page, organizer);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/events/${eventId}/agenda`);
  const card = page.getByRole('article', { name: longTitle });
  const other = page.getByRole('article', { name: 'Short talk' });
  await expect(card).toBeVisible();

  // At a glance: type, live mark, time, and the speakers in role order (moderator first) with their avatars.
  await expect(card.getByText('Panel', { exact: true })).toBeVisible();
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
  await expect(other.getByText('Live', { exact: true })).toHaveCount(0);
  await expect(card.getByText('10:00 AM - 11:00 AM')).toBeVisible();
  const speakers = card.getByTestId('card-speakers');
  await expect(speakers).toBeVisible();
  await expect(speakers).toHaveAttribute('title', 'Sofia Lindqvist, Kenji Watanabe');
  await expect(speakers.getByText('S', { exact: true })).toBeVisible();
  await expect(speakers.getByText('K', { exact: true })).toBeVisible();

  // The title is cut to two lines; hover has the title attribute, keyboard focus shows it whole below the card.
  const link = card.getByRole('link', { name: longTitle });
  await expect(link).toHaveAttribute('title', longTitle);
  const heading = card.getByRole('heading', { level: 3 });
  const lines = await heading.evaluate((h) =>
    Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
  );
  expect(lines).toBe(2);
  await expect(card.getByTestId('full-title')).toHaveCount(0);
  await link.focus();
  await expect(card.getByTestId('full-title')).toBeVisible();
  await expect(card.getByTestId('full-title')).toHaveText(longTitle);
  await other.getByRole('link', { name: 'Short talk' }).focus();
  await expect(card.getByTestId('full-title')).toHaveCount(0);
  await expect(other.getByTestId('full-title')).toHaveCount(0);

  // On a phone the card has the room for the names beside the avatars.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(card.getByText('Sofia Lindqvist, Kenji Watanabe', { exact: true })).toBeVisible();
});

test("today's agenda draws a 'now' line that moves with the clock; a few days are tabs", async ({ page, request }) => {
  const organizer = await signUp(request, 'now.organizer');
  const orgId = await createOrg(organizer);
  // Today (UTC) is day 1 of a three-day conference in UTC; the browser's clock is set to 10:30 that day.
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE', {
    title: 'Now Summit',
    start_date: isoDay(0),
    end_date: isoDay(2),
    time_zone: 'UTC',
  });
  for (const [title, start_time, end_time] of [
    ['Breakfast briefing', '09:00', '10:00'],
    ['Morning panel', '10:00', '11:00'],
    ['Late morning talk', '11:00', '12:00'],
  ] as const) {
    await organizer.call('POST', `/events/${eventId}/sessions`, {
      title,
      session_type: 'PANEL',
      day_number: 1,
      start_time,
      end_time,
    });
  }
  await page.clock.install({ time: new Date(`${isoDay(0)}T10:30:00Z`) });
  await signIn(page, organizer);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/events/${eventId}/agenda`);

  // The days as tabs, today's marked; a tab (and the arrow keys) choose the day like the navigator does.
  const tabs = page.getByRole('tablist', { name: 'Choose a day' }).getByRole('tab');
  await expect(tabs).toHaveCount(3);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(0)).toContainText('Today');
  await tabs.nth(2).click();
  await expect(page).toHaveURL(/day=3/);
  await expect(
    page.getByRole('navigation', { name: 'Agenda days' }).getByText('Day 3', { exact: true }).first(),
  ).toBeVisible();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('agenda-now')).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

  // The line crosses the 10:00 session halfway, then follows the clock into the 11:00 one.
  const now = page.getByTestId('agenda-now');
  await expect(now).toContainText('Now, 10:30 AM');
  const lineY = async () => {
    const box = await now.boundingBox();
    return box ? box.y + box.height / 2 : NaN;
  };
  const cardBox = async (title: string) => {
    const box = await page.getByRole('article', { name: title }).boundingBox();
    if (!box) throw new Error(`no card ${title}`);
    return box;
  };
  const panel = await cardBox('Morning panel');
  expect(Math.abs((await lineY()) - (panel.y + panel.height / 2))).toBeLessThan(8);
  await page.clock.fastForward('01:00:00');
  await expect(now).toContainText('Now, 11:30 AM');
  const talk = await cardBox('Late morning talk');
  expect(Math.abs((await lineY()) - (talk.y + talk.height / 2))).toBeLessThan(8);

  // On a phone the list marks now between the groups: at 11:30 after the 11:00 group, the last one running.
  await page.setViewportSize({ width: 375, height: 812 });
  const list = page.getByTestId('agenda-list');
  await expect(list.getByTestId('agenda-now')).toBeVisible();
  const order = await list.evaluate((ol) =>
    Array.from(ol.children).map((li) =>
      li.getAttribute('data-testid') === 'agenda-now' ? 'now' : li.querySelector('h3')?.textContent?.slice(0, 8),
    ),
  );
  expect(order).toEqual(['9:00 AM', '10:00 AM', '11:00 AM', 'now']);

  // More days than fit a row of tabs: the navigator alone.
  const longEvent = await createEvent(organizer, orgId, 'CONFERENCE', { start_date: isoDay(40), end_date: isoDay(49) });
  await page.goto(`/app/events/${longEvent}/agenda`);
  await expect(page.getByRole('navigation', { name: 'Agenda days' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
});

test('the session page puts the attendee first: countdown, speakers with photo and bio, organizer tools apart', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const organizer = await signUp(request, 'page.organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE', {
    start_date: isoDay(1),
    end_date: isoDay(2),
    time_zone: 'UTC',
  });
  const kenji = await invite(organizer, eventId, 'Kenji', 'Watanabe', 'SPEAKER');
  await organizer.call('PUT', `/events/${eventId}/users/${kenji.id}/speaker-info`, {
    speaker_title: 'Producer',
    speaker_bio: 'Kenji has produced hybrid stages on three continents.',
  });
  const attendee = await invite(organizer, eventId, 'Ada', 'Attendee', 'ATTENDEE');
  const session = await organizer.call<{ id: number }>('POST', `/events/${eventId}/sessions`, {
    title: 'Hybrid stages',
    session_type: 'PANEL',
    day_number: 1,
    start_time: '09:00',
    end_time: '10:00',
  });
  await organizer.call('POST', `/sessions/${session.id}/speakers`, { user_id: kenji.id, role: 'PANELIST' });
  const path = `/app/events/${eventId}/sessions/${session.id}`;

  // Tomorrow 09:00 UTC, seen from today 07:30 UTC: a day and an hour and a half away, then the minutes tick.
  await page.clock.install({ time: new Date(`${isoDay(0)}T07:30:00Z`) });
  await signIn(page, attendee);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  const countdown = page.getByTestId('session-countdown');
  await expect(countdown).toHaveText('Starts in 1 day 1 hour');
  await page.clock.fastForward('24:00:00');
  await expect(countdown).toHaveText('Starts in 1 hour 30 minutes');
  const speakers = page.getByRole('heading', { name: 'Speakers', level: 2 }).locator('..');
  await expect(speakers.getByText('Kenji has produced hybrid stages on three continents.')).toBeVisible();
  await expect(speakers.getByText('K', { exact: true })).toBeVisible();
  // Reading order: stream and title, then speakers, then the description.
  const tops = await Promise.all(
    [
      page.getByRole('heading', { name: 'Hybrid stages', level: 2 }),
      page.getByRole('heading', { name: 'Speakers', level: 2 }),
      page.getByRole('heading', { name: 'Session Details', level: 2 }),
    ].map(async (h) => (await h.boundingBox())?.y ?? NaN),
  );
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  await expect(page.getByRole('region', { name: 'Organizer tools' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Session' })).toHaveCount(0);

  // The organizer's controls sit together in one bar, none inside what attendees read.
  const { context, page: organizerPage } = await pageFor(browser, baseURL, organizer, { width: 1280, height: 900 });
  await organizerPage.goto(path);
  const tools = organizerPage.getByRole('region', { name: 'Organizer tools' });
  for (const name of ['Edit Session', 'Add User', 'Delete Session'])
    await expect(tools.getByRole('button', { name })).toBeVisible();
  await expect(tools.getByLabel('Status')).toBeVisible();
  await expect(organizerPage.getByTestId('manage-speakers').getByRole('button', { name: 'Add Speaker' })).toBeVisible();
  const details = organizerPage.getByRole('heading', { name: 'Session Details' }).locator('..');
  await expect(details.getByRole('button')).toHaveCount(0);
  await expectAccessible(organizerPage);
  await context.close();
});
