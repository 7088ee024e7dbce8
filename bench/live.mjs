// The live session benchmark (docs/live.md), in parts chosen with BENCH_LIVE_PARTS (comma-separated; default
// `chat,poll`; `all` for every part):
// - chat: one session room with N viewers and a chat stream of R messages/s, against a bare Socket.IO server
//   broadcasting the same stream to the same room, with the same load generator (bench/lib/live-worker.mjs) in
//   alternating runs. The API batches a busy room's chat (LIVE_CHAT_BATCH_MS, 100 ms); with
//   BENCH_LIVE_UNBATCHED=1 an API with batching off (0) runs alongside, to show what batching changes.
// - poll: V viewers vote in a poll within 10 s (on the chat part's API and viewers).
// - cluster: the same room with the viewers split over two instances sharing Redis (the senders on the first),
//   alternating with one instance holding all of them: p99 ratio (target ≤ 1.5).
// - memory: RSS of one instance holding M sockets, each joined to one of S session rooms (target ≤ 300 MB).
// Servers on core 0, load generators on core 1, loopback only; every part stops by itself.
// Reported: delivery p50/p99, deliveries, packets, and the server's CPU time per 1,000 deliveries (from /proc:
// utime + stime of the server processes over the run), so that the server's cost shows apart from the load
// generator's.
// Settings: BENCH_LIVE_VIEWERS (5000), BENCH_LIVE_RATE (20), BENCH_SECONDS (10), BENCH_LIVE_RUNS (3),
// BENCH_LIVE_VOTERS (1000), BENCH_LIVE_CLUSTER_VIEWERS (as BENCH_LIVE_VIEWERS), BENCH_LIVE_MEMORY_SOCKETS (10000),
// BENCH_LIVE_MEMORY_SESSIONS (10), BENCH_MEM_SETTLE_MS (3000), BENCH_MEM_BARE (0: no bare Socket.IO beside it), BENCH_LIVE_CONNECT_MS (180000: how long a load
// generator waits for its sockets to connect and join; those still pending then count as failed).
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
  PG_ADMIN_URL,
  root,
  round,
  sleep,
  startServer,
  stopServer,
} from './lib/common.mjs';

const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 5000);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 3);
const VOTERS = Number(process.env.BENCH_LIVE_VOTERS ?? 1000);
const UNBATCHED = process.env.BENCH_LIVE_UNBATCHED === '1';
const CLUSTER_VIEWERS = Number(process.env.BENCH_LIVE_CLUSTER_VIEWERS ?? VIEWERS);
const MEMORY_SOCKETS = Number(process.env.BENCH_LIVE_MEMORY_SOCKETS ?? 10_000);
const MEMORY_SESSIONS = Number(process.env.BENCH_LIVE_MEMORY_SESSIONS ?? 10);
const ALL_PARTS = ['chat', 'poll', 'cluster', 'memory'];
const PARTS = (() => {
  const asked = (process.env.BENCH_LIVE_PARTS ?? 'chat,poll').split(',').map((p) => p.trim());
  const parts = asked.includes('all') ? ALL_PARTS : asked.filter(Boolean);
  const unknown = parts.filter((p) => !ALL_PARTS.includes(p));
  if (unknown.length)
    throw new Error(`BENCH_LIVE_PARTS: unknown ${unknown.join(', ')} (known: ${ALL_PARTS.join(', ')}, all)`);
  return parts;
})();
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

/** An organization with an owner, an event with `viewers` attendees, `sessions` sessions; ids of all. */
function seedLive(db, viewers, sessions = 1) {
  const ids = sql(
    db,
    `insert into users (email, first_name, last_name) select 'viewer' || g || '@live.bench', 'Viewer', g::text
       from generate_series(0, ${viewers}) g returning id`,
  )
    .split('\n')
    .map(Number);
  const [owner, ...people] = ids;
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
  const sessionIds = sql(
    db,
    `insert into sessions (event_id, title, start_time, end_time, day_number)
       select ${event}, 'Keynote ' || g, '09:00', '10:00', 1 from generate_series(1, ${sessions}) g returning id`,
  )
    .split('\n')
    .map(Number);
  return { owner, viewers: people, event, session: sessionIds[0], sessions: sessionIds };
}

async function connectAll(workers, urls, tokens, relayMode, session, sessions) {
  const slices = workers.map(() => []);
  tokens.forEach((t, i) => slices[i % workers.length].push(t));
  let ready = 0;
  let failed = 0;
  const reasons = {};
  for (let w = 0; w < workers.length; w += 1) {
    // With two instances, each worker's sockets go to one of them: the viewers are split.
    const url = urls[w % urls.length];
    const r = await workers[w].call('connect', 'connected', { url, tokens: slices[w], relayMode, session, sessions });
    ready += r.ready;
    failed += r.failed;
    for (const [reason, n] of Object.entries(r.reasons ?? {})) reasons[reason] = (reasons[reason] ?? 0) + n;
  }
  if (failed > 0) console.error(`[bench live] sockets that failed, by reason: ${JSON.stringify(reasons)}`);
  return { ready, failed };
}

