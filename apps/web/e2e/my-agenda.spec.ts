import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import { createOrg, invite, isoDay, signIn, signUp } from './people';

// A remote attendee in New York at an event held in Berlin: switches the agenda to their own time, bookmarks two
// clashing sessions, sees the clash in My agenda, takes a session's .ics file and their personal feed. The
// screenshots go to a temporary folder, named in the test output, for a person to look at.
const SHOTS = process.env.ATRIA_AGENDA_SHOTS ?? mkdtempSync(join(tmpdir(), 'atria-agenda-'));
const VIEWER_ZONE = 'America/New_York';

/** 'h:mm AM' of an instant in a zone, with a plain space, as the app writes it. */
const clock = (iso: string, zone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(new Date(iso))
    .replace(/\s/gu, ' ');

/** The content lines of an iCalendar file, folded lines joined again (RFC 5545 §3.1). */
const icsLines = (text: string): string[] => text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page, `${name} at 375 px`);
  await page.screenshot({ path: join(SHOTS, `${name}-375.png`), fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.beforeAll(() => console.log(`my agenda screenshots in ${SHOTS}`));

test('a remote attendee switches to their zone, bookmarks two clashing sessions, sees the clash and takes the .ics', async ({
  request,
  browser,
  baseURL,
}) => {
  const organizer = await signUp(request, 'tz.organizer');
  const orgId = await createOrg(organizer);
  const start = isoDay(30);
  const event = await organizer.call<{ id: number; time_zone: string }>('POST', `/organizations/${orgId}/events`, {
    title: 'Berlin Summit',
    event_type: 'CONFERENCE',
    start_date: start,
    end_date: isoDay(31),
    company_name: 'Atria',
    time_zone: 'Europe/Berlin',
  });
  expect(event.time_zone).toBe('Europe/Berlin');
  const eventId = event.id;
  const session = (title: string, start_time: string, end_time: string) =>
    organizer.call<{ id: number }>('POST', `/events/${eventId}/sessions`, {
      title,
      session_type: 'PRESENTATION',
      day_number: 1,
      start_time,
      end_time,
    });
  const keynote = await session('Opening keynote', '10:00', '11:00');
  const workshop = await session('Hands-on streaming workshop', '10:30', '11:30');
  await session('Closing circle', '14:00', '15:00');
  // 03:00 on Berlin's second day is 9 PM of the first day in New York.
  await organizer.call('POST', `/events/${eventId}/sessions`, {
    title: 'Early bird breakfast',
    session_type: 'NETWORKING',
    day_number: 2,
    start_time: '03:00',
    end_time: '04:00',
  });
  const remote = await invite(organizer, eventId, 'Rita', 'Remote', 'ATTENDEE');

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    timezoneId: VIEWER_ZONE,
  });
  const page = await context.newPage();
  await signIn(page, remote);

  // The agenda speaks event time first, naming the zone.
  await page.goto(`/app/events/${eventId}/agenda`);
  const keynoteCard = page.getByRole('article', { name: 'Opening keynote' });
  await expect(keynoteCard.getByText('10:00 AM - 11:00 AM', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Times in Europe\/Berlin \(/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Event time' })).toHaveAttribute('aria-pressed', 'true');
  // Berlin's first day holds its own sessions only: the breakfast is on day 2 there.
  await expect(page.getByRole('article', { name: 'Closing circle' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Early bird breakfast' })).toHaveCount(0);
  await expectAccessible(page);

  // Bookmark both clashing sessions (the star is a named toggle button).
  for (const title of ['Opening keynote', 'Hands-on streaming workshop']) {
    const star = page.getByRole('button', { name: `Bookmark ${title}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  }
  type Agenda = { items: Array<{ session_id: number; starts_at: string; ends_at: string; clashes_with: number[] }> };
  const myAgenda = () => remote.call<Agenda>('GET', `/events/${eventId}/my-agenda`);
  // The star changes at once; the server has both bookmarks a moment later.
  await expect
    .poll(async () => (await myAgenda()).items.map((item) => item.session_id))
    .toEqual([keynote.id, workshop.id]);
  const agenda = await myAgenda();
  expect(agenda.items[0]?.clashes_with).toEqual([workshop.id]);
  const keynoteItem = agenda.items[0];
  if (!keynoteItem) throw new Error('no keynote in My agenda');

  // My time: New York's clock, remembered across a reload.
  await page.getByRole('button', { name: 'My time' }).click();
  const mine = `${clock(keynoteItem.starts_at, VIEWER_ZONE)} - ${clock(keynoteItem.ends_at, VIEWER_ZONE)}`;
  await expect(keynoteCard.getByText(mine, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Times in your zone, America\/New York \(/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'My time' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article', { name: 'Opening keynote' }).getByText(mine, { exact: true })).toBeVisible();
  // The timeline itself follows New York's day: the keynote sits on the hour mark of its New York start, and
  // the first day here ends with Berlin's second-day breakfast, at 9 PM.
  const timeline = page.getByTestId('agenda-timeline');
  const centre = (box: { y: number; height: number } | null) => (box ? box.y + box.height / 2 : NaN);
  const top = async (title: string) => (await timeline.getByRole('article', { name: title }).boundingBox())?.y ?? NaN;
  const mark = async (label: string) => centre(await timeline.getByText(label, { exact: true }).boundingBox());
  expect(
    Math.abs((await top('Opening keynote')) - (await mark(clock(keynoteItem.starts_at, VIEWER_ZONE)))),
  ).toBeLessThan(8);
  await expect(timeline.getByRole('article', { name: 'Early bird breakfast' })).toBeVisible();
  expect(Math.abs((await top('Early bird breakfast')) - (await mark('9:00 PM')))).toBeLessThan(8);
  await shoot(page, 'agenda-my-time');

  // My agenda, from the event navigation: both sessions, each flagged as clashing with the other, in words.
  await page.getByRole('navigation', { name: 'Event navigation' }).getByRole('link', { name: 'My agenda' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/events/${eventId}/my-agenda$`));
  await expect(page.getByRole('heading', { name: 'My agenda' })).toBeVisible();
  const rows = page.getByTestId('my-agenda-item');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Clashes with: Hands-on streaming workshop');
  await expect(rows.nth(1)).toContainText('Clashes with: Opening keynote');
  await expect(page.getByTestId('my-agenda-summary')).toContainText('2 sessions clash with others.');
  await expect(rows.nth(0).getByText(mine, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'my-agenda-event');

  // Across events, from the app menu's page.
  await page.goto('/app/my-agenda');
  await expect(page.getByTestId('my-agenda-item')).toHaveCount(2);
  await expect(page.getByText('Berlin Summit').first()).toBeVisible();

  // The session page: bookmarked, and 'Add to calendar' gives the .ics with the event-local start and its zone.
  await page.goto(`/app/events/${eventId}/sessions/${keynote.id}`);
  const bar = page.getByTestId('session-agenda-bar');
  await expect(bar.getByRole('button', { name: 'Bookmark Opening keynote' })).toHaveAttribute('aria-pressed', 'true');
  await bar.getByRole('button', { name: 'Add to calendar' }).click();
  const google = page.getByRole('menuitem', { name: 'Google Calendar' });
  const googleUrl = new URL((await google.getAttribute('href')) ?? '');
  const utc = (iso: string) =>
    iso
      .replace(/\.\d{3}Z$/, 'Z')
      .replaceAll('-', '')
      .replaceAll(':', '');
  expect(googleUrl.searchParams.get('dates')).toBe(`${utc(keynoteItem.starts_at)}/${utc(keynoteItem.ends_at)}`);
  expect(googleUrl.searchParams.get('text')).toBe('Opening keynote');
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download .ics file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`session-${keynote.id}.ics`);
  const ics = icsLines(readFileSync((await download.path()) ?? '', 'utf8'));
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(ics.some((line) => line.startsWith('SUMMARY:Opening keynote'))).toBe(true);
  // The session's own DTSTART, not those of the VTIMEZONE's daylight and standard rules.
  const vevent = ics.slice(ics.indexOf('BEGIN:VEVENT'), ics.indexOf('END:VEVENT'));
  const dtstart = vevent.find((line) => line.startsWith('DTSTART'));
  expect(dtstart).toBe(`DTSTART;TZID=Europe/Berlin:${start.replaceAll('-', '')}T100000`);
  expect(ics.some((line) => line.startsWith('BEGIN:VTIMEZONE'))).toBe(true);
  await page.keyboard.press('Escape');
  await shoot(page, 'session-page');

  // The personal feed in Settings: made, shown once, regenerated (the old link stops working).
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Make my feed link' }).click();
  const feedField = page.getByLabel('Feed link (webcal)');
  await expect(feedField).toHaveValue(/^webcal:\/\/.+\/api\/calendar\/feeds\/[\w-]{43}\.ics$/);
  const firstPath = new URL((await feedField.inputValue()).replace(/^webcal:/, 'http:')).pathname;
  expect((await request.get(firstPath)).status()).toBe(200);
  await page.getByRole('button', { name: 'Regenerate link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Regenerate link' });
  await expect(confirm).toContainText('The old link stops working at once');
  await confirm.getByRole('button', { name: 'Regenerate link' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(feedField).not.toHaveValue(new RegExp(firstPath.replace(/[.]/g, '\\.')));
  expect((await request.get(firstPath)).status()).toBe(404);
  await expectAccessible(page);
  await shoot(page, 'settings-feed');
  await context.close();
});
