import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, expectNoSidewaysScroll } from './fixtures';
import { createEvent, createOrg, invite, pageFor, signUp, waitForMessaging } from './people';

// The live session with three browsers: two attendees and a moderator, and an organizer who runs the session.
test.setTimeout(420_000);

const SHOTS = process.env.ATRIA_LIVE_SHOTS ?? join(tmpdir(), 'atria-live-shots');

const panel = (page: Page) => page.getByRole('region', { name: 'Live' });
const tab = (page: Page, name: string | RegExp) => panel(page).getByRole('tab', { name });
const chatLog = (page: Page) => panel(page).getByRole('list', { name: 'Chat messages' });
const composer = (page: Page) => panel(page).getByRole('textbox', { name: 'Write a message...' });
const question = (page: Page, text: string): Locator => panel(page).getByRole('listitem').filter({ hasText: text });

async function joined(page: Page): Promise<void> {
  await expect(panel(page)).toBeVisible({ timeout: 20_000 });
  // Joined: the room counts its watchers (the connecting notice is gone).
  await expect(panel(page).getByText(/watching now/)).toBeVisible({ timeout: 20_000 });
  await expect(panel(page).getByText('Connecting to the live session...')).toHaveCount(0);
}

async function noSidewaysScroll(page: Page, what: string): Promise<void> {
  await expectNoSidewaysScroll(page, what);
}

