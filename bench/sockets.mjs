// Realtime benchmarks: DM latency with N sockets at R messages/s (against a bare Socket.IO relay measured in
// the same run), RSS of one API process holding many idle sockets, and the same latency test split over two
// instances with Redis. Servers on core 0, load generators on core 1; loopback only; stops by itself.
// Each figure is the median of BENCH_DM_RUNS (5) runs alternating with its reference; the first run after the
// clients connect is included (it is the cold one: code not yet optimized, statements not yet planned).
// For profiling: BENCH_DM_TRACE=dir writes every delivery's send time and latency (epoch ms) per load generator,
// to line up slow deliveries with the server's pauses; BENCH_MEM_SETTLE_MS (3000) is how long the memory
// figure waits after the last socket connected; BENCH_CONNECT_MS (120000) how long a load generator waits for its
// sockets to connect (those still pending then count as failed: a dropped handshake never answers).
import { execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  accessToken,
  dropDatabase,
  freshDatabase,
  median,
  percentile,
  pinSelf,
  root,
  round,
  seed,
  sleep,
  startServer,
  stopServer,
} from './lib/common.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Alternating runs per figure (reference, then API: relay or one instance first); figures are medians over them. */
const RUNS = Number(process.env.BENCH_DM_RUNS ?? 5);
const WORKERS = 2;

function worker() {
  const child = fork(join(root, 'bench/lib/socket-worker.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  spawnSync_pin(child.pid);
  const pending = new Map();
  child.on('message', (m) => {
    const resolve = pending.get(m.cmd);
    pending.delete(m.cmd);
    resolve?.(m);
  });
  return {
    call(cmd, reply, payload = {}) {
      return new Promise((resolve) => {
        pending.set(reply, resolve);
        child.send({ cmd, ...payload });
      });
    },
  };
}

function spawnSync_pin(pid) {
  try {
    execFileSync('taskset', ['-cp', '1', String(pid)], { stdio: 'ignore' });
  } catch {
    // one core: nothing to pin
  }
}

/** Connects `users` across the workers (round robin, so most pairs span two processes) to `urls` by index. */
async function connectAll(workers, urls, users, relayMode) {
  const slices = workers.map(() => ({ users: [], tokens: [], urlIndex: [] }));
  const tokens = relayMode ? users.map(() => '') : await Promise.all(users.map((u) => accessToken(u)));
  users.forEach((u, i) => {
    const s = slices[i % workers.length];
    s.users.push(u);
    s.tokens.push(tokens[i]);
  });
  const results = [];
  for (let w = 0; w < workers.length; w += 1) {
    // With two instances, each worker's sockets go to one instance: a DM between workers crosses instances.
    const url = urls[w % urls.length];
    results.push(
      await workers[w].call('connect', 'connected', {
        url,
        users: slices[w].users,
        tokens: slices[w].tokens,
        relayMode,
      }),
    );
  }
  return results.reduce((a, r) => ({ ready: a.ready + r.ready, failed: a.failed + r.failed }), { ready: 0, failed: 0 });
}

async function measure(workers, pairs, rate) {
  await Promise.all(workers.map((w) => w.call('collect', 'latencies')));
  const sent = await Promise.all(
    workers.map((w) => w.call('send', 'sent', { pairs, rate: rate / workers.length, seconds: SECONDS })),
  );
  await sleep(1500);
  const lat = (await Promise.all(workers.map((w) => w.call('collect', 'latencies'))))
    .flatMap((r) => r.latencies)
    .sort((a, b) => a - b);
  const total = sent.reduce((a, s) => a + s.sent, 0);
  const errors = sent.reduce((a, s) => a + s.errors, 0);
  const lagP99 = Math.max(...sent.map((s) => s.lagP99));
  return {
    sent: total,
    received: lat.length,
    errors,
    p50: round(percentile(lat, 50), 2),
    p99: round(percentile(lat, 99), 2),
    lag_p99: round(lagP99, 1),
  };
}

/** RUNS alternating measurements of `a` and `b` (a, b, a, b, ...): medians of each, and of the per-run ratio b ÷ a. */
async function alternate(a, b) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push({ a: await a(), b: await b() });
  const mid = (sel) => median(runs.map(sel));
  const summary = (k) => ({
    sent: mid((r) => r[k].sent),
    received: mid((r) => r[k].received),
    errors: Math.max(...runs.map((r) => r[k].errors)),
    lost: Math.max(...runs.map((r) => r[k].sent - r[k].received)),
    p50: mid((r) => r[k].p50),
    p99: mid((r) => r[k].p99),
    p99_runs: runs.map((r) => r[k].p99),
    lag_p99: mid((r) => r[k].lag_p99),
  });
  return {
    a: summary('a'),
    b: summary('b'),
    ratio: round(
      mid((r) => r.b.p99 / r.a.p99),
      2,
    ),
  };
}

async function closeAll(workers) {
  await Promise.all(workers.map((w) => w.call('close', 'closed')));
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024, 0);
}

