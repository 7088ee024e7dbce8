import { expect, test } from './fixtures';
import { createEvent, createOrg, signIn, signUp } from './people';

test('a live session shows one live marker, not LIVE NOW and LIVE side by side', async ({ page, request }) => {
  const organizer = await signUp(request, 'live.organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
  const session = await organizer.call<{ id: number }>('POST', `/events/${eventId}/sessions`, {
    title: 'Broadcast check',
    day_number: 1,
    start_time: '10:00',
    end_time: '11:00',
    stream_url: 'https://vimeo.com/76979871',
  });
  await organizer.call('PUT', `/sessions/${session.id}/status`, { status: 'LIVE' });
  await signIn(page, organizer);
  await page.goto(`/app/events/${eventId}/sessions/${session.id}`);
  await expect(page.getByRole('heading', { name: 'Broadcast check' })).toBeVisible();
  // The status select's LIVE option aside, one marker says the session is live.
  const markers = page
    .getByRole('main')
    .locator('span')
    .filter({ hasText: /^live( now)?$/i });
  await expect(markers).toHaveCount(1);
  await expect(markers).toBeVisible();
});

test('adding a conference session keeps the organizer on the agenda and offers to open the session', async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, 'add.organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
  await signIn(page, organizer);
  const agenda = `/app/organizations/${orgId}/events/${eventId}`;
  await page.goto(agenda);
  for (const [title, start, end] of [
    ['Morning warm-up', '09:00', '09:30'],
    ['Second talk', '10:00', '10:45'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Session' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Start Time').fill(start);
    await dialog.getByLabel('End Time').fill(end);
    await dialog.getByRole('button', { name: 'Create Session' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${agenda}$`));
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(title);
  }
  await page.getByRole('main').getByRole('status').getByRole('link', { name: 'Open session' }).click();
  await expect(page).toHaveURL(new RegExp(`${agenda}/sessions/\\d+$`));
  await expect(page.getByRole('heading', { name: 'Second talk' })).toBeVisible();
});

test('the testimonial picture is not announced as a portrait: it shows initials', async ({ page }) => {
  await page.goto('/');
  const testimonial = page.getByRole('region', { name: 'Loved by organizers' });
  await expect(testimonial.getByText('Maya Okafor')).toBeVisible();
  await expect(page.getByRole('img', { name: /portrait/i })).toHaveCount(0);
});
