import { expectAccessible, expect, test, expectNoSidewaysScroll } from './fixtures';
import { createOrg, signIn, signUp } from './people';

/**
 * A bookmarked session that starts in a few minutes: the server's reminder scheduler (polling every few seconds)
 * writes the reminder, the socket pushes it, and the bell in the header shows it without a reload.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

test('a reminder of a bookmarked session appears in the bell, live, and can be marked read', async ({
  page,
  request,
}) => {
  const person = await signUp(request, 'reminded', 'Rita', 'Reminded');
  const orgId = await createOrg(person);
  // The session starts three minutes from now (UTC), well within the default 10-minute lead time.
  const start = new Date(Date.now() + 3 * 60_000);
  const end = new Date(
    Math.min(
      start.getTime() + 30 * 60_000,
      Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 23, 59),
    ),
  );
  const day = start.toISOString().slice(0, 10);
  const event = await person.call<{ id: number }>('POST', `/organizations/${orgId}/events`, {
    title: 'Reminder Summit',
    event_type: 'CONFERENCE',
    start_date: day,
    end_date: day,
    company_name: 'Atria',
    time_zone: 'UTC',
  });

  await signIn(page, person);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  // The app connects its socket once the page has settled (at most 3 s): the reminder is then pushed to it.
  await page.waitForTimeout(4_000);

  const session = await person.call<{ id: number }>('POST', `/events/${event.id}/sessions`, {
    title: 'Opening Keynote',
    start_time: hhmm(start),
    end_time: hhmm(end),
    day_number: 1,
  });
  await person.call('PUT', `/sessions/${session.id}/bookmark`);

  // Pushed by the socket within the scheduler's poll (5 s by default).
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expect(page.getByRole('status').filter({ hasText: 'New notification: Opening Keynote starts in' })).toHaveCount(
    1,
  );

  await bell.click();
  const item = page.getByRole('link', { name: /Opening Keynote starts in [23] minutes/ });
  await expect(item).toBeVisible();
  await expect(page.getByText(/Reminder Summit · /)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'e2e/.artifacts/notifications-1280.png' });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(item).toBeVisible();
  await expectNoSidewaysScroll(page, 'the notifications at 375 px');
  await expectAccessible(page);
  await page.screenshot({ path: 'e2e/.artifacts/notifications-375.png' });

  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // Escape closes the panel and gives the focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  await expect(bell).toBeFocused();

  // The reminder stays read after a reload (it was marked on the server).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('the settings page changes the reminder lead time', async ({ page, request }) => {
  const person = await signUp(request, 'settings', 'Sam', 'Settings');
  await signIn(page, person);
  await page.goto('/app/settings');
  const lead = page.getByLabel('Remind me');
  await expect(lead).toHaveValue('10');
  await lead.selectOption('30');
  await page.getByLabel('By email').selectOption('off');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Notification settings saved.')).toBeVisible();
  const saved = await person.call<{ reminder_minutes: number; email: boolean }>(
    'GET',
    '/users/me/notification-preferences',
  );
  expect(saved).toMatchObject({ reminder_minutes: 30, email: false, in_app: true });
  await expectAccessible(page);
});
