import { readFileSync } from 'node:fs';
import yauzl from 'yauzl';
import { expect, expectAccessible, test } from './fixtures';
import { signIn, signUp } from './people';

/** The text of one entry of a zip file, read as any unzip tool reads it. */
function entryText(path: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(readFileSync(path), { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      zip.on('error', reject);
      zip.on('end', () => reject(new Error(`no ${name} in the archive`)));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr) return reject(streamErr);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.readEntry();
    });
  });
}

// Settings, Your data: a person with a direct message exports their data, waits while it is prepared in the
// background, downloads the archive and finds their message in it.
test('a person exports their data and finds their message in the archive', async ({ page, request }, testInfo) => {
  const person = await signUp(request, 'exporter', 'Ema', 'Porter');
  const friend = await signUp(request, 'friend', 'Finn', 'Friend');
  const org = await person.call<{ id: number }>('POST', '/organizations', {
    name: `Export ${Date.now().toString(36)}`,
  });
  await person.call('POST', `/organizations/${org.id}/users`, {
    email: friend.email,
    first_name: 'Finn',
    last_name: 'Friend',
    role: 'MEMBER',
  });
  const thread = await person.call<{ id: number }>('POST', '/direct-messages/threads', { user_id: friend.id });
  const words = `See you at the booth ${Date.now().toString(36)}`;
  await person.call('POST', `/direct-messages/threads/${thread.id}/messages`, { content: words });

  await signIn(page, person);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  await expect(section.getByText(/Download a copy of everything/)).toBeVisible();
  await expectAccessible(page);

  await section.getByRole('button', { name: 'Export my data' }).click();
  // Prepared in the background; the page polls until it is ready.
  await expect(section.getByText(/Your archive is ready \(.+\)\. You can download it until/)).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('data-export-1280.png') });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download archive' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^atria-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const saved = await download.path();
  const messages = (await entryText(saved, 'messages.jsonl'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { content: string; direction: string; other_user_name: string });
  expect(messages).toEqual([
    expect.objectContaining({ content: words, direction: 'sent', other_user_name: 'Finn Friend' }),
  ]);
  const profile = JSON.parse(await entryText(saved, 'profile.json')) as { email: string };
  expect(profile.email).toBe(person.email);

  await page.setViewportSize({ width: 375, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('button', { name: 'Download archive' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('data-export-375.png') });
  // Nothing sticks out of a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
