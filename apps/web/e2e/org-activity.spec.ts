import { expect, expectAccessible, test } from './fixtures';
import { createEvent, createOrg, signIn, signUp } from './people';

// Issue 19: the organization dashboard's recent activity. A change made in the browser appears in the panel,
// newest first, with who made it; the panel is the owners' and admins' (a member sees none of it).
test.setTimeout(120_000);

test('the organization dashboard: a change made in the browser shows in Recent activity, newest first', async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, 'activity.owner', 'Olga', 'Organizer');
  const orgId = await createOrg(organizer);
  const stamp = Date.now().toString(36);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE', { title: `Activity Summit ${stamp}` });
  await signIn(page, organizer);
  await page.setViewportSize({ width: 1280, height: 800 });

  const org = `/app/organizations/${orgId}`;
  await page.goto(org);
  const panel = page.getByRole('region', { name: 'Recent activity' });
  const entries = panel.getByRole('listitem');
  await expect(entries.first()).toContainText(`Olga Organizer created the event Activity Summit ${stamp}`);

  // The change, in the browser: the event is renamed from the organization's events page.
  await page.goto(`${org}/events`);
  // With the mouse, at the button's centre: the card's title link covers the card, and once lay over this button.
  await page.getByRole('button', { name: `Edit Activity Summit ${stamp}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await edit.getByLabel('Title').fill(`Renamed Summit ${stamp}`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();

  // Back on the dashboard: the rename is the newest entry; the creation stays below it, under its old name.
  await page.goto(org);
  await expect(entries.first()).toContainText(`Olga Organizer changed the event Renamed Summit ${stamp}`);
  await expect(entries.nth(1)).toContainText(`created the event Activity Summit ${stamp}`);
  await expect(entries.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expectAccessible(page);

  // A session added through the API is there too, after a reload, with its event.
  await organizer.call('POST', `/events/${eventId}/sessions`, {
    title: `Opening ${stamp}`,
    day_number: 1,
    start_time: '09:00',
    end_time: '10:00',
  });
  await page.reload();
  await expect(entries.first()).toContainText(
    `Olga Organizer added the session Opening ${stamp} to Renamed Summit ${stamp}`,
  );
  await page.screenshot({ path: test.info().outputPath('org-activity-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(panel).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('org-activity-375.png'), fullPage: true });
});
