// Cold start: `pnpm start` (node scripts/start.mjs) on an existing, already seeded data directory, after a
// build, timed from spawn to the first 200 from /api/health, the embedded PostgreSQL's own start included.
// Median of N runs; the very first start (initdb, migrations, seed) is reported apart. Loopback only; stops itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3901);
const dataDir = mkdtempSync(join(tmpdir(), 'atria-bench-start-'));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// `pnpm start` as an operator runs it: on every core. Inside `pnpm bench` this process was pinned to one core by
// the benchmarks before (pinSelf), and a child inherits that; taskset undoes it (it execs node, same pid).
const allCores = process.platform === 'linux' ? ['taskset', '-c', `0-${cpus().length - 1}`] : [];

async function startOnce() {
  const t0 = performance.now();
  const [cmd, ...args] = [...allCores, process.execPath, 'scripts/start.mjs'];
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), ATRIA_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let ms = null;
  const deadline = t0 + 60_000;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) {
        ms = performance.now() - t0;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  if (ms === null) throw new Error('server did not answer /api/health within 60 s');
  return ms;
}

export async function benchStart() {
  // The first start runs initdb, creates and seeds the database: reported apart from the ordinary starts.
  const first = await startOnce();
  const samples = [];
  for (let i = 0; i < runs; i += 1) samples.push(await startOnce());
  rmSync(dataDir, { recursive: true, force: true });
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  return { first_ms: Math.round(first), median_ms: Math.round(median), samples_ms: samples.map(Math.round) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchStart();
  console.log(
    `start: median ${r.median_ms} ms to the first 200 from /api/health (${r.samples_ms.join(', ')} ms), target 3000 ms; first start (initdb) ${r.first_ms} ms`,
  );
}
