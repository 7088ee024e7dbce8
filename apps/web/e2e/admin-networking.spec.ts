import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';
import { createEvent, createOrg, invite, pageFor, signUp } from './people';

/*
 * Networking settings (docs/networking.md#networking-settings): an organizer turns the event's directory off and
 * sets an icebreaker prompt; an attendee finds the directory closed; turned on again, the attendee sees the
 * prompt in the connection dialog.
 */

test.setTimeout(120_000);

const PROMPT = 'Ask me about the rocket launch';

test('an organizer turns the directory off and sets a prompt; attendees find it closed, then see the prompt when it opens again', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const organizer = await signUp(request, 'netset.organizer', 'Nora', 'Organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE', { title: 'Rocket Summit' });
  const ada = await invite(organizer, eventId, 'Ada', 'Attendee', 'ATTENDEE');
  await invite(organizer, eventId, 'Bob', 'Builder', 'ATTENDEE');

  // The organizer finds the page in the admin block of the event's navigation.
  const o = await pageFor(browser, baseURL, organizer);
  await o.page.goto(`/app/events/${eventId}`);
  await o.page
    .getByRole('navigation', { name: 'Event navigation' })
    .getByRole('link', { name: 'Networking settings' })
    .click();
  await expect(o.page.getByRole('heading', { level: 1, name: 'Networking settings' })).toBeVisible();
  const form = o.page.getByRole('form', { name: 'Networking settings' });
  await expect(form.getByRole('radio', { name: /^On: everyone at the event can browse it/ })).toBeChecked();
  await expectAccessible(o.page);

  // Text that shows nothing is refused on the page with the server's message, and nothing is saved.
  await form.getByRole('radio', { name: /^Off: hidden from attendees and speakers/ }).check();
  await form.getByLabel('Icebreaker prompt (optional)').fill('   ');
  await form.getByRole('button', { name: 'Save networking settings' }).click();
  await expect(
    form.getByText('The icebreaker prompt shows no visible text: write one, or leave it empty'),
  ).toBeVisible();
  await expect(form.getByLabel('Icebreaker prompt (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect(
    (await organizer.call<{ directory_enabled: boolean }>('GET', `/events/${eventId}/networking-settings`))
      .directory_enabled,
  ).toBe(true);

  await form.getByLabel('Icebreaker prompt (optional)').fill(PROMPT);
  await expect(form.getByText(`${PROMPT.length} of 200 characters`)).toBeVisible();
  await form.getByRole('button', { name: 'Save networking settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Networking settings saved.');
  await expectAccessible(o.page);
  await o.page.screenshot({ path: testInfo.outputPath('admin-networking-1280.png'), fullPage: true });

  // Saved: a reload shows it so.
  await o.page.reload();
  await expect(form.getByRole('radio', { name: /^Off: hidden from attendees and speakers/ })).toBeChecked();
  await expect(form.getByLabel('Icebreaker prompt (optional)')).toHaveValue(PROMPT);

  // The organizer still sees the directory, marked as hidden from attendees.
  await o.page.goto(`/app/events/${eventId}/networking`);
  await expect(o.page.getByText('Hidden from attendees')).toBeVisible();
  await expect(o.page.getByTestId('directory').getByRole('listitem').filter({ hasText: 'Ada Attendee' })).toBeVisible();
  await expectAccessible(o.page);

  // The attendee finds it closed, with the reason, and no search.
  const a = await pageFor(browser, baseURL, ada);
  await a.page.goto(`/app/events/${eventId}/networking`);
  await expect(a.page.getByText('The organizers have turned off the attendee directory of this event.')).toBeVisible();
  await expect(a.page.getByLabel('Search by name, company or title')).toHaveCount(0);
  await expect(a.page.getByTestId('directory')).toHaveCount(0);
  await expectAccessible(a.page);
  await a.page.screenshot({ path: testInfo.outputPath('directory-closed-1280.png'), fullPage: true });
  // Not an admin: the admin page tells her so.
  await a.page.goto(`/app/events/${eventId}/admin/networking`);
  await expect(a.page.getByText("Only the event's organizers can change its networking settings.")).toBeVisible();

  // The organizer turns it on again.
  await o.page.goto(`/app/events/${eventId}/admin/networking`);
  await form.getByRole('radio', { name: /^On: everyone at the event can browse it/ }).check();
  await form.getByRole('button', { name: 'Save networking settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Networking settings saved.');

  // The attendee sees the directory, and the organizers' prompt in the connection dialog.
  await a.page.goto(`/app/events/${eventId}/networking`);
  const bob = a.page.getByTestId('directory').getByRole('listitem').filter({ hasText: 'Bob Builder' });
  await bob.getByRole('button', { name: 'Connect with Bob Builder' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Connect with Bob Builder' });
  const note = dialog.getByLabel('Add a note (optional)');
  await expect(note).toHaveAttribute('placeholder', PROMPT);
  await expect(dialog.getByText(`The organizers suggest: ${PROMPT}`)).toBeVisible();
  await expectAccessible(a.page);
  await a.page.screenshot({ path: testInfo.outputPath('connect-icebreaker-1280.png'), fullPage: true });
  await note.fill('Launch day was great');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(bob.getByText('Request sent')).toBeVisible();

  // Small screens: the settings page fits.
  const small = await pageFor(browser, baseURL, organizer, { width: 375, height: 800 });
  await small.page.goto(`/app/events/${eventId}/admin/networking`);
  await expect(small.page.getByRole('heading', { level: 1, name: 'Networking settings' })).toBeVisible();
  await expect(small.page.getByLabel('Icebreaker prompt (optional)')).toHaveValue(PROMPT);
  await expectNoSidewaysScroll(small.page, 'networking settings at 375 px');
  await expectAccessible(small.page);
  await small.page.screenshot({ path: testInfo.outputPath('admin-networking-375.png'), fullPage: true });

  for (const c of [o, a, small]) await c.context.close();
});
