// Web: gzipped JS that the landing page, /app and the agenda route load (every script Chromium fetched,
// gzip-sized from the build), and the largest contentful paint of the agenda page, median of 5 loads.
// Runs the built app on a fresh embedded database with demo data, on loopback.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freshDatabase, median, pinSelf, root, round, startServer, stopServer } from './lib/common.mjs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Chromium 156 opens a window for each new context and loads its address bar's WebUI popup into it (some 200
// chrome:// modules, seen in a trace), on the same core and at the same time as the page under test. A user's
// browser did that once, when it started. The LCP of record is measured without it; the stock figure is
// measured too, alternating with it, and both are reported.
const QUIET_ARGS = [...ARGS, '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup'];
const dist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');

async function jsLoaded(page, url) {
  const scripts = new Set();
  const onResponse = (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the entry chunk can take longer to run than networkidle's 500 ms of quiet, and the page's
  // own chunks would be requested after the count ended: wait for the page's heading, then for quiet again.
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  let bytes = 0;
  const each = {};
  for (const path of scripts) {
    const size = gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
    bytes += size;
    each[path] = round(size / 1024, 1);
  }
  // BENCH_WEB_FILES=1 lists each script with its gzipped KB, to see what a page's budget is spent on.
  return { kb: round(bytes / 1024, 1), files: scripts.size, ...(process.env.BENCH_WEB_FILES ? { each } : {}) };
}

export async function benchWeb() {
  pinSelf();
  const db = freshDatabase('embedded');
  const server = await startServer(3941, { ...db.env, ATRIA_DEMO: '1', WEB_DIST_DIR: dist });
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: QUIET_ARGS });
  const stock = await chromium.launch({ executablePath, args: ARGS });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demouser@demo.com', password: 'demopassword' }),
    });
    const tokens = await login.json();
    const events = await (
      await fetch(`${server.url}/api/users/1/events`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
    ).json();
    const conference = events.events.find((e) => e.event_type === 'CONFERENCE');
    const result = {};

    const anon = await browser.newContext();
    result.landing = await jsLoaded(await anon.newPage(), `${server.url}/`);
    await anon.close();

    const signedIn = async (b = browser) => {
      const ctx = await b.newContext({ viewport: { width: 1280, height: 800 } });
      await ctx.addInitScript(
        ([a, r]) => {
          localStorage.setItem('access_token', a);
          localStorage.setItem('refresh_token', r);
        },
        [tokens.access_token, tokens.refresh_token],
      );
      return ctx;
    };
    let ctx = await signedIn();
    result.app = await jsLoaded(await ctx.newPage(), `${server.url}/app`);
    await ctx.close();
    ctx = await signedIn();
    result.agenda = await jsLoaded(await ctx.newPage(), `${server.url}/app/events/${conference.id}/agenda`);
    await ctx.close();

    const agendaLcp = async (b) => {
      const c = await signedIn(b);
      const page = await c.newPage();
      await page.goto(`${server.url}/app/events/${conference.id}/agenda`, { waitUntil: 'networkidle' });
      // A buffered observer created after load still receives the page's LCP entries.
      const lcp = await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
              type: 'largest-contentful-paint',
              buffered: true,
            });
            setTimeout(() => resolve(0), 2000);
          }),
      );
      await c.close();
      return lcp;
    };
    const lcps = [];
    const stockLcps = [];
    for (let i = 0; i < 5; i += 1) {
      stockLcps.push(await agendaLcp(stock));
      lcps.push(await agendaLcp(browser));
    }
    result.agenda_lcp_ms = round(median(lcps), 0);
    result.agenda_lcp_runs_ms = lcps.map((x) => round(x, 0));
    result.agenda_lcp_stock_chromium_ms = round(median(stockLcps), 0);
    result.agenda_lcp_stock_chromium_runs_ms = stockLcps.map((x) => round(x, 0));
    return result;
  } finally {
    await browser.close();
    await stock.close();
    await stopServer(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchWeb(), null, 1));
