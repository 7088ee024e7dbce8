// Socket flood: other users' latency while one user floods a websocket with request frames. One user sends
// get_direct_message_threads frames, 30,000 at a time and reconnecting at once whenever it is disconnected
// (bench/lib/flood-worker.mjs); meanwhile another user calls GET /api/events/{id} 100 times a second and
// /api/health is polled 10 times a second, as a load balancer would, both on a fixed schedule (open loop). Side by side on one database: the API with its socket
// request limits lifted (as it was before they existed), and with its default limits; each without and with the
// flood. Server on core 0, measuring process and flooder on core 1; loopback only; about 40 s in all. Also
// reports the server's CPU time in each phase (from /proc), which the other users of a shared machine disturb less.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import {
  accessToken,
  dropDatabase,
  freshDatabase,
  percentile,
  pinSelf,
  root,
  round,
  seed,
  sleep,
  startServer,
  stopServer,
} from './lib/common.mjs';

const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 5);
/** Rounds of (no flood, flood) on each server: more rounds tell the flood's effect from a shared machine's noise. */
const ROUNDS = Number(process.env.BENCH_FLOOD_ROUNDS ?? 1);
const FRAMES = 30_000;
/** Another user's GET /api/events/{id} per second, and /api/health polls per second. */
const RATE = 100;
const HEALTH_RATE = 10;
const PORT = Number(process.env.BENCH_FLOOD_PORT ?? 3941);
const LIFTED = {
  SOCKET_REQUESTS_IN_FLIGHT: '1000000',
  SOCKET_REQUESTS_PER_SECOND: '1000000',
  SOCKET_REQUESTS_BURST: '1000000',
  SOCKET_REFUSALS_BEFORE_DISCONNECT: '1000000',
};

function startFlood(url, token) {
  const child = fork(join(root, 'bench/lib/flood-worker.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // An attacker's CPU is elsewhere; here the flooder shares 2 cores with PostgreSQL (unpinned) and the measuring
  // process. At the lowest priority it takes only the CPU they leave, so it slows the measured requests
  // through the server only. It still keeps the server reading its frames.
  setPriority(child.pid, 19);
  const done = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`flooder exited with ${code} before reporting`)));
  });
  child.send({ url, token, frames: FRAMES, seconds: SECONDS });
  return done;
}

/**
 * Calls `url` `rate` times a second for `seconds`, on schedule whether or not earlier calls have been answered
 * (a closed loop, such as autocannon's, would send fewer requests while the server stalls and hide the stall),
 * then waits for the last answers. A call that fails or takes 10 s counts with the time it took.
 */
async function openLoop(url, rate, seconds, headers = {}) {
  const statuses = {};
  const times = [];
  const calls = [];
  const start = performance.now();
  for (let i = 0; performance.now() - start < seconds * 1000; i += 1) {
    const t0 = performance.now();
    calls.push(
      fetch(url, { headers, signal: AbortSignal.timeout(10_000) }).then(
        async (res) => {
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          times.push(performance.now() - t0);
        },
        () => {
          statuses.failed = (statuses.failed ?? 0) + 1;
          times.push(performance.now() - t0);
        },
      ),
    );
    await sleep(Math.max(0, start + ((i + 1) * 1000) / rate - performance.now()));
  }
  await Promise.all(calls);
  times.sort((a, b) => a - b);
  return {
    ok: statuses[200] ?? 0,
    total: calls.length,
    statuses,
    p50: round(percentile(times, 50), 1),
    p99: round(percentile(times, 99), 1),
    max: round(times.at(-1) ?? NaN, 1),
  };
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
  // This process's own delays add to every latency it measures: reported beside them.
  const lag = monitorEventLoopDelay({ resolution: 1 });
  lag.enable();
  const [get, health] = await Promise.all([
    openLoop(server.url + path, RATE, SECONDS, headers),
    openLoop(`${server.url}/api/health`, HEALTH_RATE, SECONDS),
  ]);
  const cpu = cpuMs(server.child.pid) - cpu0;
  lag.disable();
  return {
    // Over the time the calls were sent and answered (the last answers may come after SECONDS).
    cpu_share: round(cpu / (SECONDS * 1000), 2),
    get,
    health,
    lag_p99: round(lag.percentile(99) / 1e6, 1),
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
        const login = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: data.benchEmail, password: data.benchPassword }),
        });
        const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
        const path = `/api/events/${data.eventId}`;
        await openLoop(server.url + path, RATE, 2, headers); // warm-up
        for (let round = 0; round < ROUNDS; round += 1) {
          rows.push({ limits, flood: false, ...(await phase(server, headers, path, null)) });
          rows.push({ limits, flood: true, ...(await phase(server, headers, path, await accessToken(flooder))) });
        }
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
    `| socket request limits | flood | other user's \`GET /api/events/{id}\` p50 / p99 / max ms (not 200) | \`/api/health\` 200s / polls (others), p99 ms | server CPU (share of one core) | measuring process's loop delay p99 ms | flood frames sent / run / refused; connections; \`connection_throttled\` |`,
    '|---|---|---|---|---|---|---|',
  ];
  const others = (statuses) =>
    Object.entries(statuses)
      .filter(([s]) => s !== '200')
      .map(([s, n]) => `${n} × ${s}`)
      .join(', ');
  for (const r of rows) {
    const f = r.flood;
    const notOk = others(r.get.statuses);
    const healthNotOk = others(r.health.statuses);
    lines.push(
      `| ${r.limits} | ${r.flood ? 'yes' : 'no'} | ${r.get.p50} / **${r.get.p99}** / ${r.get.max}${notOk ? ` (${notOk})` : ''} | ${r.health.ok} / ${r.health.total}${healthNotOk ? ` (${healthNotOk})` : ''}, ${r.health.p99} | ${r.cpu_share} | ${r.lag_p99} | ${f ? `${f.sent} / ${f.answered} / ${f.refused}; ${f.connections}; ${f.throttled}` : '—'} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatFlood(await benchFlood()));
  process.exit(0);
}
