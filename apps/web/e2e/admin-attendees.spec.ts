import { expectAccessible, expect, test, uniqueEmail, expectNoSidewaysScroll } from './fixtures';
import { createEvent, createOrg, pageFor, signUp } from './people';

/*
 * The organizer console's attendees page (docs/organizer-console.md): a CSV import with errors, fixed and
 * committed; the invitations arrive at the journeys' mail server (e2e/mailbox.mjs); an invitee follows the link
 * from the mail and lands in the event, whose admin page they cannot open.
 */

interface Mail {
  to: string;
  subject: string;
  body: string;
}

async function mailTo(address: string): Promise<Mail> {
  const url = `http://127.0.0.1:${process.env.ATRIA_E2E_MAILBOX_PORT}/messages`;
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(url)).json()) as Mail[];
        found = all.find((m) => m.to.toLowerCase().includes(address.toLowerCase()));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail to ${address}`);
  return found;
}

const csvFile = (text: string) => ({ name: 'attendees.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test('an organizer imports attendees from CSV; the invitee follows the mailed link into the event', async ({
  browser,
  baseURL,
  request,
}) => {
  const organizer = await signUp(request, 'console', 'Olga', 'Organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE', { title: 'Console Summit' });
  const { context, page } = await pageFor(browser, baseURL, organizer);

  await page.goto(`/app/events/${eventId}/admin/attendees`);
  await expect(page.getByRole('heading', { name: 'Attendees' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Participants' }).getByText('Olga Organizer')).toBeVisible();
  await expectAccessible(page);

  // A file with a bad email, an unknown role and the same email twice (in another case).
  const ada = uniqueEmail('ada');
  const ben = uniqueEmail('ben');
  const broken = [
    'email,first name,last name,role,title,company',
    `${ada},Ada,Lovelace,attendee,Analyst,Engines Ltd`,
    'not-an-email,Bad,Email,attendee,,',
    `${ben},Ben,Boss,boss,,`,
    `${ada.toUpperCase()},Ada,Again,,,`,
  ].join('\r\n');
  await page.getByRole('tab', { name: 'Import' }).click();
  const fileInput = page.getByLabel('CSV file');
  await fileInput.setInputFiles(csvFile(broken));
  await page.getByRole('button', { name: 'Check the file' }).click();
  const rows = page.getByRole('table', { name: 'Rows of the file' });
  await expect(
    page.getByText('4 rows: 1 new, 0 existing accounts, 0 already in the event, 3 with errors.'),
  ).toBeVisible();
  await expect(rows.getByText('Unknown role "boss"', { exact: false })).toBeVisible();
  await expect(rows.getByText('Same email as line 2')).toBeVisible();
  await expect(page.getByText('Fix the rows with problems', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'e2e/.artifacts/admin-attendees-preview-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page, 'the import preview at 375 px');
  await page.screenshot({ path: 'e2e/.artifacts/admin-attendees-preview-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The fixed file: checked clean, then imported.
  const fixed = [
    'email,first name,last name,role,title,company',
    `${ada},Ada,Lovelace,attendee,Analyst,Engines Ltd`,
    `${ben},Ben,Boss,speaker,,`,
  ].join('\r\n');
  await fileInput.setInputFiles(csvFile(fixed));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('No problems found', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 people' }).click();
  await expect(page.getByText('Imported: 2 added, 2 mails queued.').first()).toBeVisible();

  // The invitations arrive at the mail server, each with its claim link.
  const adaMail = await mailTo(ada);
  expect(adaMail.subject).toContain('Console Summit');
  const link = /https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9_-]+/.exec(adaMail.body)?.[0];
  expect(link).toBeDefined();
  await mailTo(ben);

  // The table finds them (debounced search) and shows the invitations pending.
  await page.getByRole('tab', { name: 'Participants' }).click();
  await page.getByLabel('Search').fill('engines');
  const table = page.getByRole('table', { name: 'Participants' });
  await expect(table.getByText('Ada Lovelace')).toBeVisible();
  await expect(table.getByText('Olga Organizer')).toHaveCount(0);
  await expect(table.getByText('Pending')).toBeVisible();
  await page.screenshot({ path: 'e2e/.artifacts/admin-attendees-people-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page, 'the attendees table at 375 px');
  await page.screenshot({ path: 'e2e/.artifacts/admin-attendees-people-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);

  // Role change asks first.
  await page.getByLabel('Role of Ada Lovelace').selectOption('MODERATOR');
  const roleDialog = page.getByRole('dialog', { name: 'Change role?' });
  await expect(roleDialog.getByText('Ada Lovelace will be Moderator in this event.')).toBeVisible();
  await expectAccessible(page);
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByRole('status').getByText('Ada Lovelace is now Moderator.')).toBeVisible();

  // Invitations tab: both pending; the sent mail lists both as sent.
  await page.getByRole('tab', { name: 'Invitations' }).click();
  const pending = page.getByRole('list', { name: 'Pending' });
  await expect(pending.getByText('Ada Lovelace')).toBeVisible();
  await expect(pending.getByText('Ben Boss')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend the invitation to Ben Boss' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'e2e/.artifacts/admin-attendees-invitations-1280.png', fullPage: true });
  await page.getByRole('tab', { name: 'Sent mail' }).click();
  const mail = page.getByRole('list', { name: 'Sent mail' });
  await expect(mail.getByText(`To: ${ada}`)).toBeVisible();
  await expect(mail.getByText('Sent', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'e2e/.artifacts/admin-attendees-mail-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: 'e2e/.artifacts/admin-attendees-mail-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Ada follows the link from the mail, sets a password and lands in the event.
  const other = await browser.newContext({ baseURL });
  const adaPage = await other.newPage();
  await adaPage.goto(link ?? '');
  await expect(adaPage.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
  await adaPage.getByLabel('Password', { exact: true }).fill('ada-password-1');
  await adaPage.getByLabel('Confirm password').fill('ada-password-1');
  await adaPage.getByRole('button', { name: 'Set Password' }).click();
  await expect(adaPage).toHaveURL(new RegExp(`/app/events/${eventId}$`));
  await expect(adaPage.getByText('Console Summit').first()).toBeVisible();
  await expectAccessible(adaPage);

  // A moderator is not an organizer: the console is not theirs.
  await adaPage.goto(`/app/events/${eventId}/admin/attendees`);
  await expect(adaPage.getByText('Page not found')).toBeVisible();
  await expect(adaPage.getByRole('tab', { name: 'Import' })).toHaveCount(0);
  await other.close();

  // The organizer sees Ada's invitation claimed.
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await page.getByLabel('Show').selectOption('claimed');
  await expect(page.getByRole('list', { name: 'Claimed' }).getByText('Ada Lovelace')).toBeVisible();
  await context.close();
});