/** One chat run: worker 0 sends, every viewer (both workers) receives. `pids`: the servers whose CPU counts. */
async function chatRun(workers, pids) {
  await Promise.all(workers.map((w) => w.call('collect', 'latencies')));
  const cpuOf = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const cpu0 = cpuOf();
  const sent = await workers[0].call('send', 'sent', { rate: RATE, seconds: SECONDS });
  // Until the deliveries stop (an overloaded load generator is still reading its backlog): the next run, and
  // the poll, must not pay for this one.
  const lat = [];
  let packets = 0;
  let dropped = 0;
  for (let quiet = 0, waited = 0; quiet < 2 && waited < 60; waited += 1) {
    await sleep(1000);
    const got = await Promise.all(workers.map((w) => w.call('collect', 'latencies')));
    const fresh = got.flatMap((r) => r.latencies);
    for (const x of fresh) lat.push(x);
    packets += got.reduce((sum, r) => sum + r.packets, 0);
    dropped = Math.max(
      dropped,
      got.reduce((sum, r) => sum + r.dropped, 0),
    );
    quiet = fresh.length === 0 ? quiet + 1 : 0;
  }
  const cpu = cpuOf() - cpu0;
  lat.sort((a, b) => a - b);
  return {
    sent: sent.sent,
    errors: sent.errors,
    delivered: lat.length,
    packets,
    dropped,
    p50: round(percentile(lat, 50), 1),
    p99: round(percentile(lat, 99), 1),
    cpu_ms_per_1000: round((cpu * 1000 * 1000) / Math.max(1, lat.length), 1),
    ack_p50: round(sent.ackP50, 1),
    ack_p99: round(sent.ackP99, 1),
  };
}

