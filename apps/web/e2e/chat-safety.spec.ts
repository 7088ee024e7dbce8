import { expect, expectAccessible, test } from './fixtures';
import { createEvent, createOrg, invite, pageFor, signUp } from './people';

// Issue 22: block and report from an open conversation's header (docs/networking.md#blocks, #reports), and the
// moderators' report queue link counting the open reports.
test.setTimeout(180_000);

test('from a conversation: report the other person to the event moderators, who see the count, then block them', async ({
  browser,
  baseURL,
  request,
}) => {
  const organizer = await signUp(request, 'safety.organizer', 'Olga', 'Organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
  const ben = await invite(organizer, eventId, 'Ben', 'Brightside', 'ATTENDEE');
  const thread = await organizer.call<{ id: number }>('POST', '/direct-messages/threads', {
    user_id: ben.id,
    event_id: eventId,
  });
  await organizer.call('POST', `/direct-messages/threads/${thread.id}/messages`, { content: 'Buy my course' });

  // The moderator's side: no badge while the queue is empty.
  const o = await pageFor(browser, baseURL, organizer);
  await o.page.goto(`/app/events/${eventId}`);
  const nav = o.page.getByRole('navigation', { name: 'Event navigation' });
  await expect(nav.getByRole('link', { name: /^Reports/ })).toBeVisible();
  await expect(nav.getByTestId('open-reports')).toHaveCount(0);

  // Ben opens the conversation; its header's menu reports Olga, with a reason.
  const b = await pageFor(browser, baseURL, ben);
  await b.page.goto(`/app/events/${eventId}`);
  const messaging = b.page.getByRole('complementary', { name: 'Messaging' });
  const toggle = messaging.getByRole('button', { name: /^Messaging/ });
  await expect(toggle).toBeVisible({ timeout: 15_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await messaging.getByRole('button', { name: /Olga Organizer/ }).click();
  const win = b.page.getByRole('region', { name: 'Chat with Olga Organizer' });
  await expect(win.getByText('Buy my course')).toBeVisible();
  const more = win.getByRole('button', { name: 'More actions for Olga Organizer' });
  await more.click();
  await b.page.getByRole('menuitem', { name: 'Report' }).click();
  const report = b.page.getByRole('dialog', { name: 'Report Olga Organizer' });
  await expect(report).toBeVisible();
  await expectAccessible(b.page);
  await report.getByLabel('Reason').fill('Selling in private messages');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();
  await expect(win.getByRole('status')).toHaveText("Thank you. The event's moderators will look at your report.");
  await expect(more).toBeFocused();

  // The report is in the queue (the API's view), and the moderator's link counts it (a reload stands in for the
  // 30-second poll).
  const queue = await organizer.call<{ reports: { reason: string }[] }>('GET', `/events/${eventId}/reports`);
  expect(queue.reports.map((r) => r.reason)).toEqual(['Selling in private messages']);
  await o.page.reload();
  await expect(nav.getByTestId('open-reports')).toHaveText(/^1\s*1 open report$/);
  await expect(nav.getByRole('link', { name: 'Reports 1 open report' })).toBeVisible();

  // Ben blocks Olga from the same menu, after the confirmation; the menu then offers Unblock.
  await more.click();
  await b.page.getByRole('menuitem', { name: 'Block' }).click();
  const confirm = b.page.getByRole('dialog', { name: 'Block Olga Organizer?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(confirm).toBeHidden();
  await expect(win.getByRole('status')).toHaveText('You blocked this person.');
  const blocked = await ben.call<{ people: { id: number }[] }>('GET', '/users/me/blocked');
  expect(blocked.people.map((p) => p.id)).toEqual([organizer.id]);
  await more.click();
  await expect(b.page.getByRole('menuitem', { name: 'Unblock' })).toBeVisible();
  await b.page.keyboard.press('Escape');
  // Escape closed the menu only: the conversation stays open.
  await expect(win.getByText('Buy my course')).toBeVisible();
  await o.context.close();
  await b.context.close();
});

test('a general conversation (no event) offers Block but no Report: there are no moderators to send it to', async ({
  browser,
  baseURL,
  request,
}) => {
  const organizer = await signUp(request, 'safety.general', 'Olga', 'Organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
  const ben = await invite(organizer, eventId, 'Ben', 'Brightside', 'ATTENDEE');
  await organizer.call('POST', '/direct-messages/threads', { user_id: ben.id, event_id: null });
  const b = await pageFor(browser, baseURL, ben);
  await b.page.goto('/app/organizations');
  const messaging = b.page.getByRole('complementary', { name: 'Messaging' });
  const toggle = messaging.getByRole('button', { name: /^Messaging/ });
  await expect(toggle).toBeVisible({ timeout: 15_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await messaging.getByRole('button', { name: /Olga Organizer/ }).click();
  const win = b.page.getByRole('region', { name: 'Chat with Olga Organizer' });
  await win.getByRole('button', { name: 'More actions for Olga Organizer' }).click();
  await expect(b.page.getByRole('menuitem', { name: 'Block' })).toBeVisible();
  await expect(b.page.getByRole('menuitem', { name: 'Report' })).toHaveCount(0);
  await b.context.close();
});
