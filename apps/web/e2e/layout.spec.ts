import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  createEvent,
  createOrg,
  demoConference,
  demoUser,
  invite,
  pageFor,
  signIn,
  signUp,
  waitForMessaging,
} from './people';

// Layout journeys: pages built from long data at phone width, the agenda timeline, the fixed chrome.
test.setTimeout(180_000);

/** One unbroken word of `length` letters (no space, hyphen or other break opportunity). */
const unbroken = (length: number, seed = 'Supercalifragilistic'): string =>
  seed.repeat(Math.ceil(length / seed.length)).slice(0, length);

/** How wide the document is against the viewport, and the elements that stick out on the right. */
async function horizontalOverflow(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const rect = el.getBoundingClientRect();
      if (rect.right > innerWidth + 1 && rect.width > 0 && culprits.length < 6) {
        culprits.push(
          `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 60)} right=${Math.round(rect.right)} "${(el.textContent ?? '').slice(0, 30)}"`,
        );
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprits };
  });
}

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await horizontalOverflow(page);
  expect
    .soft(
      overflow.scrollWidth,
      `${what} is ${overflow.scrollWidth} px wide at ${overflow.innerWidth} px: ${overflow.culprits.join(' | ')}`,
    )
    .toBeLessThanOrEqual(overflow.innerWidth);
}

/** Loaded: no 'Loading...' left in the page and nothing fetching. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).not.toContainText('Loading');
}

/**
 * The element at the centre of `locator` (or 6 px inside its bottom-right corner) is the element or inside
 * it: nothing fixed covers it there.
 */
async function expectNotCovered(
  locator: Locator,
  what: string,
  point: 'center' | 'bottom-right' = 'center',
): Promise<void> {
  const hit = await locator.evaluate((el, where) => {
    const rect = el.getBoundingClientRect();
    const x = where === 'center' ? rect.left + rect.width / 2 : rect.right - 6;
    const y = where === 'center' ? rect.top + rect.height / 2 : rect.bottom - 6;
    const inView = y >= 0 && y <= window.innerHeight && x >= 0 && x <= window.innerWidth;
    const top = document.elementFromPoint(x, y);
    return {
      inView,
      covered: !(top !== null && (top === el || el.contains(top))),
      by: top ? `${top.tagName.toLowerCase()}.${String(top.getAttribute('class') ?? '').slice(0, 60)}` : 'nothing',
    };
  }, point);
  expect(hit.inView, `${what} is in the viewport`).toBe(true);
  expect.soft(hit.covered, `${what} is covered by ${hit.by}`).toBe(false);
}

