// Realtime benchmarks: DM latency with N sockets at R messages/s (against a bare Socket.IO relay measured in
// the same run), RSS of one API process holding many idle sockets, and the same latency test split over two
// instances with Redis. Servers on core 0, load generators on core 1; loopback only; stops by itself.
import { execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accessToken, dropDatabase, freshDatabase, percentile, pinSelf, root, round, seed, sleep, startServer, stopServer } from './lib/common.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
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
    results.push(await workers[w].call('connect', 'connected', { url, users: slices[w].users, tokens: slices[w].tokens, relayMode }));
  }
  return results.reduce((a, r) => ({ ready: a.ready + r.ready, failed: a.failed + r.failed }), { ready: 0, failed: 0 });
}

async function measure(workers, pairs, rate) {
  await Promise.all(workers.map((w) => w.call('collect', 'latencies')));
  const sent = await Promise.all(workers.map((w) => w.call('send', 'sent', { pairs, rate: rate / workers.length, seconds: SECONDS })));
  await sleep(1500);
  const lat = (await Promise.all(workers.map((w) => w.call('collect', 'latencies')))).flatMap((r) => r.latencies).sort((a, b) => a - b);
  const total = sent.reduce((a, s) => a + s.sent, 0);
  const errors = sent.reduce((a, s) => a + s.errors, 0);
  return { sent: total, received: lat.length, errors, p50: round(percentile(lat, 50), 2), p99: round(percentile(lat, 99), 2) };
}

async function closeAll(workers) {
  await Promise.all(workers.map((w) => w.call('close', 'closed')));
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024, 0);
}

async function startRelay(port) {
  const child = spawn('taskset', ['-c', '0', process.execPath, join(root, 'bench/lib/relay.mjs'), String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
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
        const runs = [];
        for (let i = 0; i < 3; i += 1) {
          runs.push({ api: await measure(apiWorkers, data.socketThreads, rate), relay: await measure(relayWorkers, data.socketThreads, rate) });
        }
        const mid = (sel) => runs.map(sel).sort((a, b) => a - b)[1];
        rows.push({
          sockets: n,
          connected: connected.ready,
          rate,
          sent: mid((r) => r.api.sent),
          received: mid((r) => r.api.received),
          errors: mid((r) => r.api.errors),
          p50: mid((r) => r.api.p50),
          p99: mid((r) => r.api.p99),
          relay_p50: mid((r) => r.relay.p50),
          relay_p99: mid((r) => r.relay.p99),
        });
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
    await sleep(3000);
    const after = rssMb(server.child.pid);
    await closeAll(workers);
    return { sockets: connected.ready, failed: connected.failed, rss_idle_mb: before, rss_mb: after };
  } finally {
    await stopServer(server);
    dropDatabase(db);
  }
}

/** The latency test with clients split over two instances sharing PostgreSQL and Redis. */
export async function benchCluster(n = 1000, rate = 100) {
  pinSelf();
  const db = freshDatabase('postgres');
  const data = seed(db, n);
  const users = data.socketThreads.flatMap(([, a, b]) => [a, b]);
  const prefix = `atria-bench-${randomBytes(3).toString('hex')}`;
  const env = { ...db.env, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_CHANNEL_PREFIX: prefix };
  const single = await startServer(3934, db.env);
  let singleRun;
  try {
    const workers = Array.from({ length: WORKERS }, worker);
    await connectAll(workers, [single.url], users, false);
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await measure(workers, data.socketThreads, rate));
    singleRun = runs.sort((a, b) => a.p99 - b.p99)[1];
    await closeAll(workers);
  } finally {
    await stopServer(single);
  }
  const a = await startServer(3935, env);
  const b = await startServer(3936, env);
  try {
    const workers = Array.from({ length: WORKERS }, worker);
    await connectAll(workers, [a.url, b.url], users, false);
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await measure(workers, data.socketThreads, rate));
    const clusterRun = runs.sort((x, y) => x.p99 - y.p99)[1];
    // Sharded adapter: each user room is its own channel, subscribed only by the instance holding the user.
    const sample = users.slice(0, 20).map((u) => `${prefix}#/#user:${u}#`);
    const counts = execFileSync('redis-cli', ['-u', env.REDIS_URL, 'PUBSUB', 'SHARDNUMSUB', ...sample]).toString().trim().split('\n');
    const subscribers = counts.filter((_, i) => i % 2 === 1).map(Number);
    await closeAll(workers);
    return { sockets: n, rate, single: singleRun, cluster: clusterRun, room_subscribers: subscribers };
  } finally {
    await stopServer(a);
    await stopServer(b);
    dropDatabase(db);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const what = process.argv[2] ?? 'latency';
  if (what === 'latency') console.log(JSON.stringify(await benchLatency(process.argv[3] ? [Number(process.argv[3])] : undefined, process.argv[4] ? [Number(process.argv[4])] : undefined), null, 1));
  if (what === 'memory') console.log(JSON.stringify(await benchMemory(Number(process.argv[3] ?? 10_000))));
  if (what === 'cluster') console.log(JSON.stringify(await benchCluster()));
  process.exit(0);
}