/** Medians over the runs of one side. */
function summarize(runs, k) {
  return {
    sent: median(runs.map((r) => r[k].sent)),
    errors: Math.max(...runs.map((r) => r[k].errors)),
    delivered: median(runs.map((r) => r[k].delivered)),
    packets: median(runs.map((r) => r[k].packets)),
    dropped: Math.max(...runs.map((r) => r[k].dropped)),
    p50: median(runs.map((r) => r[k].p50)),
    p99: median(runs.map((r) => r[k].p99)),
    p99_runs: runs.map((r) => r[k].p99),
    cpu_ms_per_1000: median(runs.map((r) => r[k].cpu_ms_per_1000)),
    ack_p50: median(runs.map((r) => r[k].ack_p50)),
    ack_p99: median(runs.map((r) => r[k].ack_p99)),
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

/** The chat part (and the poll, on the same API and viewers): API vs bare, optionally vs the API unbatched. */
async function chatAndPoll(withChat, withPoll) {
  const db = freshDatabase('postgres');
  const server = await startServer(3941, db.env);
  const relay = withChat ? await startRelay(3942) : undefined;
  const unbatched = withChat && UNBATCHED ? await startServer(3943, { ...db.env, LIVE_CHAT_BATCH_MS: '0' }) : undefined;
  try {
    const { owner, viewers, session } = seedLive(db, VIEWERS);
    const tokens = await Promise.all(viewers.map((id) => accessToken(id)));
    const apiWorkers = Array.from({ length: WORKERS }, worker);
    const connected = await connectAll(apiWorkers, [server.url], tokens, false, session);
    const out = { viewers: VIEWERS, connected: connected.ready, rate: RATE, seconds: SECONDS, runs: RUNS };
    if (withChat) {
      const relayWorkers = Array.from({ length: WORKERS }, worker);
      await connectAll(relayWorkers, ['http://127.0.0.1:3942'], tokens, true, session);
      const unbatchedWorkers = unbatched ? Array.from({ length: WORKERS }, worker) : undefined;
      if (unbatchedWorkers) await connectAll(unbatchedWorkers, [unbatched.url], tokens, false, session);
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = {
          relay: await chatRun(relayWorkers, [relay.pid]),
          api: await chatRun(apiWorkers, [server.child.pid]),
        };
        if (unbatchedWorkers) run.unbatched = await chatRun(unbatchedWorkers, [unbatched.child.pid]);
        runs.push(run);
      }
      await Promise.all(relayWorkers.map((w) => w.call('close', 'closed')));
      if (unbatchedWorkers) await Promise.all(unbatchedWorkers.map((w) => w.call('close', 'closed')));
      out.api = summarize(runs, 'api');
      out.relay = summarize(runs, 'relay');
      if (unbatchedWorkers) out.unbatched = summarize(runs, 'unbatched');
      out.ratio_p99 = round(median(runs.map((r) => r.api.p99 / r.relay.p99)), 2);
    }
    if (withPoll) out.poll = await pollPart(server, apiWorkers, owner, session, out.connected);
    await Promise.all(apiWorkers.map((w) => w.call('close', 'closed')));
    return out;
  } finally {
    relay?.kill('SIGKILL');
    await stopServer(unbatched);
    await stopServer(server);
    dropDatabase(db);
  }
}

/** The poll: VOTERS viewers vote within 10 s; then it is closed and everyone is told the final results. */
async function pollPart(server, apiWorkers, owner, session) {
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
  return {
    voters: cast.length,
    acked: voted.reduce((a, v) => a + v.acked, 0),
    refused: voted.reduce((a, v) => a + v.refused, 0),
    counted: closed.total_voters,
    votes_sum: closed.options.reduce((a, o) => a + o.votes, 0),
    results_received: lat.length,
    results_p50: round(percentile(lat, 50), 1),
    results_p99: round(percentile(lat, 99), 1),
    ack_p50: round(percentile(acks, 50), 1),
    ack_p99: round(percentile(acks, 99), 1),
    closed_seen: votes.filter((v) => v.closedSeen).length,
  };
}

/**
 * The same room on two instances sharing PostgreSQL and Redis (each load generator's viewers on one of them, the
 * senders on the first), alternating with one instance holding the same viewers' twins.
 */
async function clusterPart() {
  const db = freshDatabase('postgres');
  const prefix = `atria-bench-${randomBytes(3).toString('hex')}`;
  const redis = { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_CHANNEL_PREFIX: prefix };
  const servers = [];
  try {
    // The first server migrates the database: seeded after it.
    const single = await startServer(3944, db.env);
    servers.push(single);
    const { viewers, session } = seedLive(db, CLUSTER_VIEWERS);
    const a = await startServer(3945, { ...db.env, ...redis });
    servers.push(a);
    const b = await startServer(3946, { ...db.env, ...redis });
    servers.push(b);
    const tokens = await Promise.all(viewers.map((id) => accessToken(id)));
    const singleWorkers = Array.from({ length: WORKERS }, worker);
    const connectedSingle = await connectAll(singleWorkers, [single.url], tokens, false, session);
    const clusterWorkers = Array.from({ length: WORKERS }, worker);
    const connectedCluster = await connectAll(clusterWorkers, [a.url, b.url], tokens, false, session);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push({
        single: await chatRun(singleWorkers, [single.child.pid]),
        cluster: await chatRun(clusterWorkers, [a.child.pid, b.child.pid]),
      });
    await Promise.all([...singleWorkers, ...clusterWorkers].map((w) => w.call('close', 'closed')));
    return {
      viewers: CLUSTER_VIEWERS,
      connected_single: connectedSingle.ready,
      connected_cluster: connectedCluster.ready,
      rate: RATE,
      seconds: SECONDS,
      runs: RUNS,
      single: summarize(runs, 'single'),
      cluster: summarize(runs, 'cluster'),
      ratio_p99: round(median(runs.map((r) => r.cluster.p99 / r.single.p99)), 2),
    };
  } finally {
    for (const s of servers) await stopServer(s);
    dropDatabase(db);
  }
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024, 0);
}

/**
 * RSS of one instance holding MEMORY_SOCKETS sockets, each joined to one of MEMORY_SESSIONS session rooms; then,
 * with the same load generator, of the bare Socket.IO server (live-relay.mjs) holding as many in as many rooms:
 * what Socket.IO itself costs on this machine, beside the target.
 */
async function memoryPart() {
  const db = freshDatabase('postgres');
  const server = await startServer(3947, db.env);
  const settle = Number(process.env.BENCH_MEM_SETTLE_MS ?? 3000);
  let relay;
  try {
    const { viewers, sessions } = seedLive(db, MEMORY_SOCKETS, MEMORY_SESSIONS);
    const tokens = await Promise.all(viewers.map((id) => accessToken(id)));
    const before = rssMb(server.child.pid);
    const workers = Array.from({ length: WORKERS }, worker);
    const connected = await connectAll(workers, [server.url], tokens, false, sessions[0], sessions);
    await sleep(settle);
    const after = rssMb(server.child.pid);
    await Promise.all(workers.map((w) => w.call('close', 'closed')));
    await stopServer(server);
    const api = {
      sockets: MEMORY_SOCKETS,
      joined: connected.ready,
      failed: connected.failed,
      sessions: MEMORY_SESSIONS,
      rss_idle_mb: before,
      rss_mb: after,
    };
    if (process.env.BENCH_MEM_BARE === '0') return api;

    relay = await startRelay(3948);
    const relayBefore = rssMb(relay.pid);
    const relayWorkers = Array.from({ length: WORKERS }, worker);
    const relayConnected = await connectAll(
      relayWorkers,
      ['http://127.0.0.1:3948'],
      tokens,
      true,
      sessions[0],
      sessions,
    );
    await sleep(settle);
    const relayAfter = rssMb(relay.pid);
    await Promise.all(relayWorkers.map((w) => w.call('close', 'closed')));
    return {
      ...api,
      bare_joined: relayConnected.ready,
      bare_rss_idle_mb: relayBefore,
      bare_rss_mb: relayAfter,
    };
  } finally {
    relay?.kill();
    await stopServer(server);
    dropDatabase(db);
  }
}

