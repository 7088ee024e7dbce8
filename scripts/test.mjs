// `pnpm test`: every suite in turn (lint, contracts, API, API client, web units, browser journeys), then one line
// `N passed, N failed, N skipped` summed over all of them. `--chaos` runs the slow fault-injection suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.reports');
const chaos = process.argv.includes('--chaos');
mkdirSync(reports, { recursive: true });

const say = (line) => process.stdout.write(`${line}\n`);
const run = (cmd, args, cwd, env = {}) =>
  spawnSync(cmd, args, { cwd: join(root, cwd), stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

function vitestSuite(name, cwd, extra = []) {
  const out = join(reports, `${name}.vitest.json`);
  rmSync(out, { force: true });
  say(`\n=== ${name} (vitest) ===`);
  const status = run(
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...extra],
    cwd,
  );
  if (!existsSync(out)) return { name, passed: 0, failed: 1, skipped: 0, note: `exited ${status} without a report` };
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const failedFiles = (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
  ).length;
  return {
    name,
    passed: r.numPassedTests,
    failed: r.numFailedTests + failedFiles + (status !== 0 && r.numFailedTests === 0 && failedFiles === 0 ? 1 : 0),
    skipped: r.numPendingTests + r.numTodoTests,
    skippedTitles: (r.testResults ?? []).flatMap((f) =>
      (f.assertionResults ?? []).filter((a) => a.status === 'skipped' || a.status === 'pending').map((a) => a.fullName),
    ),
    failures: (r.testResults ?? []).flatMap((f) => {
      const file = f.name.slice(root.length);
      const tests = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
      if (tests.length === 0 && f.status === 'failed') return [{ title: file, message: f.message ?? '' }];
      return tests.map((a) => ({ title: `${file} > ${a.fullName}`, message: (a.failureMessages ?? []).join('\n') }));
    }),
  };
}

function playwrightSuite(name, cwd, extra = []) {
  const out = join(reports, `${name}.playwright.json`);
  rmSync(out, { force: true });
  say(`\n=== ${name} (playwright, Chromium) ===`);
  const status = run('pnpm', ['exec', 'playwright', 'test', '--reporter=list,json', ...extra], cwd, {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (!existsSync(out)) return { name, passed: 0, failed: 1, skipped: 0, note: `exited ${status} without a report` };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const s = report.stats ?? {};
  const failed = (s.unexpected ?? 0) + ((s.unexpected ?? 0) === 0 && status !== 0 ? 1 : 0);
  const failures = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push({ title: [...trail, spec.title].join(' > '), message: last?.error?.message ?? '' });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return { name, passed: (s.expected ?? 0) + (s.flaky ?? 0), failed, skipped: s.skipped ?? 0, failures };
}

const results = [];
if (chaos) {
  results.push(vitestSuite('chaos', 'apps/api', ['--config', 'vitest.chaos.config.ts']));
} else {
  say('\n=== lint (every package) ===');
  const lint = run('pnpm', ['lint'], '.');
  results.push({
    name: 'lint',
    passed: lint === 0 ? 1 : 0,
    failed: lint === 0 ? 0 : 1,
    skipped: 0,
    note: lint === 0 ? undefined : 'pnpm lint failed',
  });
  results.push(vitestSuite('contracts', 'packages/contracts'));
  results.push(vitestSuite('api', 'apps/api'));
  // The client's example runs against the API on the same kind of test database as the API's suite.
  results.push(vitestSuite('client', 'packages/client'));
  if (existsSync(join(root, 'apps/web/vitest.config.ts'))) results.push(vitestSuite('web', 'apps/web'));
  say('\n=== building the app for the browser journeys ===');
  if (run('pnpm', ['build'], '.') !== 0)
    results.push({ name: 'build', passed: 0, failed: 1, skipped: 0, note: 'build failed' });
  else results.push(playwrightSuite('e2e', 'apps/web'));
}

say('\n=== summary ===');
for (const r of results) {
  say(
    `${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.note ? ` (${r.note})` : ''}`,
  );
  for (const title of r.skippedTitles ?? []) say(`           skipped: ${title}`);
  // Failures are repeated here, short, so a CI log cut to its tail still says what broke.
  for (const f of r.failures ?? []) {
    say(`           FAILED: ${f.title}`);
    const lines = stripVTControlCharacters(f.message)
      .split('\n')
      .filter((l) => l.trim() !== '')
      .slice(0, 6);
    for (const line of lines) say(`             ${line.slice(0, 300)}`);
  }
}
const total = results.reduce(
  (a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
writeFileSync(join(reports, chaos ? 'summary-chaos.json' : 'summary.json'), JSON.stringify(total));
say(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
