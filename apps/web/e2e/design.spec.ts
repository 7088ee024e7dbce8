import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createEvent, createOrg, invite, signIn, signUp } from './people';

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
  ]) {
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