export async function benchLive() {
  pinSelf();
  const out = { parts: PARTS };
  const say = (what) => console.error(`[bench live] ${new Date().toISOString().slice(11, 19)} ${what}`);
  say(`parts: ${PARTS.join(', ')}`);
  if (PARTS.includes('chat') || PARTS.includes('poll'))
    Object.assign(out, await chatAndPoll(PARTS.includes('chat'), PARTS.includes('poll')));
  if (PARTS.includes('cluster')) {
    say('cluster');
    out.cluster = await clusterPart();
  }
  if (PARTS.includes('memory')) {
    say('memory');
    out.memory = await memoryPart();
  }
  say('done');
  return out;
}

export function formatLive(r) {
  const row = (name, m) =>
    `| ${name} | ${m.sent} / ${m.delivered} (errors ${m.errors}) | ${m.packets} | ${m.dropped} | ${m.p50} | ${m.p99} | ${m.p99_runs.join(', ')} | ${m.ack_p50} / ${m.ack_p99} | ${m.cpu_ms_per_1000} |`;
  const head =
    "| server | sent / delivered | packets | viewers dropped | p50 ms | p99 ms | p99 of each run | sender's ack p50 / p99 ms | server CPU ms per 1,000 deliveries |\n|---|---|---|---|---|---|---|---|---|";
  const out = [];
  if (r.api) {
    out.push(
      `### Live session room (${r.viewers} viewers, ${r.connected} joined; ${r.rate} chat msg/s for ${r.seconds} s; medians of ${r.runs} alternating runs)\n\n${head}\n${row('bare Socket.IO', r.relay)}\n${row('API (batched)', r.api)}${r.unbatched ? `\n${row('API, batching off', r.unbatched)}` : ''}\n\np99 ÷ bare (median of the runs' ratios): ${r.ratio_p99} (target ≤ 2).`,
    );
  }
  if (r.poll) {
    const p = r.poll;
    out.push(
      `Poll: ${p.voters} viewers voted within 10 s, ${p.acked} acknowledged (${p.refused} refused); counted at closing ${p.counted} voters, ${p.votes_sum} votes (every vote once: ${p.counted === p.acked && p.votes_sum === p.acked ? 'yes' : 'NO'}). Results after one's vote reached ${p.results_received} voters: p50 ${p.results_p50} ms, p99 ${p.results_p99} ms (target ≤ 1000); the vote's own acknowledgement p50 ${p.ack_p50} ms, p99 ${p.ack_p99} ms. Final results (poll_closed) reached ${p.closed_seen} of ${r.connected} viewers.`,
    );
  }
  if (r.cluster) {
    const c = r.cluster;
    out.push(
      `### The same room on two instances with Redis (${c.viewers} viewers split; ${c.connected_cluster} joined there, ${c.connected_single} on one instance; ${c.rate} msg/s for ${c.seconds} s; medians of ${c.runs} alternating runs)\n\n${head}\n${row('one instance', c.single)}\n${row('two instances + Redis (CPU of both)', c.cluster)}\n\np99 two ÷ one (median of the runs' ratios): ${c.ratio_p99} (target ≤ 1.5).`,
    );
  }
  if (r.memory) {
    const m = r.memory;
    out.push(
      `### Memory: ${m.joined} of ${m.sockets} sockets joined to ${m.sessions} session rooms (${m.failed} failed): RSS ${m.rss_mb} MB (${m.rss_idle_mb} MB before they connected; target ≤ 300 MB).${m.bare_rss_mb === undefined ? '' : ` Bare Socket.IO, ${m.bare_joined} sockets in as many rooms: ${m.bare_rss_mb} MB (${m.bare_rss_idle_mb} MB before).`}`,
    );
  }
  return out.join('\n\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchLive();
  console.log(JSON.stringify(r, null, 1));
  console.log(formatLive(r));
  process.exit(0);
}
