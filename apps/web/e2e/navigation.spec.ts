import { expect, test } from './fixtures';
import { createEvent, createOrg, invite, signIn, signUp } from './people';

test('someone who may not edit is sent from setup-session to the organization pending page of the event', async ({ page, request }) => {
  const organizer = await signUp(request, 'guard.organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'SINGLE_SESSION');
  const guest = await invite(organizer, eventId, 'Gina', 'Guest', 'ATTENDEE');
  await signIn(page, guest);
  await page.goto(`/app/events/${eventId}/setup-session`);
  await expect(page).toHaveURL(new RegExp(`/app/organizations/${orgId}/events/${eventId}/session-pending$`));
  await expect(page.getByRole('heading', { name: 'Session Coming Soon' })).toBeVisible();
});
