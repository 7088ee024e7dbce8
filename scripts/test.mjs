// `pnpm test`: every suite in turn (contracts, API, web units, browser journeys), then one line
// `N passed, N failed, N skipped` summed over all of them. `--chaos` runs the slow fault-injection suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  const status = run('pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...extra], cwd);
  if (!existsSync(out)) return { name, passed: 0, failed: 1, skipped: 0, note: `exited ${status} without a report` };
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const failedFiles = (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  return {
    name,
    passed: r.numPassedTests,
    failed: r.numFailedTests + failedFiles + (status !== 0 && r.numFailedTests === 0 && failedFiles === 0 ? 1 : 0),
    skipped: r.numPendingTests + r.numTodoTests,
    skippedTitles: (r.testResults ?? []).flatMap((f) => (f.assertionResults ?? []).filter((a) => a.status === 'skipped' || a.status === 'pending').map((a) => a.fullName)),
  };
}

function playwrightSuite(name, cwd, extra = []) {
  const out = join(reports, `${name}.playwright.json`);
  rmSync(out, { force: true });
  say(`\n=== ${name} (playwright, Chromium) ===`);
  const status = run('pnpm', ['exec', 'playwright', 'test', '--reporter=list,json', ...extra], cwd, { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (!existsSync(out)) return { name, passed: 0, failed: 1, skipped: 0, note: `exited ${status} without a report` };
  const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
  const failed = (s.unexpected ?? 0) + ((s.unexpected ?? 0) === 0 && status !== 0 ? 1 : 0);
  return { name, passed: (s.expected ?? 0) + (s.flaky ?? 0), failed, skipped: s.skipped ?? 0 };
}

const results = [];
if (chaos) {
  results.push(vitestSuite('chaos', 'apps/api', ['--config', 'vitest.chaos.config.ts']));
} else {
  results.push(vitestSuite('contracts', 'packages/contracts'));
  results.push(vitestSuite('api', 'apps/api'));
  if (existsSync(join(root, 'apps/web/vitest.config.ts'))) results.push(vitestSuite('web', 'apps/web'));
  say('\n=== building the app for the browser journeys ===');
  if (run('pnpm', ['build'], '.') !== 0) results.push({ name: 'build', passed: 0, failed: 1, skipped: 0, note: 'build failed' });
  else results.push(playwrightSuite('e2e', 'apps/web'));
}

say('\n=== summary ===');
for (const r of results) {
  say(`${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.note ? ` (${r.note})` : ''}`);
  for (const title of r.skippedTitles ?? []) say(`           skipped: ${title}`);
}
const total = results.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
writeFileSync(join(reports, chaos ? 'summary-chaos.json' : 'summary.json'), JSON.stringify(total));
say(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
