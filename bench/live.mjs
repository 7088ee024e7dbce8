// The live session benchmark (docs/live.md): one session room with N viewers and a chat stream of R messages/s,
// against a bare Socket.IO server broadcasting the same stream to the same room, with the same load generator
// (bench/lib/live-worker.mjs) in alternating runs; then a poll that V viewers vote in within 10 s.
// Servers on core 0, load generators on core 1, loopback only; stops by itself.
// Reported: delivery p50/p99, deliveries, and the server's CPU time per 1,000 deliveries (from /proc: utime +
// stime of the server process over the run), so that the server's cost shows apart from the load generator's.
// Settings: BENCH_LIVE_VIEWERS (2000), BENCH_LIVE_RATE (20), BENCH_SECONDS (10), BENCH_LIVE_RUNS (3),
// BENCH_LIVE_VOTERS (1000).
import { execFileSync, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  accessToken,
  dropDatabase,
  freshDatabase,
  median,
  percentile,
  pinSelf,
  PG_ADMIN_URL,
  root,
  round,
  sleep,
  startServer,
  stopServer,
} from './lib/common.mjs';

const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 2000);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 3);
const VOTERS = Number(process.env.BENCH_LIVE_VOTERS ?? 1000);
const WORKERS = 2;
const TICKS_PER_SECOND = 100;

