#!/usr/bin/env node
// Screenshots of the main pages for the README (docs/screenshots/), taken from the built app, and the landing
// page's product pictures (apps/web/public/landing/, WebP and AVIF in two widths).
//
//   pnpm build && pnpm screenshots                 # docs/screenshots/after/ and the landing pictures
//   pnpm screenshots --before <git-ref>            # docs/screenshots/before/: <git-ref> built in a temporary
//                                                  # worktree (shared pnpm store), then shot the same way
//   pnpm screenshots --set before                  # docs/screenshots/before/ from the build already here
//
// Every page of the app is shot (the list in `shots`, each page with its route file); with --before, a page the
// reference did not have yet is skipped, and the log names it.
//
// It starts `node apps/api/dist/server.js` on a free 127.0.0.1 port with the demo data (ATRIA_DEMO=1) in a
// throwaway data directory, signs in as the demo user, and saves each page at 1280×800 (desktop) and 375×812
// (phone). PNGs are squeezed with pngquant or optipng when either is installed (Debian: `apt-get install -y
// pngquant`), else with sharp's palette PNG (apps/api's sharp). Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const beforeRef = option('--before');
if (beforeRef) {
  // Build the reference in a temporary worktree and run this script there, writing into this checkout.
  const tree = mkdtempSync(join(tmpdir(), 'atria-before-'));
  const run = (cmd, cmdArgs, cwd) => execFileSync(cmd, cmdArgs, { cwd, stdio: 'inherit' });
  try {
    run('git', ['worktree', 'add', '--detach', tree, beforeRef], here);
    run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], tree);
    run('pnpm', ['build'], tree);
    run(process.execPath, [fileURLToPath(import.meta.url), '--set', 'before', '--app', tree], here);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: here, stdio: 'inherit' });
  }
  process.exit(0);
}
const set = option('--set') ?? 'after';
if (set !== 'before' && set !== 'after') throw new Error('--set is before or after');
// The app that is shot (another checkout for --before); the pictures always land in this checkout.
const root = option('--app') ?? here;
const outDir = join(here, 'docs', 'screenshots', set);
const landingDir = join(here, 'apps', 'web', 'public', 'landing');
const sharp = createRequire(join(here, 'apps', 'api', 'package.json'))('sharp');
const server = join(root, 'apps', 'api', 'dist', 'server.js');
const DEMO = { email: 'demouser@demo.com', password: 'demopassword' };
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
];