test('no page scrolls sideways at 375 px with long titles, names, URLs and unbroken words', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const organizer = await signUp(
    request,
    'long.organizer',
    unbroken(100, 'Bartholomew'),
    unbroken(100, 'Featherstonehaugh'),
  );
  await organizer.call('PUT', `/users/${organizer.id}`, {
    title: unbroken(200, 'Chief'),
    company_name: unbroken(200, 'Company'),
  });
  const orgId = await createOrg(organizer, unbroken(100, 'Organisation'));
  const longUrl = `https://example.com/${unbroken(600, 'streaming-path-segment')}`;
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE', {
    title: unbroken(200, 'Conference'),
    description: `About ${unbroken(400)} and more.`,
    hero_description: `Hero ${unbroken(600, 'Heroic')} text.`,
    venue_name: unbroken(200, 'Venue'),
    venue_address: unbroken(300, 'Street'),
    venue_city: unbroken(120, 'City'),
    venue_country: unbroken(120, 'Country'),
    sections: {
      welcome: { title: unbroken(200, 'Welcome'), content: `${unbroken(800, 'Greeting')} ${longUrl}` },
      highlights: [{ title: unbroken(120, 'Highlight'), description: unbroken(600, 'Describe') }],
      faqs: [{ question: unbroken(300, 'Question'), answer: `${unbroken(600, 'Answer')} ${longUrl}` }],
    },
  });
  const singleId = await createEvent(organizer, orgId, 'SINGLE_SESSION', { title: unbroken(200, 'Livestream') });
  const speaker = await invite(organizer, eventId, unbroken(100, 'Speakerina'), unbroken(100, 'Longname'), 'SPEAKER');
  await speaker.call('PUT', `/users/${speaker.id}`, {
    title: unbroken(200, 'Principal'),
    company_name: unbroken(200, 'Enterprise'),
    bio: unbroken(2000, 'Biography'),
    social_links: { linkedin: `https://www.linkedin.com/in/${unbroken(300, 'profile')}`, website: longUrl },
  });
  await organizer.call('PUT', `/events/${eventId}/users/${speaker.id}/speaker-info`, {
    speaker_title: unbroken(200, 'Keynoter'),
    speaker_bio: unbroken(2000, 'Story'),
  });
  const session = await organizer.call<{ id: number }>('POST', `/events/${eventId}/sessions`, {
    title: unbroken(200, 'Sessiontitle'),
    description: `${unbroken(1500, 'Description')} ${longUrl}`,
    session_type: 'PANEL',
    day_number: 1,
    start_time: '10:00',
    end_time: '11:00',
    stream_url: `https://vimeo.com/${unbroken(800, 'channelpath')}/76979871`,
  });
  await organizer.call('POST', `/events/${eventId}/sessions`, {
    title: unbroken(200, 'Parallel'),
    session_type: 'WORKSHOP',
    day_number: 1,
    start_time: '10:00',
    end_time: '10:30',
  });
  // A report with a long reason, for the moderators' queue.
  await speaker.call('POST', `/events/${eventId}/reports`, { user_id: organizer.id, reason: unbroken(900, 'Reason') });
  await organizer.call('POST', `/sessions/${session.id}/speakers`, { user_id: speaker.id, role: 'PANELIST' });
  await organizer.call('POST', `/sessions/${session.id}/speakers`, { user_id: organizer.id, role: 'MODERATOR' });

  await page.setViewportSize({ width: 375, height: 812 });
  // Signed out first: the landing page.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'atria' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the landing page');

  await signIn(page, organizer);
  const org = `/app/organizations/${orgId}`;
  const pages = [
    '/app/organizations',
    org,
    `${org}/events`,
    `${org}/webhooks`,
    `${org}/events/${eventId}`,
    `${org}/events/${eventId}/admin`,
    `${org}/events/${eventId}/sessions/${session.id}`,
    `${org}/events/${singleId}/setup-session`,
    `${org}/events/${singleId}/session-pending`,
    '/app/events',
    '/app/events/join',
    `/app/events/${eventId}`,
    `/app/events/${eventId}/agenda`,
    `/app/events/${eventId}/speakers`,
    `/app/events/${eventId}/sessions/${session.id}`,
    `/app/events/${eventId}/networking`,
    `/app/events/${eventId}/people/${speaker.id}`,
    `/app/events/${eventId}/reports`,
    '/app/network',
    `/app/events/${eventId}/admin/sessions`,
    `/app/events/${eventId}/admin/attendees`,
    `/app/events/${eventId}/admin/moderation`,
    `/app/events/${singleId}/setup-session`,
    `/app/events/${eventId}/roadmap-page-not-built`,
  ];
  for (const path of pages) {
    await page.goto(path);
    await settle(page);
    await expectNoSidewaysScroll(page, path);
  }

  // The organization dashboard once its Recent activity has loaded (the loop above may have measured it while the
  // panel still showed its spinner): entries naming the long event and session titles, then the width again.
  await page.goto(org);
  const activity = page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem');
  await expect(activity.filter({ hasText: 'added the session Sessiontitle' }).first()).toBeVisible();
  await expect(activity.filter({ hasText: 'created the event Conference' }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the organization dashboard with its recent activity');

  // Every agenda card opened, on the phone list.
  await page.goto(`/app/events/${eventId}/agenda`);
  await settle(page);
  const closed = page.getByRole('button', { name: /^Show details/ });
  for (let left = await closed.count(); left > 0; left -= 1) await closed.first().click();
  await expect(page.getByRole('button', { name: /^Hide details/ })).toHaveCount(2);
  await expectNoSidewaysScroll(page, 'the agenda with every card open');

  // The session page with the chat loaded, then the Edit Session dialog inside the screen.
  await page.goto(`${org}/events/${eventId}/sessions/${session.id}`);
  await settle(page);
  await waitForMessaging(page);
  await expectNoSidewaysScroll(page, 'the session page with the chat');
  await expectNotCovered(page.getByRole('button', { name: 'Messaging' }), 'the chat button');
  await page.getByRole('button', { name: 'Edit Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box, 'the dialog has a box').not.toBeNull();
  expect(
    (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375,
    `the dialog spans ${box?.x}..${(box?.x ?? 0) + (box?.width ?? 0)}`,
  ).toBe(true);
  await expectNoSidewaysScroll(page, 'the session page with Edit Session open');
  await page.keyboard.press('Escape');

  // The attendee's pages of the same data.
  const attendee = await pageFor(browser, baseURL, speaker, { width: 375, height: 812 });
  for (const path of [
    `/app/events/${eventId}/sessions/${session.id}`,
    `/app/events/${eventId}/agenda`,
    `/app/events/${singleId}/session-pending`,
  ]) {
    await attendee.page.goto(path);
    await settle(attendee.page);
    await expectNoSidewaysScroll(attendee.page, `${path} (attendee)`);
  }
  await attendee.context.close();
});

test('expanding an agenda card on a wide screen pushes the rows below it down instead of covering them', async ({
  page,
  request,
}) => {
  const demo = await demoUser(request);
  const { eventId } = await demoConference(demo);
  await signIn(page, demo);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/events/${eventId}/agenda`);
  const keynote = page.getByRole('article', { name: /^Opening keynote/ });
  await expect(keynote).toBeVisible();
  const cards = page.getByTestId('session-card');
  await expect(cards).toHaveCount(7);

  const expectNoOverlap = async (when: string) => {
    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: el.getAttribute('aria-label') ?? '',
          top: r.top,
          bottom: r.bottom,
          left: r.left,
          right: r.right,
        };
      }),
    );
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlaps = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
        expect.soft(overlaps, `${when}: '${a.name}' and '${b.name}' overlap`).toBe(false);
      }
    }
  };

  await keynote.getByRole('button', { name: /^Show details/ }).click();
  await expect(keynote.getByText('Why the best events of the next decade will be hybrid by default.')).toBeVisible();
  await expectNoOverlap('the keynote open');
  // Every card of the 10:15 row below it can still be clicked, and opened, with the keynote open.
  for (const title of [/^Hands-on: streaming setups/, /^Panel: remote attendees/, /^Designing agendas people/]) {
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: /^Show details/ }).click({ timeout: 5_000 });
    await expect(card.getByRole('button', { name: /^Hide details/ })).toBeVisible();
  }
  await expectNoOverlap('the keynote and the 10:15 row open');
  // The hour marks move with the rows: 12 PM is still drawn across the 11:30 row.
  const attention = await page.getByRole('article', { name: 'Attention is a budget' }).boundingBox();
  const noon = await page.getByTestId('agenda-timeline').getByText('12:00 PM', { exact: true }).boundingBox();
  const noonY = (noon?.y ?? 0) + (noon?.height ?? 0) / 2;
  expect(
    noonY > (attention?.y ?? Infinity) && noonY < (attention?.y ?? 0) + (attention?.height ?? 0),
    '12:00 PM sits across the 11:30 row',
  ).toBe(true);
});

test('the side navigation panel reaches the bottom of the window on a short page', async ({ page, request }) => {
  const organizer = await signUp(request, 'short.page');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'SINGLE_SESSION');
  await signIn(page, organizer);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/organizations/${orgId}/events/${eventId}/setup-session`);
  await expect(page.getByRole('heading', { name: 'Setup Required' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Event navigation' });
  await expect(nav).toBeVisible();
  // The page is shorter than the window: the white panel (not just its links) runs down to the bottom edge.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);
  const panel = await page.locator('#event-side-nav').boundingBox();
  expect(panel, 'the panel has a box').not.toBeNull();
  expect((panel?.y ?? 0) + (panel?.height ?? 0)).toBeGreaterThanOrEqual(799);
});

/** Every control in the page's main area that is on screen after scrolling to the bottom is clear of the chat. */
async function expectBottomClearOfChat(page: Page, what: string): Promise<void> {
  await waitForMessaging(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2,
  );
  const covered = await page.locator('main').evaluate((main) => {
    const found: string[] = [];
    // What the sticky header covers at the top is not the chat's doing.
    const below = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    for (const el of Array.from(main.querySelectorAll('a, button, select, input, textarea'))) {
      // A link that wraps is tested on its first line (the middle of its box may fall between the lines).
      const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (y < below || y > window.innerHeight || x < 0 || x > window.innerWidth) continue;
      const top = document.elementFromPoint(x, y);
      if (!(top !== null && (top === el || el.contains(top)))) {
        found.push(
          `${el.tagName.toLowerCase()} '${el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40)}'`,
        );
      }
    }
    return found;
  });
  expect.soft(covered, `${what}: controls covered at the bottom of the page`).toEqual([]);
}

test('the Messaging bar never covers the end of a page: the session Status select on a laptop, agenda chevrons on a phone', async ({
  page,
  request,
}) => {
  const demo = await demoUser(request);
  const { orgId, eventId } = await demoConference(demo);
  const sessions = await demo.call<{ sessions: Array<{ id: number; title: string }> }>(
    'GET',
    `/events/${eventId}/sessions?day_number=1`,
  );
  const keynote = sessions.sessions.find((s) => s.title.startsWith('Opening keynote'));
  await signIn(page, demo);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/organizations/${orgId}/events/${eventId}/sessions/${keynote?.id ?? 0}`);
  const status = page.getByLabel('Status');
  await expect(status).toBeVisible();
  // From the top of the page, the keyboard moves on from Edit Session to the Status select: it is scrolled
  // clear of the bar (the bottom of a 1280 x 800 window is where the select sits before any scrolling).
  await waitForMessaging(page);
  await page.getByRole('button', { name: 'Edit Session' }).focus();
  await page.keyboard.press('Tab');
  await expect(status).toBeFocused();
  await expectNotCovered(status, 'the focused Status select');
  await expectBottomClearOfChat(page, 'the session page at 1280 x 800');

  await page.setViewportSize({ width: 375, height: 812 });
  for (const day of [1, 2, 3]) {
    await page.goto(`/app/events/${eventId}/agenda?day=${day}`);
    await expect(page.getByTestId('agenda-list')).toBeVisible();
    await expectBottomClearOfChat(page, `the phone agenda, day ${day}`);
    await expectNotCovered(
      page.getByRole('button', { name: /^Show details/ }).last(),
      `the last chevron of day ${day}`,
    );
    await expectNotCovered(
      page.getByTestId('session-card').last(),
      `the end of the last card of day ${day}`,
      'bottom-right',
    );
  }
});