function worker() {
  const child = fork(join(root, 'bench/lib/live-worker.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    execFileSync('taskset', ['-cp', '1', String(child.pid)], { stdio: 'ignore' });
  } catch {
    // one core: nothing to pin
  }
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

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function sql(db, statement) {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${db.name}`;
  return execFileSync('psql', [u.toString(), '-qAtc', statement]).toString().trim();
}

/** An organization with an owner, an event with VIEWERS attendees, one session; ids of all. */
function seedLive(db) {
  const ids = sql(
    db,
    `insert into users (email, first_name, last_name) select 'viewer' || g || '@live.bench', 'Viewer', g::text
       from generate_series(0, ${VIEWERS}) g returning id`,
  )
    .split('\n')
    .map(Number);
  const [owner, ...viewers] = ids;
  const org = Number(sql(db, `insert into organizations (name) values ('Live bench') returning id`).split('\n')[0]);
  sql(db, `insert into organization_users (organization_id, user_id, role) values (${org}, ${owner}, 'OWNER')`);
  const event = Number(
    sql(
      db,
      `insert into events (organization_id, title, event_type, start_date, end_date, company_name)
       values (${org}, 'Live bench', 'CONFERENCE', '2031-05-01', '2031-05-02', 'Bench') returning id`,
    ).split('\n')[0],
  );
  sql(
    db,
    `insert into event_users (event_id, user_id, role) select ${event}, id, 'ATTENDEE' from users where email like '%@live.bench' and id <> ${owner}`,
  );
  const session = Number(
    sql(
      db,
      `insert into sessions (event_id, title, start_time, end_time, day_number) values (${event}, 'Keynote', '09:00', '10:00', 1) returning id`,
    ).split('\n')[0],
  );
  return { owner, viewers, event, session };
}

async function connectAll(workers, url, tokens, relayMode, session) {
  const slices = workers.map(() => []);
  tokens.forEach((t, i) => slices[i % workers.length].push(t));
  let ready = 0;
  let failed = 0;
  for (let w = 0; w < workers.length; w += 1) {
    const r = await workers[w].call('connect', 'connected', { url, tokens: slices[w], relayMode, session });
    ready += r.ready;
    failed += r.failed;
  }
  return { ready, failed };
}

/** One chat run: worker 0 sends, every viewer (both workers) receives. */
async function chatRun(workers, pid) {
  await Promise.all(workers.map((w) => w.call('collect', 'latencies')));
  const cpu0 = cpuSeconds(pid);
  const sent = await workers[0].call('send', 'sent', { rate: RATE, seconds: SECONDS });
  // Until the deliveries stop (an overloaded load generator is still reading its backlog): the next run, and
  // the poll, must not pay for this one.
  const lat = [];
  for (let quiet = 0, waited = 0; quiet < 2 && waited < 60; waited += 1) {
    await sleep(1000);
    const got = (await Promise.all(workers.map((w) => w.call('collect', 'latencies')))).flatMap((r) => r.latencies);
    for (const x of got) lat.push(x);
    quiet = got.length === 0 ? quiet + 1 : 0;
  }
  const cpu = cpuSeconds(pid) - cpu0;
  lat.sort((a, b) => a - b);
  return {
    sent: sent.sent,
    errors: sent.errors,
    delivered: lat.length,
    p50: round(percentile(lat, 50), 1),
    p99: round(percentile(lat, 99), 1),
    cpu_ms_per_1000: round((cpu * 1000 * 1000) / Math.max(1, lat.length), 1),
    ack_p50: round(sent.ackP50, 1),
    ack_p99: round(sent.ackP99, 1),
  };
}

async function startRelay(port) {
  const child = spawn('taskset', ['-c', '0', process.execPath, join(root, 'bench/lib/live-relay.mjs'), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await sleep(800);
  return child;
}

async function api(url, token, method, path, body) {
  const res = await fetch(`${url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function benchLive() {
  pinSelf();
  const db = freshDatabase('postgres');
  const server = await startServer(3941, db.env);
  const relay = await startRelay(3942);
  try {
    const { owner, viewers, session } = seedLive(db);
    const tokens = await Promise.all(viewers.map((id) => accessToken(id)));
    const apiWorkers = Array.from({ length: WORKERS }, worker);
    const connected = await connectAll(apiWorkers, server.url, tokens, false, session);
    const relayWorkers = Array.from({ length: WORKERS }, worker);
    await connectAll(relayWorkers, 'http://127.0.0.1:3942', tokens, true, session);

    const runs = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push({ relay: await chatRun(relayWorkers, relay.pid), api: await chatRun(apiWorkers, server.child.pid) });
    await Promise.all(relayWorkers.map((w) => w.call('close', 'closed')));
    const summary = (k) => ({
      sent: median(runs.map((r) => r[k].sent)),
      errors: Math.max(...runs.map((r) => r[k].errors)),
      delivered: median(runs.map((r) => r[k].delivered)),
      p50: median(runs.map((r) => r[k].p50)),
      p99: median(runs.map((r) => r[k].p99)),
      p99_runs: runs.map((r) => r[k].p99),
      cpu_ms_per_1000: median(runs.map((r) => r[k].cpu_ms_per_1000)),
      ack_p50: median(runs.map((r) => r[k].ack_p50)),
      ack_p99: median(runs.map((r) => r[k].ack_p99)),
    });

    // The poll: VOTERS viewers vote within 10 s; then it is closed and everyone is told the final results.
    const ownerToken = await accessToken(owner);
    const poll = await api(server.url, ownerToken, 'POST', `/sessions/${session}/polls`, {
      question: 'Which track next?',
      options: ['A', 'B', 'C'],
    });
    await api(server.url, ownerToken, 'POST', `/live/polls/${poll.id}/open`);
    const perWorker = Math.ceil(VOTERS / WORKERS);
    const voted = await Promise.all(
      apiWorkers.map((w) =>
        w.call('vote', 'voted', {
          voters: perWorker,
          seconds: 10,
          pollId: poll.id,
          optionIds: poll.options.map((o) => o.id),
        }),
      ),
    );
    await sleep(1000);
    const closed = await api(server.url, ownerToken, 'POST', `/live/polls/${poll.id}/close`);
    await sleep(1500);
    const votes = (await Promise.all(apiWorkers.map((w) => w.call('votes', 'votes')))).flatMap((r) => r.votes);
    const cast = votes.filter((v) => v.voted);
    const lat = cast
      .map((v) => v.latency)
      .filter((x) => x !== null)
      .sort((a, b) => a - b);
    const acks = cast
      .map((v) => v.ack)
      .filter((x) => x !== null)
      .sort((a, b) => a - b);
    await Promise.all(apiWorkers.map((w) => w.call('close', 'closed')));
    const acked = voted.reduce((a, v) => a + v.acked, 0);
    return {
      viewers: VIEWERS,
      connected: connected.ready,
      rate: RATE,
      seconds: SECONDS,
      runs: RUNS,
      api: summary('api'),
      relay: summary('relay'),
      ratio_p99: round(median(runs.map((r) => r.api.p99 / r.relay.p99)), 2),
      poll: {
        voters: cast.length,
        acked,
        refused: voted.reduce((a, v) => a + v.refused, 0),
        counted: closed.total_voters,
        votes_sum: closed.options.reduce((a, o) => a + o.votes, 0),
        results_received: lat.length,
        results_p50: round(percentile(lat, 50), 1),
        results_p99: round(percentile(lat, 99), 1),
        ack_p50: round(percentile(acks, 50), 1),
        ack_p99: round(percentile(acks, 99), 1),
        closed_seen: votes.filter((v) => v.closedSeen).length,
      },
    };
  } finally {
    relay.kill('SIGKILL');
    await stopServer(server);
    dropDatabase(db);
  }
}

export function formatLive(r) {
  const row = (name, m) =>
    `| ${name} | ${m.sent} / ${m.delivered} (errors ${m.errors}) | ${m.p50} | ${m.p99} | ${m.p99_runs.join(', ')} | ${m.ack_p50} / ${m.ack_p99} | ${m.cpu_ms_per_1000} |`;
  const p = r.poll;
  return `### Live session room (${r.viewers} viewers, ${r.connected} joined; ${r.rate} chat msg/s for ${r.seconds} s; medians of ${r.runs} alternating runs)\n\n| server | sent / delivered | p50 ms | p99 ms | p99 of each run | sender's ack p50 / p99 ms | server CPU ms per 1,000 deliveries |\n|---|---|---|---|---|---|---|\n${row('bare Socket.IO', r.relay)}\n${row('API', r.api)}\n\np99 ÷ bare (median of the runs' ratios): ${r.ratio_p99} (target ≤ 2).\n\nPoll: ${p.voters} viewers voted within 10 s, ${p.acked} acknowledged (${p.refused} refused); counted at closing ${p.counted} voters, ${p.votes_sum} votes (every vote once: ${p.counted === p.acked && p.votes_sum === p.acked ? 'yes' : 'NO'}). Results after one's vote reached ${p.results_received} voters: p50 ${p.results_p50} ms, p99 ${p.results_p99} ms (target ≤ 1000); the vote's own acknowledgement p50 ${p.ack_p50} ms, p99 ${p.ack_p99} ms. Final results (poll_closed) reached ${p.closed_seen} of ${r.connected} viewers.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchLive();
  console.log(JSON.stringify(r, null, 1));
  console.log(formatLive(r));
  process.exit(0);
}