if (!existsSync(server)) {
  console.error('apps/api/dist/server.js is missing: run `pnpm build` first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'atria-screenshots-'));
const api = spawn(process.execPath, [server], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ATRIA_DATA_DIR: dataDir,
    ATRIA_DEMO: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;

/** Stops the server with SIGTERM (it then stops its embedded PostgreSQL) and removes the data directory. */
async function cleanUp() {
  await browser?.close().catch(() => {});
  if (api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForHealth() {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (api.exitCode !== null) throw new Error(`the server exited (${api.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within 90 s');
}

async function json(path, init = {}) {
  const res = await fetch(`${base}/api${path}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The demo conference's ids and one session with speakers, read through the API. */
async function demoIds(token) {
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const { organizations } = await json('/organizations', auth);
  const org = organizations.find((o) => o.name === 'Atria Demo Org') ?? organizations[0];
  const { events } = await json(`/organizations/${org.id}/events`, auth);
  const event = events.find((e) => e.event_type === 'CONFERENCE') ?? events[0];
  const body = await json(`/events/${event.id}/sessions`, auth);
  const sessions = Array.isArray(body) ? body : (body.sessions ?? []);
  // The throwaway copy of the demo shows one session live, so the pictures show how the agenda marks it and
  // what a live session page looks like (the landing page's picture of a session is this one).
  const opening = sessions.find((s) => s.session_type === 'KEYNOTE') ?? sessions[0];
  await json(`/sessions/${opening.id}/status`, {
    method: 'PUT',
    headers: { ...auth.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'LIVE' }),
  });
  // Someone else of the event, for a person's profile (the directory, where it exists; none at an older ref).
  const me = await json('/auth/me', auth).catch(() => null);
  const directory = await json(`/events/${event.id}/directory`, auth).catch(() => ({ people: [] }));
  const myId = me?.id ?? me?.user?.id;
  const person = (directory.people ?? []).find((p) => p.id !== myId);
  return { orgId: org.id, eventId: event.id, sessionId: opening.id, personId: person?.id };
}

/** Lets data, fonts and images arrive; the socket connection keeps no request open, so the network goes idle. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

async function squeeze(files) {
  const has = (tool) => {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (has('pngquant')) {
    execFileSync('pngquant', ['--force', '--skip-if-larger', '--strip', '--quality=65-90', '--ext', '.png', ...files]);
    return 'pngquant';
  }
  if (has('optipng')) {
    execFileSync('optipng', ['-quiet', '-o2', '-strip', 'all', ...files]);
    return 'optipng';
  }
  for (const file of files) {
    const squeezed = await sharp(file).png({ palette: true, quality: 80, effort: 8 }).toBuffer();
    if (squeezed.length < statSync(file).size) writeFileSync(file, squeezed);
  }
  return 'sharp (palette PNG)';
}

/**
 * The landing page's product pictures: the desktop agenda and live session, cut to the content beside the
 * navigation, as WebP and AVIF at 640 and 1280 px wide (the page picks one with srcset/sizes).
 */
async function landingPictures() {
  mkdirSync(landingDir, { recursive: true });
  const written = [];
  for (const name of ['agenda', 'session']) {
    const source = join(outDir, `${name}-desktop.png`);
    for (const width of [640, 1280]) {
      for (const [format, options] of [
        ['webp', { quality: 78, effort: 6 }],
        ['avif', { quality: 55, effort: 6 }],
      ]) {
        const file = join(landingDir, `${name}-${width}.${format}`);
        await sharp(source).resize({ width }).toFormat(format, options).toFile(file);
        written.push(file);
      }
    }
  }
  return written;
}

try {
  await waitForHealth();
  const tokens = await json('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { orgId, eventId, sessionId, personId } = await demoIds(tokens.access_token);
  const org = `/app/organizations/${orgId}`;
  // Every page of the app, each with the route file that draws it: a page whose route file the shot app does
  // not have (a --before ref older than the page) is skipped, and said so, rather than shot as a "not found".
  const shots = [
    { name: 'landing', path: '/', route: 'index.tsx', signedIn: false },
    { name: 'organizations', path: '/app/organizations', route: 'app/organizations/index.tsx' },
    { name: 'organization-new', path: '/app/organizations/new', route: 'app/organizations/new.tsx' },
    { name: 'organization', path: org, route: 'app/organizations/$orgId/index.tsx' },
    { name: 'organization-events', path: `${org}/events`, route: 'app/organizations/$orgId/events/index.tsx' },
    { name: 'webhooks', path: `${org}/webhooks`, route: 'app/organizations/$orgId/webhooks.tsx' },
    {
      name: 'event-organizer',
      path: `${org}/events/${eventId}`,
      route: 'app/organizations/$orgId/events/$eventId/index.tsx',
    },
    { name: 'my-events', path: '/app/events', route: 'app/events/index.tsx' },
    { name: 'join-event', path: '/app/events/join', route: 'app/events/join.tsx' },
    { name: 'event', path: `/app/events/${eventId}`, route: 'app/events/$eventId/index.tsx' },
    { name: 'agenda', path: `/app/events/${eventId}/agenda`, route: 'app/events/$eventId/agenda.tsx' },
    {
      name: 'session',
      path: `/app/events/${eventId}/sessions/${sessionId}`,
      route: 'app/events/$eventId/sessions/$sessionId.tsx',
    },
    { name: 'speakers', path: `/app/events/${eventId}/speakers`, route: 'app/events/$eventId/speakers.tsx' },
    { name: 'sponsors', path: `/app/events/${eventId}/sponsors`, route: 'app/events/$eventId/sponsors.tsx' },
    { name: 'my-agenda-event', path: `/app/events/${eventId}/my-agenda`, route: 'app/events/$eventId/my-agenda.tsx' },
    { name: 'my-agenda', path: '/app/my-agenda', route: 'app/my-agenda.tsx' },
    { name: 'networking', path: `/app/events/${eventId}/networking`, route: 'app/events/$eventId/networking.tsx' },
    ...(personId
      ? [
          {
            name: 'person',
            path: `/app/events/${eventId}/people/${personId}`,
            route: 'app/events/$eventId/people/$userId.tsx',
          },
        ]
      : []),
    { name: 'my-network', path: '/app/network', route: 'app/network.tsx' },
    { name: 'reports', path: `/app/events/${eventId}/reports`, route: 'app/events/$eventId/reports.tsx' },
    ...['sessions', 'attendees', 'speakers', 'sponsors', 'networking', 'settings', 'moderation'].map((admin) => ({
      name: `admin-${admin}`,
      path: `/app/events/${eventId}/admin/${admin}`,
      route: `app/events/$eventId/admin/${admin}.tsx`,
    })),
    { name: 'settings', path: '/app/settings', route: 'app/settings.tsx' },
    { name: 'notifications', path: `/app/events/${eventId}`, route: 'app/route.tsx', then: openNotifications },
    { name: 'messaging', path: `/app/events/${eventId}`, route: 'app/route.tsx', then: openMessaging },
  ];
  const routes = join(root, 'apps', 'web', 'src', 'routes');
  const missing = shots.filter((shot) => !existsSync(join(routes, shot.route)));
  for (const shot of missing) {
    console.log(`skipped ${shot.name}: ${shot.path} has no page in the shot app (no routes/${shot.route})`);
  }
  const taken = shots.filter((shot) => !missing.includes(shot));

  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(outDir)) if (f.endsWith('.png')) rmSync(join(outDir, f));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
    ],
  });
  const files = [];
  for (const { name: size, viewport } of VIEWPORTS) {
    for (const signedIn of [false, true]) {
      const context = await browser.newContext({
        baseURL: base,
        viewport,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      if (signedIn) {
        await context.addInitScript((t) => {
          if (!window.localStorage.getItem('refresh_token')) {
            window.localStorage.setItem('access_token', t.access_token);
            window.localStorage.setItem('refresh_token', t.refresh_token);
          }
        }, tokens);
      }
      // The demo's streams are Vimeo embeds, which cannot load here: their frame shows the player's dark
      // background instead of the browser's error page.
      await context.route(/^https:\/\/player\.vimeo\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<body style="margin:0;background:#0f172a"></body>' }),
      );
      const page = await context.newPage();
      for (const shot of taken.filter((s) => (s.signedIn ?? true) === signedIn)) {
        await page.goto(shot.path);
        await settle(page);
        if (shot.name === 'session') {
          // The live panel connects its socket after the page settles: wait for the chat to be there.
          await page
            .waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Loading...'), null, {
              timeout: 15_000,
            })
            .catch(() => {});
          await settle(page);
        }
        if (shot.then) await shot.then(page);
        const file = join(outDir, `${shot.name}-${size}.png`);
        await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
        files.push(file);
        console.log(`saved docs/screenshots/${set}/${shot.name}-${size}.png`);
      }
      await context.close();
    }
  }
  if (set === 'after') {
    const pictures = await landingPictures();
    const bytes = pictures.reduce((sum, f) => sum + statSync(f).size, 0);
    console.log(`${pictures.length} landing pictures, ${(bytes / 1024).toFixed(0)} KB in all`);
  }
  const tool = await squeeze(files);
  const total = files.reduce((sum, f) => sum + statSync(f).size, 0);
  console.log(`${files.length} screenshots, ${(total / 1024).toFixed(0)} KB in all (optimized with ${tool})`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

/** Opens the header's notifications panel. */
async function openNotifications(page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click({ timeout: 15_000 })
    .catch(() => {});
  await settle(page);
}

/** Opens the messaging panel and the first conversation in it. */
async function openMessaging(page) {
  const sidebar = page.getByRole('complementary', { name: 'Messaging' });
  await sidebar.getByRole('button', { name: /^Messaging/ }).click({ timeout: 15_000 });
  await page.getByRole('searchbox', { name: 'Search messages' }).waitFor({ timeout: 10_000 });
  await settle(page);
  let first = sidebar.locator('li button').first();
  if (!(await first.isVisible().catch(() => false))) {
    await sidebar
      .getByRole('tab', { name: 'General' })
      .click()
      .catch(() => {});
    await settle(page);
    first = sidebar.locator('li button').first();
  }
  if (await first.isVisible().catch(() => false)) {
    await first.click();
    // On a phone the conversation replaces the panel; on a desktop it opens beside it.
    await page
      .getByRole('textbox', { name: 'Write a message...' })
      .waitFor({ timeout: 10_000 })
      .catch(() => {});
  }
  await settle(page);
}