test('two attendees and a moderator chat, ask, vote and moderate in a live session', async ({
  browser,
  baseURL,
  request,
}) => {
  const organizer = await signUp(request, 'live.organizer', 'Olga', 'Organizer');
  const orgId = await createOrg(organizer);
  const eventId = await createEvent(organizer, orgId, 'CONFERENCE');
  const session = await organizer.call<{ id: number }>('POST', `/events/${eventId}/sessions`, {
    title: 'Live keynote',
    day_number: 1,
    start_time: '10:00',
    end_time: '11:00',
    stream_url: 'https://vimeo.com/76979871',
  });
  const ana = await invite(organizer, eventId, 'Ana', 'Attendee', 'ATTENDEE');
  const ben = await invite(organizer, eventId, 'Ben', 'Attendee', 'ATTENDEE');
  const mo = await invite(organizer, eventId, 'Mo', 'Moderator', 'MODERATOR');
  const path = `/app/events/${eventId}/sessions/${session.id}`;

  const a = await pageFor(browser, baseURL, ana);
  const b = await pageFor(browser, baseURL, ben);
  const m = await pageFor(browser, baseURL, mo);
  mkdirSync(SHOTS, { recursive: true });

  for (const { page } of [a, b, m]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Live keynote' })).toBeVisible();
    await joined(page);
  }
  // The backstage is for the staff and the speakers: the moderator has it, attendees do not.
  await expect(tab(m.page, /^Backstage/)).toBeVisible();
  await expect(tab(a.page, /^Backstage/)).toHaveCount(0);
  await expect(tab(b.page, /^Backstage/)).toHaveCount(0);
  await expect(panel(a.page).getByText('3 watching now')).toBeVisible({ timeout: 20_000 });
  // The staff see who is watching.
  await panel(m.page)
    .getByRole('button', { name: /watching now/ })
    .click();
  const watchers = panel(m.page).getByRole('region', { name: 'Who is watching' });
  await expect(watchers.getByText('Ana Attendee')).toBeVisible();
  await expect(watchers.getByText('Ben Attendee')).toBeVisible();
  await expect(panel(a.page).getByRole('button', { name: /watching now/ })).toHaveCount(0);

  // The session goes LIVE: every open page shows it without a reload.
  await organizer.call('PUT', `/sessions/${session.id}/status`, { status: 'LIVE' });
  for (const { page } of [a, b, m])
    await expect(page.getByRole('main').getByText('LIVE', { exact: true })).toBeVisible();

  // Ana chats; Ben sees the message arrive, and Ana sees Ben typing.
  await composer(a.page).fill('Hello from Ana');
  await composer(a.page).press('Enter');
  await expect(chatLog(a.page).getByText('Hello from Ana')).toBeVisible();
  await expect(chatLog(b.page).getByText('Hello from Ana')).toBeVisible();
  await composer(b.page).pressSequentially('Hi Ana', { delay: 30 });
  await expect(panel(a.page).getByText(/is typing/)).toBeVisible();
  await composer(b.page).press('Enter');
  await expect(chatLog(a.page).getByText('Hi Ana')).toBeVisible();
  await expectAccessible(a.page);

  // Ben reacts to Ana's message with a heart: both see the count live; his is pressed; he takes it back.
  await chatLog(b.page).getByRole('button', { name: 'React to the message from Ana Attendee' }).click();
  await b.page.getByRole('menuitem', { name: 'Heart' }).click();
  const heartForAna = chatLog(a.page).getByRole('button', { name: 'Heart: 1 reaction' });
  await expect(heartForAna).toHaveAttribute('aria-pressed', 'false');
  const heartForBen = chatLog(b.page).getByRole('button', { name: 'Heart: 1 reaction' });
  await expect(heartForBen).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(b.page);
  await b.page.screenshot({ path: join(SHOTS, 'live-reactions-1280.png') });
  await heartForAna.click();
  await expect(chatLog(b.page).getByRole('button', { name: 'Heart: 2 reactions' })).toBeVisible();
  await heartForBen.or(chatLog(b.page).getByRole('button', { name: 'Heart: 2 reactions' })).click();
  await expect(chatLog(a.page).getByRole('button', { name: 'Heart: 1 reaction' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Backstage: the moderator's note never reaches attendees.
  await tab(m.page, /^Backstage/).click();
  const backstageBox = panel(m.page).getByRole('textbox', { name: 'Write to the backstage...' });
  await backstageBox.fill('Backstage note for the speakers');
  await backstageBox.press('Enter');
  await expect(panel(m.page).getByText('Backstage note for the speakers')).toBeVisible();

  // Ana asks a question; Ben's Q&A tab counts it as new, he opens it and upvotes.
  await tab(a.page, /^Q&A/).click();
  await a.page.getByRole('textbox', { name: 'Your question' }).fill('Will the slides be shared?');
  await panel(a.page).getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(question(a.page, 'Will the slides be shared?')).toBeVisible();
  await expect(tab(b.page, /^Q&A.*1 new item/)).toBeVisible();
  await tab(b.page, /^Q&A/).click();
  const upvote = question(b.page, 'Will the slides be shared?').getByRole('button', { name: /^Upvote/ });
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toHaveAccessibleName('Upvote 1');
  await expect(question(a.page, 'Will the slides be shared?').getByRole('button', { name: 'Upvote 1' })).toBeVisible();
  await expectAccessible(b.page);

  // The moderator marks it answered (everyone sees it), then hides it (attendees no longer see it).
  await tab(m.page, /^Q&A/).click();
  const modQuestion = question(m.page, 'Will the slides be shared?');
  await modQuestion.getByRole('button', { name: 'Mark answered' }).click();
  await expect(question(a.page, 'Will the slides be shared?').getByText('Answered', { exact: true })).toBeVisible();
  await modQuestion.getByRole('button', { name: 'Hide' }).click();
  await expect(modQuestion.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(question(b.page, 'Will the slides be shared?')).toHaveCount(0);
  await expect(question(a.page, 'Will the slides be shared?')).toHaveCount(0);
  await expectAccessible(m.page);
  await m.page.screenshot({ path: join(SHOTS, 'live-qa-moderator-1280.png') });

  // A poll: the moderator creates and opens it; both attendees vote; it is closed and the results shown to all.
  await tab(m.page, /^Polls/).click();
  await panel(m.page).getByRole('button', { name: 'New poll' }).click();
  await panel(m.page).getByRole('textbox', { name: 'Question', exact: true }).fill('Coffee or tea?');
  await panel(m.page).getByRole('textbox', { name: 'Option 1' }).fill('Coffee');
  await panel(m.page).getByRole('textbox', { name: 'Option 2' }).fill('Tea');
  await panel(m.page).getByRole('button', { name: 'Create poll' }).click();
  await expect(panel(m.page).getByText('Draft', { exact: true })).toBeVisible();
  await tab(a.page, /^Polls/).click();
  await expect(panel(a.page).getByText('Coffee or tea?')).toHaveCount(0);
  await panel(m.page).getByRole('button', { name: 'Open poll' }).click();
  await expect(panel(a.page).getByText('Coffee or tea?')).toBeVisible();
  await expect(panel(a.page).getByText('Results appear once you have voted.')).toBeVisible();
  await panel(a.page).getByRole('radio', { name: 'Tea' }).check();
  await panel(a.page).getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(panel(a.page).getByText('1 person voted')).toBeVisible();
  await tab(b.page, /^Polls/).click();
  await panel(b.page).getByRole('radio', { name: 'Coffee' }).check();
  await panel(b.page).getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(panel(b.page).getByText('2 people voted')).toBeVisible();
  await expect(panel(m.page).getByText('2 people voted')).toBeVisible();
  await panel(m.page).getByRole('button', { name: 'Close poll' }).click();
  await expect(panel(a.page).getByText('Closed', { exact: true })).toBeVisible();
  await expect(panel(a.page).getByText('2 people voted')).toBeVisible();
  await expectAccessible(a.page);
  await m.page.screenshot({ path: join(SHOTS, 'live-polls-moderator-1280.png') });

  // Moderation on a chat message: the moderator deletes Ana's message; it disappears for Ben.
  await tab(m.page, /^Chat/).click();
  await tab(b.page, /^Chat/).click();
  await panel(m.page).getByRole('button', { name: 'Actions for the message from Ana Attendee' }).first().click();
  await m.page.getByRole('menuitem', { name: 'Delete message' }).click();
  await expect(chatLog(b.page).getByText('Hello from Ana')).toHaveCount(0);
  await expect(chatLog(b.page).getByText('Hi Ana')).toBeVisible();

  // Muting Ben: he is told at once, and until when; the moderator sees it in the watchers list and lifts it there.
  await panel(m.page).getByRole('button', { name: 'Actions for the message from Ben Attendee' }).first().click();
  await m.page.getByRole('menuitem', { name: 'Mute for 10 minutes' }).click();
  const muted = panel(b.page).getByTestId('live-muted');
  await expect(muted).toContainText('You are muted in this event until');
  await expectAccessible(b.page);
  await b.page.screenshot({ path: join(SHOTS, 'live-muted-1280.png') });
  // (The moderator opened the watchers list above.)
  await expect(watchers.getByText(/muted until/)).toBeVisible();
  await m.page.screenshot({ path: join(SHOTS, 'live-watchers-moderator-1280.png') });
  await watchers.getByRole('button', { name: 'Unmute Ben Attendee' }).click();
  await expect(muted).toHaveCount(0);
  await expect(watchers.getByText(/muted until/)).toHaveCount(0);

  // The moderation log: every action above, newest first; a running mute or ban can be lifted from it.
  await organizer.call('POST', `/events/${eventId}/mutes`, { user_id: ben.id, minutes: 60, reason: 'Too loud' });
  await expect(muted).toBeVisible();
  // A moderator has no admin block: the log is linked in the event's navigation, beside Reports.
  const eventNav = m.page.getByRole('navigation', { name: 'Event navigation' });
  await expect(eventNav.getByText('Attendees')).toHaveCount(0);
  await eventNav.getByRole('link', { name: 'Moderation log' }).click();
  await expect(m.page).toHaveURL(new RegExp(`/app/events/${eventId}/admin/moderation$`));
  const log = m.page.getByRole('list', { name: 'Moderation log' });
  await expect(log.getByRole('listitem').first()).toContainText('Olga Organizer muted Ben Attendee');
  await expect(log.getByRole('listitem').first()).toContainText('Reason: Too loud');
  await expect(log.getByText('Mo Moderator deleted a chat message from Ana Attendee')).toBeVisible();
  await expect(log.getByText('Mo Moderator unmuted Ben Attendee')).toBeVisible();
  await expectAccessible(m.page);
  await m.page.screenshot({ path: join(SHOTS, 'moderation-log-1280.png'), fullPage: true });
  await m.page.setViewportSize({ width: 375, height: 812 });
  await noSidewaysScroll(m.page, 'the moderation log at 375 px');
  await m.page.screenshot({ path: join(SHOTS, 'moderation-log-375.png'), fullPage: true });
  await m.page.setViewportSize({ width: 1280, height: 800 });
  await log.getByRole('button', { name: 'Unmute Ben Attendee' }).click();
  await expect(muted).toHaveCount(0);
  await expect(log.getByRole('listitem').first()).toContainText('Mo Moderator unmuted Ben Attendee');
  await m.page.goto(path);
  await joined(m.page);

  // The attendee never saw the backstage.
  await tab(a.page, /^Chat/).click();
  await expect(panel(a.page).getByText('Backstage note for the speakers')).toHaveCount(0);

  // Screenshots of the panel at desktop and phone widths; no sideways scroll on the phone.
  await a.page.screenshot({ path: join(SHOTS, 'live-1280.png'), fullPage: true });
  await a.page.setViewportSize({ width: 375, height: 812 });
  await expect(panel(a.page)).toBeVisible();
  await noSidewaysScroll(a.page, 'the session page at 375 px');
  await a.page.screenshot({ path: join(SHOTS, 'live-375.png'), fullPage: true });
  await tab(a.page, /^Q&A/).click();
  await noSidewaysScroll(a.page, 'the Q&A tab at 375 px');
  await a.page.screenshot({ path: join(SHOTS, 'live-qa-375.png'), fullPage: true });
  await tab(a.page, /^Polls/).click();
  await noSidewaysScroll(a.page, 'the Polls tab at 375 px');
  await expectAccessible(a.page);

  // Ben goes to the agenda, the moderator to the event home; the organizer ends the session: the agenda, the
  // event home and Ana's session page follow without a reload.
  await b.page.goto(`/app/events/${eventId}/agenda`);
  const card = b.page.getByRole('article', { name: 'Live keynote' });
  await expect(card).toHaveAttribute('data-live', 'true');
  await m.page.goto(`/app/events/${eventId}`);
  const liveNow = m.page.getByRole('region', { name: 'Live now' });
  await expect(liveNow.getByRole('link', { name: 'Live keynote' })).toBeVisible();
  await expectAccessible(m.page);
  // The event is followed once the app's socket is up, which loads after the page has settled (with the chat).
  for (const page of [b.page, m.page]) await waitForMessaging(page);
  await b.page.waitForTimeout(1000);
  await organizer.call('PUT', `/sessions/${session.id}/status`, { status: 'COMPLETED' });
  await expect(card).not.toHaveAttribute('data-live', 'true');
  await expect(liveNow).toHaveCount(0);
  await expect(a.page.getByRole('main').getByText('COMPLETED', { exact: true })).toBeVisible();
  // ...and back to LIVE, still without a reload.
  await organizer.call('PUT', `/sessions/${session.id}/status`, { status: 'LIVE' });
  await expect(card).toHaveAttribute('data-live', 'true');
  await expect(m.page.getByRole('region', { name: 'Live now' })).toBeVisible();

  for (const { context } of [a, b, m]) await context.close();
});
