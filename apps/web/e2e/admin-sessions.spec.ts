import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { createEvent, createOrg, invite, pageFor, signUp } from './people';

const HEADER = 'title,day,start,end,type,description,stream url,speakers';

/** No horizontal scroll at this width: the page is no wider than the window. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, 'page wider than the window').toBeLessThanOrEqual(widths.window);
}

async function screenshots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `e2e/.artifacts/${name}-1280.png`, fullPage: true });
  await expectNoSideScroll(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `e2e/.artifacts/${name}-375.png`, fullPage: true });
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const csvFile = (text: string) => ({ name: 'agenda.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

test('an organizer imports sessions from CSV, fixes an error, commits and changes a status inline', async ({
  browser,
  baseURL,
  request,
}) => {
  // One long journey through four pages, each looked at twice with axe and screenshots on a shared machine.
  test.setTimeout(300_000);
  const organizer = await signUp(request, 'sessions-admin');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
  const speaker = await invite(organizer, eventId, 'Sam', 'Speaker', 'SPEAKER');
  const { context, page } = await pageFor(browser, baseURL, organizer);

  await page.goto(`/app/events/${eventId}/admin/sessions`);
  await expect(page.getByRole('heading', { name: 'Sessions', level: 1 })).toBeVisible();
  await expect(page.getByText('No sessions yet.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const broken = [
    HEADER,
    `Opening keynote,1,09:00,10:00,keynote,"Welcome, everyone",,${speaker.email}:host`,
    `Deep dive,1,09:30,10:30,workshop,,,${speaker.email}`,
    'Closing panel,2,16:00,17:00,panel,,,',
  ].join('\r\n');
  await page.getByLabel('CSV file').setInputFiles(csvFile(`\uFEFF${broken}\r\n`));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('3 rows: 2 new, 0 already in the agenda, 1 with errors')).toBeVisible();
  await expect(page.getByText(/Sam Speaker is already speaking in 'Opening keynote'/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ session/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'admin-sessions-preview');

  const fixed = broken.replace('Deep dive,1,09:30,10:30', 'Deep dive,1,10:30,11:30');
  await page.getByLabel('CSV file').setInputFiles(csvFile(`${fixed}\r\n`));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('3 rows: 3 new, 0 already in the agenda, 0 with errors')).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 sessions' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 sessions imported' })).toBeAttached();

  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Opening keynote' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Deep dive' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Closing panel' })).toBeVisible();
  await expect(page.getByText('3 sessions shown of 3')).toBeVisible();

  // The same file again changes nothing.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page.getByLabel('CSV file').setInputFiles(csvFile(`${fixed}\r\n`));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('3 rows: 0 new, 3 already in the agenda, 0 with errors')).toBeVisible();
  await page.getByRole('button', { name: 'Close import' }).click();

  // Inline status change, then the status filter finds it.
  await page.getByRole('combobox', { name: 'Status of Deep dive' }).selectOption('LIVE');
  await expect(page.getByRole('status').filter({ hasText: '“Deep dive” is now LIVE' })).toBeAttached();
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('LIVE');
  await expect(page.getByText('1 session shown of 3')).toBeVisible();
  await expect(table.getByRole('link', { name: 'Deep dive' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // Sort by title, filter by speaker, duplicate and delete.
  await page.getByRole('button', { name: 'Sort by Title' }).click();
  await expect(table.getByRole('link').first()).toHaveText('Closing panel');
  await page.getByRole('combobox', { name: 'Speaker' }).selectOption({ label: 'Sam Speaker' });
  await expect(page.getByText('2 sessions shown of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('button', { name: 'Duplicate Closing panel' }).click();
  await expect(table.getByRole('link', { name: 'Closing panel (copy)' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Closing panel (copy)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('link', { name: 'Closing panel (copy)' })).toHaveCount(0);
  await expect(page.getByText('3 sessions shown of 3')).toBeVisible();

  // Interest: how many people bookmarked each session, sortable. Two people bookmark Deep dive, one the keynote.
  const fan = await invite(organizer, eventId, 'Fay', 'Fan', 'ATTENDEE');
  const idOf = async (title: string) =>
    Number((await table.getByRole('link', { name: title, exact: true }).getAttribute('href'))?.split('/').pop());
  const deepDive = await idOf('Deep dive');
  const keynote = await idOf('Opening keynote');
  for (const [who, id] of [
    [fan, deepDive],
    [speaker, deepDive],
    [fan, keynote],
  ] as const)
    await who.call('PUT', `/sessions/${id}/bookmark`);
  await page.reload();
  await expect(table.getByRole('link', { name: 'Deep dive' })).toBeVisible();
  const interestOf = (title: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: title, exact: true }) })
      .getByTestId('interest-cell');
  await expect(interestOf('Deep dive')).toHaveText('2');
  await expect(interestOf('Opening keynote')).toHaveText('1');
  await expect(interestOf('Closing panel')).toHaveText('0');
  await page.getByRole('button', { name: 'Sort by Interest' }).click();
  await expect(table.getByRole('link').first()).toHaveText('Closing panel');
  await page.getByRole('button', { name: 'Sort by Interest' }).click();
  await expect(table.getByRole('link').first()).toHaveText('Deep dive');
  await expect(page.getByRole('columnheader', { name: /Interest/ })).toHaveAttribute('aria-sort', 'descending');

  await screenshots(page, 'admin-sessions');

  // Speakers: Sam with their two sessions; the title and bio dialog.
  await page.goto(`/app/events/${eventId}/admin/speakers`);
  await expect(page.getByRole('heading', { name: 'Speakers', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sam Speaker' })).toBeVisible();
  await expect(page.getByText('2 sessions')).toBeVisible();
  await page.getByRole('button', { name: 'Edit title and bio of Sam Speaker' }).click();
  const info = page.getByRole('dialog');
  await info.getByLabel('Title').fill('Chief Demo Officer');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info).toBeHidden();
  await expect(page.getByText('Chief Demo Officer')).toBeVisible();
  await page.getByRole('button', { name: 'Invite speaker' }).click();
  await expect(page.getByRole('dialog').getByLabel('Role')).toHaveValue('SPEAKER');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectAccessible(page);
  await screenshots(page, 'admin-speakers');

  // Settings: a section saves on its own, with the contract's messages.
  await page.goto(`/app/events/${eventId}/admin/settings`);
  await expect(page.getByRole('heading', { name: 'Event Settings', level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByLabel('Title').fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Title must be at least 3 characters')).toBeVisible();
  await details.getByLabel('Title').fill('Imported Summit');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Saved.');
  const landing = page.getByRole('region', { name: 'Landing page' });
  await landing.getByLabel('Venue name').fill('Hall 7');
  await landing.getByRole('button', { name: 'Save Page' }).click();
  await expect(landing.getByRole('status')).toHaveText('Saved.');
  await expect(landing.getByLabel('Venue name')).toHaveValue('Hall 7');
  await expect(page.getByRole('button', { name: 'Delete this event' })).toBeDisabled();
  await expectAccessible(page);
  await screenshots(page, 'admin-settings');
  const event = await organizer.call<{ title: string; venue_name: string }>('GET', `/events/${eventId}`);
  expect([event.title, event.venue_name]).toEqual(['Imported Summit', 'Hall 7']);

  // The organization's dashboard: the event as upcoming, the owner counted.
  await page.goto(`/app/organizations/${orgId}`);
  await expect(
    page.getByRole('region', { name: 'Upcoming events' }).getByRole('link', { name: 'Imported Summit' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '1 member' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'organization-dashboard');
  await context.close();
});

test('an attendee is told the sessions admin page is for organizers', async ({ browser, baseURL, request }) => {
  const organizer = await signUp(request, 'sessions-admin-owner');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
  const attendee = await invite(organizer, eventId, 'Ada', 'Attendee', 'ATTENDEE');
  const { context, page } = await pageFor(browser, baseURL, attendee);
  await page.goto(`/app/events/${eventId}/admin/sessions`);
  await expect(page.getByText('Only the event’s organizers can manage its sessions.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await context.close();
});
