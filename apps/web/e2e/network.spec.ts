import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail, expectNoSidewaysScroll } from './fixtures';

/*
 * Networking and sponsors (docs/networking.md): a photo shows in the directory; find someone, connect, they
 * accept, then message; an organizer sets up two tiers with logos and sees them on the event home.
 */

interface Person {
  id: number;
  name: string;
  email: string;
  access: string;
  refresh: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A one-colour PNG of the given size, made here so the test needs no image files. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signUp(request: APIRequestContext, first: string, last: string): Promise<Person> {
  const email = uniqueEmail(first.toLowerCase());
  const res = await request.post('/api/auth/signup', {
    data: { email, password: 'correct-horse-1', first_name: first, last_name: last },
  });
  expect(res.status()).toBe(201);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  const me = (await (await request.get('/api/auth/me', { headers: bearer(tokens.access_token) })).json()) as {
    id: number;
    full_name: string;
  };
  return { id: me.id, name: me.full_name, email, access: tokens.access_token, refresh: tokens.refresh_token };
}

/** An organization of `owner` with one event whose attendees are `people`. */
async function eventWith(request: APIRequestContext, owner: Person, people: Person[]): Promise<number> {
  const org = await request.post('/api/organizations', {
    headers: bearer(owner.access),
    data: { name: `Net ${Date.now().toString(36)}` },
  });
  expect(org.status()).toBe(201);
  const orgId = ((await org.json()) as { id: number }).id;
  const ev = await request.post(`/api/organizations/${orgId}/events`, {
    headers: bearer(owner.access),
    data: {
      title: 'Networking Summit',
      event_type: 'CONFERENCE',
      start_date: '2031-06-01',
      end_date: '2031-06-02',
      company_name: 'Net Co',
    },
  });
  expect(ev.status()).toBe(201);
  const eventId = ((await ev.json()) as { id: number }).id;
  for (const p of people) {
    const [first = 'X', last = 'Y'] = p.name.split(' ');
    const added = await request.post(`/api/events/${eventId}/users/add`, {
      headers: bearer(owner.access),
      data: { email: p.email, first_name: first, last_name: last, role: 'ATTENDEE' },
    });
    expect(added.status()).toBe(201);
  }
  return eventId;
}

async function signedIn(
  browser: Browser,
  person: Person,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript(
    ([access, refresh]) => {
      if (!localStorage.getItem('refresh_token')) {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      }
    },
    [person.access, person.refresh] as const,
  );
  return { context, page: await context.newPage() };
}

async function noHorizontalScroll(page: Page) {
  await expectNoSidewaysScroll(page, page.url());
}

test('upload a photo, find someone in the directory, connect, they accept, then message', async ({
  browser,
  request,
}, testInfo) => {
  const owner = await signUp(request, 'Olga', 'Owner');
  const ada = await signUp(request, 'Ada', 'Lovelace');
  const bob = await signUp(request, 'Bob', 'Builder');
  const eventId = await eventWith(request, owner, [ada, bob]);
  await request.put(`/api/users/${bob.id}`, {
    headers: bearer(bob.access),
    data: { title: 'Bridge engineer', company_name: 'Builders Ltd' },
  });

  // Bob uploads his photo on My network.
  const b = await signedIn(browser, bob);
  await b.page.goto('/app/network');
  await expect(b.page.getByRole('heading', { name: 'My network' })).toBeVisible();
  await b.page.getByLabel('Your photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png(200, 200, [30, 120, 200]),
  });
  await expect(b.page.getByText('Photo saved.')).toBeVisible();
  await expectAccessible(b.page);

  // Ada finds him by company, sees his photo, and asks to connect.
  const a = await signedIn(browser, ada);
  await a.page.goto(`/app/events/${eventId}/networking`);
  await a.page.getByLabel('Search by name, company or title').fill('builders');
  const card = a.page.getByTestId('directory').getByRole('listitem').filter({ hasText: 'Bob Builder' });
  await expect(card).toBeVisible();
  await expect(a.page.getByTestId('directory').getByRole('listitem')).toHaveCount(1);
  await expect(card.locator('img')).toHaveAttribute('src', /\/media\/[0-9a-f]{32}-\d+\.webp$/);
  await expectAccessible(a.page);
  await a.page.screenshot({ path: testInfo.outputPath('directory-1280.png'), fullPage: true });
  await card.getByRole('button', { name: 'Connect with Bob Builder' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Connect with Bob Builder' });
  await dialog.getByLabel('Add a note (optional)').fill('Loved your bridge talk');
  await expectAccessible(a.page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(card.getByText('Request sent')).toBeVisible();

  // Bob sees the request (live count), accepts it, and messages Ada.
  await expect(b.page.getByText('1 request waiting')).toBeVisible();
  await b.page.getByRole('button', { name: /Requests received/ }).click();
  const request1 = b.page.getByTestId('connections').getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
  await expect(request1.getByText('Note: Loved your bridge talk')).toBeVisible();
  await request1.getByRole('button', { name: 'Accept' }).click();
  await b.page.getByRole('button', { name: 'Connections', exact: true }).click();
  const connected = b.page.getByTestId('connections').getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
  await expect(connected).toBeVisible();
  await b.page.screenshot({ path: testInfo.outputPath('network-1280.png'), fullPage: true });
  await connected.getByRole('button', { name: 'Message Ada Lovelace' }).click();
  const win = b.page.getByRole('region', { name: 'Chat with Ada Lovelace' });
  await win.getByRole('textbox', { name: 'Write a message...' }).fill('Hello Ada, thanks for connecting!');
  await win.getByRole('textbox', { name: 'Write a message...' }).press('Enter');
  await expect(win.getByText('Hello Ada, thanks for connecting!')).toBeVisible();

  // Ada sees Bob's photo in her chat with him too (the chat carries one URL per person: the photo's).
  await a.page.reload();
  const bobCard = a.page.getByTestId('directory').getByRole('listitem').filter({ hasText: 'Bob Builder' });
  await bobCard.getByRole('button', { name: 'Message Bob Builder' }).click();
  const adaWin = a.page.getByRole('region', { name: 'Chat with Bob Builder' });
  await expect(adaWin.locator('img').first()).toHaveAttribute('src', /\/media\/[0-9a-f]{32}-128\.webp$/);

  // Small screens: the directory fits.
  const small = await signedIn(browser, ada, 375);
  await small.page.goto(`/app/events/${eventId}/networking`);
  await expect(small.page.getByTestId('directory')).toBeVisible();
  await noHorizontalScroll(small.page);
  await small.page.screenshot({ path: testInfo.outputPath('directory-375.png'), fullPage: true });
  await expectAccessible(small.page);
  await small.context.close();
  await a.context.close();
  await b.context.close();
});

test('an organizer sets up two sponsor tiers with logos and sees them on the event home', async ({
  browser,
  request,
}, testInfo) => {
  const owner = await signUp(request, 'Sam', 'Sponsor');
  const eventId = await eventWith(request, owner, []);
  const o = await signedIn(browser, owner);
  await o.page.goto(`/app/events/${eventId}/admin/sponsors`);
  await expect(o.page.getByRole('heading', { name: 'Sponsor management' })).toBeVisible();

  for (const [tier, colour, sponsor, rgb] of [
    ['Gold', '#d4af37', 'Acme Rockets', [200, 40, 40]],
    ['Silver', '#c0c0c0', 'Globex', [40, 160, 60]],
  ] as const) {
    const tierForm = o.page.getByRole('form', { name: 'New tier' });
    await tierForm.getByLabel('Tier name').fill(tier);
    await tierForm.getByLabel('Colour').fill(colour);
    await tierForm.getByRole('button', { name: 'Add tier' }).click();
    const form = o.page.getByRole('form', { name: `New sponsor in ${tier}` });
    await form.getByLabel('Sponsor name').fill(sponsor);
    await form.getByLabel('Website').fill('https://example.com');
    await form.getByLabel('Featured').check();
    await form.getByRole('button', { name: 'Add sponsor' }).click();
    await o.page.getByLabel(`Logo for ${sponsor}`).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png(320, 160, [...rgb]),
    });
    await expect(o.page.getByTestId(`tier-${tier}`).getByRole('img', { name: sponsor })).toBeVisible();
  }
  // Keyboard reordering: Silver first.
  await o.page.getByRole('button', { name: 'Move tier Silver up' }).click();
  await expect(o.page.getByText('Silver moved to position 1.')).toBeAttached();
  await expectAccessible(o.page);
  await o.page.screenshot({ path: testInfo.outputPath('admin-sponsors-1280.png'), fullPage: true });

  await o.page.goto(`/app/events/${eventId}`);
  const strip = o.page.getByTestId('featured-sponsors');
  await expect(strip.getByRole('img', { name: 'Acme Rockets' })).toBeVisible();
  await expect(strip.getByRole('img', { name: 'Globex' })).toBeVisible();
  await expectAccessible(o.page);
  await o.page.screenshot({ path: testInfo.outputPath('event-home-1280.png'), fullPage: true });

  await o.page.goto(`/app/events/${eventId}/sponsors`);
  const headings = o.page.getByRole('heading', { level: 3 });
  await expect(headings.first()).toHaveText('Silver');
  await expectAccessible(o.page);

  const small = await signedIn(browser, owner, 375);
  await small.page.goto(`/app/events/${eventId}/admin/sponsors`);
  await expect(small.page.getByTestId('tier-Gold')).toBeVisible();
  await noHorizontalScroll(small.page);
  await small.page.screenshot({ path: testInfo.outputPath('admin-sponsors-375.png'), fullPage: true });
  await small.page.goto(`/app/events/${eventId}/sponsors`);
  await noHorizontalScroll(small.page);
  await small.page.screenshot({ path: testInfo.outputPath('sponsors-375.png'), fullPage: true });
  await small.context.close();
  await o.context.close();
});

test('view a profile, report someone, moderators resolve it; block and unblock', async ({
  browser,
  request,
}, testInfo) => {
  const owner = await signUp(request, 'Mona', 'Moderator');
  const ada = await signUp(request, 'Ada', 'Reporter');
  const bob = await signUp(request, 'Bob', 'Spammer');
  const eventId = await eventWith(request, owner, [ada, bob]);
  await request.put(`/api/users/${bob.id}`, {
    headers: bearer(bob.access),
    data: {
      title: 'Growth hacker',
      company_name: 'Spam Inc',
      bio: 'I sell things.',
      social_links: { website: 'https://spam.example.com' },
    },
  });

  // Ada opens Bob's profile from the directory and reports him.
  const a = await signedIn(browser, ada);
  await a.page.goto(`/app/events/${eventId}/networking`);
  await a.page.getByRole('link', { name: 'Bob Spammer' }).click();
  await expect(a.page.getByRole('heading', { level: 1, name: 'Bob Spammer' })).toBeVisible();
  await expect(a.page.getByText('Growth hacker · Spam Inc')).toBeVisible();
  await expect(a.page.getByText('I sell things.')).toBeVisible();
  await expect(a.page.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://spam.example.com');
  // Not a moderator: no report queue in her navigation.
  await expect(a.page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await expectAccessible(a.page);
  await a.page.screenshot({ path: testInfo.outputPath('profile-1280.png'), fullPage: true });
  await a.page.getByRole('button', { name: 'Report Bob Spammer' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Report Bob Spammer' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Sends advertising to everyone');
  await expectAccessible(a.page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(a.page.getByText("Thank you. The event's moderators will look at your report.")).toBeVisible();
  // Her own queue page says she may not see it.
  await a.page.goto(`/app/events/${eventId}/reports`);
  await expect(a.page.getByText("Only the event's moderators and organizers can see its reports.")).toBeVisible();

  // The organizer (a moderator of the event) finds it through the navigation and resolves it with a note.
  const o = await signedIn(browser, owner);
  await o.page.goto(`/app/events/${eventId}`);
  await o.page.getByRole('link', { name: 'Reports' }).click();
  await expect(o.page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const report = o.page.getByTestId('reports').getByRole('listitem').filter({ hasText: 'Bob Spammer' });
  await expect(report.getByText('Sends advertising to everyone')).toBeVisible();
  await expect(report.getByText(/Reported by Ada Reporter/)).toBeVisible();
  await expectAccessible(o.page);
  await o.page.screenshot({ path: testInfo.outputPath('reports-1280.png'), fullPage: true });
  await report.getByLabel('Note on the report about Bob Spammer (optional)').fill('Warned him');
  await report.getByRole('button', { name: 'Resolve' }).click();
  await expect(o.page.getByText('No open reports.')).toBeVisible();
  await o.page.getByRole('button', { name: 'Resolved' }).click();
  await expect(o.page.getByText(/Resolved on .*: Warned him/)).toBeVisible();
  const small = await signedIn(browser, owner, 375);
  await small.page.goto(`/app/events/${eventId}/reports`);
  await small.page.getByRole('button', { name: 'Resolved' }).click();
  await expect(small.page.getByText(/Warned him/)).toBeVisible();
  await noHorizontalScroll(small.page);
  await small.page.screenshot({ path: testInfo.outputPath('reports-375.png'), fullPage: true });
  await expectAccessible(small.page);

  // Ada blocks Bob: he leaves her directory and shows in her blocked list, where she unblocks him.
  await a.page.goto(`/app/events/${eventId}/people/${bob.id}`);
  await a.page.getByRole('button', { name: 'Block Bob Spammer' }).click();
  const confirm = a.page.getByRole('dialog', { name: 'Block Bob Spammer?' });
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(a.page.getByText('You blocked this person.')).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Connect with Bob Spammer' })).toHaveCount(0);
  const smallAda = await signedIn(browser, ada, 375);
  await smallAda.page.goto(`/app/events/${eventId}/people/${bob.id}`);
  await expect(smallAda.page.getByText('You blocked this person.')).toBeVisible();
  await noHorizontalScroll(smallAda.page);
  await smallAda.page.screenshot({ path: testInfo.outputPath('profile-375.png'), fullPage: true });
  await a.page.goto(`/app/events/${eventId}/networking`);
  await expect(a.page.getByRole('link', { name: 'Mona Moderator' })).toBeVisible();
  await expect(a.page.getByRole('link', { name: 'Bob Spammer' })).toHaveCount(0);
  await a.page.goto('/app/network');
  // Her profile: the server's rules, checked before sending.
  await a.page.getByLabel('Headline').fill('Safety researcher');
  await a.page.getByLabel('Website').fill('javascript:alert(1)');
  await a.page.getByRole('button', { name: 'Save profile' }).click();
  await expect(a.page.getByText('Must be an http(s) URL')).toBeVisible();
  await a.page.getByLabel('Website').fill('https://ada.example.org');
  await a.page.getByRole('button', { name: 'Save profile' }).click();
  await expect(a.page.getByText('Profile saved.')).toBeVisible();
  await a.page.reload();
  await expect(a.page.getByLabel('Headline')).toHaveValue('Safety researcher');
  await expect(a.page.getByLabel('Website')).toHaveValue('https://ada.example.org');
  const blocked = a.page.getByTestId('blocked').getByRole('listitem').filter({ hasText: 'Bob Spammer' });
  await expectAccessible(a.page);
  await blocked.getByRole('button', { name: 'Unblock Bob Spammer' }).click();
  await expect(a.page.getByText('You have not blocked anyone.')).toBeVisible();
  await a.page.goto(`/app/events/${eventId}/networking`);
  await expect(a.page.getByRole('link', { name: 'Bob Spammer' })).toBeVisible();
  for (const c of [a, o, small, smallAda]) await c.context.close();
});
