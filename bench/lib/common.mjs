// Shared pieces of the benchmarks: servers pinned to core 0, the load generator on core 1, bench data,
// access tokens, statistics. Every server started here listens on 127.0.0.1 and is stopped by PID.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const twoCores = cpus().length >= 2;

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Pins this process (the load generator) to the last core, away from the server's. */
export function pinSelf() {
  if (!twoCores) return;
  spawnSync('taskset', ['-cp', String(cpus().length - 1), String(process.pid)], { stdio: 'ignore' });
}

/** A fresh database on the machine's PostgreSQL for one benchmark, or a data dir for the embedded server. */
export function freshDatabase(kind) {
  if (kind === 'embedded')
    return { env: { ATRIA_DATA_DIR: mkdtempSync(join(tmpdir(), 'atria-bench-')) }, seedArgs: [] };
  const name = `atria_bench_${Date.now().toString(36)}`;
  execFileSync('psql', [PG_ADMIN_URL, '-qc', `create database ${name}`]);
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return {
    name,
    env: { DATABASE_URL: u.toString(), ATRIA_DATA_DIR: mkdtempSync(join(tmpdir(), 'atria-bench-')) },
    seedArgs: ['--database-url', u.toString()],
  };
}

export function dropDatabase(db) {
  if (db.name) execFileSync('psql', [PG_ADMIN_URL, '-qc', `drop database if exists ${db.name} with (force)`]);
}

/** Seeds bench data (see apps/api/src/bench/seed-bench.ts) and returns its description. */
export function seed(db, socketUsers = 0) {
  const args = db.seedArgs.length ? db.seedArgs : ['--data-dir', db.env.ATRIA_DATA_DIR];
  const out = execFileSync(
    'pnpm',
    ['exec', 'tsx', 'src/bench/seed-bench.ts', ...args, '--socket-users', String(socketUsers)],
    {
      cwd: join(root, 'apps/api'),
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(out.toString().trim().split('\n').pop());
}

/**
 * The heap limit the API runs with in production (apps/api's `start` script, docker/Dockerfile's NODE_OPTIONS;
 * README, "Running at scale"). A test in apps/api keeps the three alike.
 */
export const API_HEAP_LIMIT = '--max-old-space-size=1536';
/**
 * The garbage collector's settings the API runs with in production (the same places as the heap limit; README,
 * "Running at scale"; docs/live.md#memory): young-generation semi-spaces of at most 8 MB (V8's default is 16), and
 * the old generation collected again once it has grown 30 % past what the last collection kept (instead of up to
 * 80 % under a 1.5 GB limit). A test in apps/api keeps them alike.
 */
export const API_GC_FLAGS = '--max-semi-space-size=8 --heap-growing-percent=30';

/** Starts the built API (apps/api/dist/server.js) on core 0 and waits for /api/health. `opts.stderrFile`: where its stderr goes. */
export async function startServer(port, env = {}, opts = {}) {
  // For profiling: BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --trace-gc`, or `--import ./bench/lib/server-timing.mjs`
  // for per-route, per-statement and pool timings inside the server) and BENCH_SERVER_STDOUT (a file for what the
  // server prints, such as --trace-gc lines).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_API_GC_FLAGS replaces API_GC_FLAGS for an experiment (e.g. comparing semi-space sizes).
  const gcFlags = (process.env.BENCH_API_GC_FLAGS ?? API_GC_FLAGS).split(' ').filter(Boolean);
  const args = ['node', API_HEAP_LIMIT, ...gcFlags, ...nodeArgs, join(root, 'apps/api/dist/server.js')];
  const cmd = twoCores ? ['taskset', '-c', '0', ...args] : args;
  const stdout = process.env.BENCH_SERVER_STDOUT ? openSync(process.env.BENCH_SERVER_STDOUT, 'a') : 'ignore';
  const child = spawn(cmd[0], cmd.slice(1), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      ATRIA_DEMO: '0',
      AUTH_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', stdout, opts.stderrFile ? openSync(opts.stderrFile, 'a') : 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        if (!env.DATABASE_URL) unpinDescendants(child.pid);
        return { child, port, url: `http://127.0.0.1:${port}` };
      }
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy');
}

/**
 * The embedded PostgreSQL is started by the API, so it inherits the API's pinning to core 0; the machine's
 * PostgreSQL runs on every core. So that the two compare, the embedded server's processes (and the backends
 * they fork later) get every core back.
 */
function unpinDescendants(pid) {
  if (!twoCores) return;
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
    .stdout.toString()
    .split(/\s+/)
    .filter(Boolean);
  for (const child of children) {
    const args = spawnSync('ps', ['-o', 'comm=', '-p', child]).stdout.toString().trim();
    if (args.startsWith('postgres'))
      spawnSync('taskset', ['-acp', `0-${cpus().length - 1}`, child], { stdio: 'ignore' });
    unpinDescendants(Number(child));
  }
}

export async function stopServer(server) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** An access token for a seeded user, signed with the bench secret (users are seeded without passwords). */
export function accessToken(userId, ttlSeconds = 4 * 3600) {
  return new SignJWT({ type: 'access', fam: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(new TextEncoder().encode(JWT_SECRET));
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