async function startRelay(port) {
  const child = spawn('taskset', ['-c', '0', process.execPath, join(root, 'bench/lib/relay.mjs'), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await sleep(800);
  return child;
}

/** DM latency, API vs bare relay, for each socket count and rate. */
export async function benchLatency(counts = [1000, 5000], rates = [100, 500]) {
  pinSelf();
  const rows = [];
  for (const n of counts) {
    const db = freshDatabase('postgres');
    const data = seed(db, n);
    const users = data.socketThreads.flatMap(([, a, b]) => [a, b]);
    const server = await startServer(3931, db.env);
    const relay = await startRelay(3932);
    try {
      const apiWorkers = Array.from({ length: WORKERS }, worker);
      const connected = await connectAll(apiWorkers, [server.url], users, false);
      const relayWorkers = Array.from({ length: WORKERS }, worker);
      await connectAll(relayWorkers, ['http://127.0.0.1:3932'], users, true);
      for (const rate of rates) {
        const m = await alternate(
          () => measure(relayWorkers, data.socketThreads, rate),
          () => measure(apiWorkers, data.socketThreads, rate),
        );
        rows.push({ sockets: n, connected: connected.ready, rate, api: m.b, relay: m.a, ratio: m.ratio });
      }
      await closeAll(apiWorkers);
      await closeAll(relayWorkers);
    } finally {
      relay.kill('SIGKILL');
      await stopServer(server);
      dropDatabase(db);
    }
  }
  return rows;
}

/** RSS of one API process holding `n` idle authenticated sockets. */
export async function benchMemory(n = 10_000) {
  pinSelf();
  const db = freshDatabase('postgres');
  const data = seed(db, n);
  const users = data.socketThreads.flatMap(([, a, b]) => [a, b]);
  const server = await startServer(3933, db.env);
  try {
    const before = rssMb(server.child.pid);
    const workers = Array.from({ length: WORKERS }, worker);
    const connected = await connectAll(workers, [server.url], users, false);
    await sleep(Number(process.env.BENCH_MEM_SETTLE_MS ?? 3000));
    const after = rssMb(server.child.pid);
    await closeAll(workers);
    return { sockets: connected.ready, failed: connected.failed, rss_idle_mb: before, rss_mb: after };
  } finally {
    await stopServer(server);
    dropDatabase(db);
  }
}

/**
 * The latency test with clients split over two instances sharing PostgreSQL and Redis, alternating with the
 * same clients' twins on one instance (all three servers up at once, each with its own load-generator pair).
 */
export async function benchCluster(n = 1000, rate = 100) {
  pinSelf();
  const db = freshDatabase('postgres');
  const data = seed(db, n);
  const users = data.socketThreads.flatMap(([, a, b]) => [a, b]);
  const prefix = `atria-bench-${randomBytes(3).toString('hex')}`;
  const env = { ...db.env, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_CHANNEL_PREFIX: prefix };
  const servers = [];
  try {
    const single = await startServer(3934, db.env);
    servers.push(single);
    const a = await startServer(3935, env);
    servers.push(a);
    const b = await startServer(3936, env);
    servers.push(b);
    const singleWorkers = Array.from({ length: WORKERS }, worker);
    await connectAll(singleWorkers, [single.url], users, false);
    const clusterWorkers = Array.from({ length: WORKERS }, worker);
    await connectAll(clusterWorkers, [a.url, b.url], users, false);
    const m = await alternate(
      () => measure(singleWorkers, data.socketThreads, rate),
      () => measure(clusterWorkers, data.socketThreads, rate),
    );
    // Sharded adapter: each user room is its own channel, subscribed only by the instance holding the user.
    const sample = users.slice(0, 20).map((u) => `${prefix}#/#user:${u}#`);
    const counts = execFileSync('redis-cli', ['-u', env.REDIS_URL, 'PUBSUB', 'SHARDNUMSUB', ...sample])
      .toString()
      .trim()
      .split('\n');
    const subscribers = counts.filter((_, i) => i % 2 === 1).map(Number);
    await closeAll(singleWorkers);
    await closeAll(clusterWorkers);
    return { sockets: n, rate, single: m.a, cluster: m.b, ratio: m.ratio, room_subscribers: subscribers };
  } finally {
    for (const s of servers) await stopServer(s);
    dropDatabase(db);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const what = process.argv[2] ?? 'latency';
  if (what === 'latency')
    console.log(
      JSON.stringify(
        await benchLatency(
          process.argv[3] ? [Number(process.argv[3])] : undefined,
          process.argv[4] ? [Number(process.argv[4])] : undefined,
        ),
        null,
        1,
      ),
    );
  if (what === 'memory') console.log(JSON.stringify(await benchMemory(Number(process.argv[3] ?? 10_000))));
  if (what === 'cluster') console.log(JSON.stringify(await benchCluster()));
  process.exit(0);
}
