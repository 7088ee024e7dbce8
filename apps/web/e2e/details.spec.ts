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
  const markers = page.getByRole('main').locator('span').filter({ hasText: /^live( now)?$/i });
  await expect(markers).toHaveCount(1);
  await expect(markers).toBeVisible();
});
