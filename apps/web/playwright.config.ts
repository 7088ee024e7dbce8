import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// One throwaway data directory per run, shared with the workers through the environment.
process.env.ATRIA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'atria-e2e-'));
// A free port unless ATRIA_E2E_PORT names one, chosen once in the main process and handed to the workers the
// same way (the config is evaluated in each). The config cannot await: a short child process asks the system.
process.env.ATRIA_E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
])
  .toString()
  .trim();
const port = Number(process.env.ATRIA_E2E_PORT);
// The journeys' mail server (e2e/mailbox.mjs): its SMTP port for the app, its HTTP port for the journeys.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ])
    .toString()
    .trim();
process.env.ATRIA_E2E_SMTP_PORT ??= freePort();
process.env.ATRIA_E2E_MAILBOX_PORT ??= freePort();
export const E2E_ACCESS_TTL_SECONDS = 20;

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Bounded steps: a click or a navigation that cannot happen fails on its own line with its own message,
    // instead of running into the test's timeout with nothing said about where it stood.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node e2e/mailbox.mjs',
      url: `http://127.0.0.1:${process.env.ATRIA_E2E_MAILBOX_PORT}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        MAILBOX_SMTP_PORT: String(process.env.ATRIA_E2E_SMTP_PORT),
        MAILBOX_HTTP_PORT: String(process.env.ATRIA_E2E_MAILBOX_PORT),
      },
    },
    {
      // The built app exactly as `pnpm start` runs it, on embedded PostgreSQL in a fresh data directory.
      command: 'node ../api/dist/server.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      // SIGTERM, not Playwright's default SIGKILL: the server then stops its embedded PostgreSQL after itself
      // (a SIGKILL would leave that server running until the next start on the same data directory).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        ATRIA_DATA_DIR: process.env.ATRIA_E2E_DATA_DIR,
        ATRIA_DEMO: '1',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_MAX: '1000',
        // The journeys claim more invitations from this one address in an hour than a person would.
        INVITATION_CLAIM_LIMIT_PER_HOUR: '1000',
        // Short enough that a journey sees an access token expire and get refreshed silently.
        ACCESS_TOKEN_TTL_SECONDS: String(E2E_ACCESS_TTL_SECONDS),
        // Several people can run journeys at once, each against their own build (ATRIA_E2E_WEB_DIST) and port.
        ...(process.env.ATRIA_E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.ATRIA_E2E_WEB_DIST } : {}),
        // Mail goes to the journeys' mail server, and links in it to this server.
        SMTP_URL: `smtp://127.0.0.1:${process.env.ATRIA_E2E_SMTP_PORT}`,
        OUTBOX_POLL_MS: '200',
        // The webhook journey's receiver listens on this machine (docs/security.md#webhooks-and-ssrf).
        WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
        WEBHOOK_POLL_MS: '200',
      },
    },
  ],
});
