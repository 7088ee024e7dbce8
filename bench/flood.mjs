// Socket flood: other users' latency while one user floods a websocket with request frames. One user sends
// get_direct_message_threads frames, 30,000 at a time and reconnecting at once whenever it is disconnected
// (bench/lib/flood-worker.mjs); meanwhile another user calls GET /api/events/{id} at a steady rate and
// /api/health is polled, as a load balancer would. Side by side on one database: the API with its socket
// request limits lifted (as it was before they existed), and with its default limits; each without and with the
// flood. Server on core 0, measuring process and flooder on core 1; loopback only; about 40 s in all. Also
// reports the server's CPU time in each phase (from /proc), which the other users of a shared machine disturb less.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { accessToken, dropDatabase, freshDatabase, percentile, pinSelf, root, round, seed, sleep, startServer, stopServer } from './lib/common.mjs';

const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 5);
const FRAMES = 30_000;
/** Other users' GET /api/events/{id} per second, over 10 connections. */
const RATE = 100;
const HEALTH_EVERY_MS = 100;
const PORT = Number(process.env.BENCH_FLOOD_PORT ?? 3941);
const LIFTED = {
  SOCKET_REQUESTS_IN_FLIGHT: '1000000',
  SOCKET_REQUESTS_PER_SECOND: '1000000',
  SOCKET_REQUESTS_BURST: '1000000',
  SOCKET_REFUSALS_BEFORE_DISCONNECT: '1000000',
};

function startFlood(url, token) {
  const child = fork(join(root, 'bench/lib/flood-worker.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // On core 1 with the measuring process, at full speed: an attacker sends as fast as it can. Its own CPU
  // (encoding 30,000 frames a batch) may delay the measured requests a little; the server's CPU column does
  // not depend on that.
  const done = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`flooder exited with ${code} before reporting`)));
  });
  child.send({ url, token, frames: FRAMES, seconds: SECONDS });
  return done;
}

function readLoad(url, headers, seconds = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, overallRate: RATE, duration: seconds, headers, timeout: 10 }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

/** Polls /api/health every HEALTH_EVERY_MS for SECONDS: answers by status, and the p99 of its latency. */
async function pollHealth(url) {
  const end = Date.now() + SECONDS * 1000;
  const statuses = {};
  const times = [];
  const polls = [];
  while (Date.now() < end) {
    const t0 = performance.now();
    polls.push(
      fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
        (res) => {
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          times.push(performance.now() - t0);
        },
        () => {
          statuses.timeout = (statuses.timeout ?? 0) + 1;
        },
      ),
    );
    await sleep(HEALTH_EVERY_MS);
  }
  await Promise.all(polls);
  times.sort((a, b) => a - b);
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return { ok: statuses[200] ?? 0, total, statuses, p99: round(percentile(times, 99), 1) };
}

/** CPU time (user + system) a process has used, in ms (Linux; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function phase(server, headers, path, flooderToken) {
  const flood = flooderToken ? startFlood(server.url, flooderToken) : Promise.resolve(null);
  if (flooderToken) await sleep(300); // the flood under way before measuring
  const cpu0 = cpuMs(server.child.pid);
  const [load, health] = await Promise.all([readLoad(server.url + path, headers), pollHealth(server.url)]);
  const cpu = cpuMs(server.child.pid) - cpu0;
  return {
    cpu_share: round(cpu / (SECONDS * 1000), 2),
    get: { p50: load.latency.p50, p99: load.latency.p99, max: load.latency.max, requests: load.requests.total, non2xx: load.non2xx, errors: load.errors + load.timeouts },
    health,
    flood: await flood,
  };
}

export async function benchFlood() {
  pinSelf();
  const db = freshDatabase('postgres');
  const data = seed(db, 2);
  const flooder = data.socketThreads[0][1];
  const rows = [];
  try {
    for (const [limits, env] of [
      ['lifted', LIFTED],
      ['default', {}],
    ]) {
      const server = await startServer(PORT, { ...db.env, ...env });
      try {
        const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: data.benchEmail, password: data.benchPassword }) });
        const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
        const path = `/api/events/${data.eventId}`;
        await readLoad(server.url + path, headers, 2); // warm-up
        rows.push({ limits, flood: false, ...(await phase(server, headers, path, null)) });
        rows.push({ limits, flood: true, ...(await phase(server, headers, path, await accessToken(flooder))) });
      } finally {
        await stopServer(server);
      }
    }
  } finally {
    dropDatabase(db);
  }
  return rows;
}

export function formatFlood(rows) {
  const lines = [
    `| socket request limits | flood | other user's \`GET /api/events/{id}\` p50 / p99 / max ms (requests done of ${RATE * SECONDS} scheduled; non-2xx, errors) | \`/api/health\` 200s / polls (others), p99 ms | server CPU (share of one core) | flood frames sent / run / refused; connections; \`connection_throttled\` |`,
    '|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const others = Object.entries(r.health.statuses).filter(([s]) => s !== '200').map(([s, n]) => `${n} × ${s}`).join(', ');
    const f = r.flood;
    lines.push(
      `| ${r.limits} | ${r.flood ? 'yes' : 'no'} | ${r.get.p50} / **${r.get.p99}** / ${r.get.max} (${r.get.requests}; ${r.get.non2xx}, ${r.get.errors}) | ${r.health.ok} / ${r.health.total}${others ? ` (${others})` : ''}, ${r.health.p99} | ${r.cpu_share} | ${f ? `${f.sent} / ${f.answered} / ${f.refused}; ${f.connections}; ${f.throttled}` : '—'} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatFlood(await benchFlood()));
  process.exit(0);
}
