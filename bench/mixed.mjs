// Mixed "event day": simulated attendees (org members, 2 per thread) load the event's pages, read agendas,
// sessions and speakers, list their threads and messages, send DMs and mark them read, while an organizer
// edits a session every EDIT_EVERY_MS. Side by side with a bare node:http server replaying the API's own answers
// (captured beforehand, by method and path) for the same request mix; runs alternate API, bare, API, bare...
// Reports req/s, p50/p99 and each cache's hit rate (the server's counts, read with SIGUSR2).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  accessToken,
  dropDatabase,
  freshDatabase,
  median,
  pinSelf,
  round,
  seed,
  sleep,
  startServer,
  stopServer,
} from './lib/common.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const ATTENDEES = Number(process.env.BENCH_ATTENDEES ?? 1000);
const EDIT_EVERY_MS = Number(process.env.BENCH_EDIT_EVERY_MS ?? 3000);
const POOL = 5000;

/** The mix, in percent of requests. */
const MIX = [
  ['event', 15],
  ['agenda', 20],
  ['session', 10],
  ['session speakers', 5],
  ['speakers', 5],
  ['me', 5],
  ['organizations', 5],
  ['threads', 15],
  ['messages', 12],
  ['send DM', 4],
  ['mark read', 4],
];

function requestFor(kind, a, data, rnd) {
  const e = data.eventId;
  const session = data.sessionIds[Math.floor(rnd() * data.sessionIds.length)];
  const json = { 'content-type': 'application/json' };
  switch (kind) {
    case 'event':
      return { method: 'GET', path: `/api/events/${e}` };
    case 'agenda':
      return { method: 'GET', path: `/api/events/${e}/sessions?day_number=1` };
    case 'session':
      return { method: 'GET', path: `/api/sessions/${session}` };
    case 'session speakers':
      return { method: 'GET', path: `/api/sessions/${session}/speakers` };
    case 'speakers':
      return { method: 'GET', path: `/api/events/${e}/users?role=SPEAKER&per_page=100` };
    case 'me':
      return { method: 'GET', path: '/api/auth/me' };
    case 'organizations':
      return { method: 'GET', path: '/api/organizations' };
    case 'threads':
      return { method: 'GET', path: '/api/direct-messages/threads' };
    case 'messages':
      return { method: 'GET', path: `/api/direct-messages/threads/${a.thread}/messages` };
    case 'send DM':
      return {
        method: 'POST',
        path: `/api/direct-messages/threads/${a.thread}/messages`,
        headers: json,
        body: JSON.stringify({ content: 'See you at the keynote' }),
      };
    case 'mark read':
      return { method: 'POST', path: `/api/direct-messages/threads/${a.thread}/read` };
    default:
      throw new Error(kind);
  }
}

/** A fixed pseudo-random pool of requests (seeded, so every run sends the same sequence). */
function requestPool(data, attendees) {
  let x = 42;
  const rnd = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const total = MIX.reduce((s, [, w]) => s + w, 0);
  const pool = [];
  for (let i = 0; i < POOL; i += 1) {
    let r = rnd() * total;
    const [kind] = MIX.find(([, w]) => (r -= w) < 0) ?? MIX[0];
    const a = attendees[Math.floor(rnd() * attendees.length)];
    const req = requestFor(kind, a, data, rnd);
    pool.push({ kind, ...req, headers: { ...(req.headers ?? {}), authorization: `Bearer ${a.token}` } });
  }
  return pool;
}

function load(url, pool, onResponse) {
  let i = 0;
  return new Promise((resolve, reject) => {
    const inst = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [{ setupRequest: (req) => ({ ...req, ...pool[i++ % pool.length] }) }],
      },
      (err, r) =>
        err
          ? reject(err)
          : resolve({
              rps: r.requests.average,
              p50: r.latency.p50,
              p99: r.latency.p99,
              non2xx: r.non2xx,
              errors: r.errors,
            }),
    );
    if (onResponse) inst.on('response', onResponse);
  });
}

async function startBare(port, answers) {
  const dir = mkdtempSync(join(tmpdir(), 'atria-bare-mixed-'));
  writeFileSync(join(dir, 'answers.json'), JSON.stringify(answers));
  const script = `const a=JSON.parse(require('fs').readFileSync(${JSON.stringify(join(dir, 'answers.json'))}));for(const k in a)a[k].b=Buffer.from(a[k].body);require('http').createServer((q,s)=>{const x=a[q.method+' '+q.url];q.resume();q.on('end',()=>{if(!x){s.writeHead(404);return s.end()}s.writeHead(x.status,{'content-type':x.type,'content-length':x.b.length});s.end(x.b)})}).listen(${port},'127.0.0.1')`;
  const child = spawn('taskset', ['-c', '0', process.execPath, '-e', script], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await sleep(30);
    }
  }
  throw new Error('bare server did not start');
}

/** The server's cache counts since start (SIGUSR2 prints them on its stderr). */
async function cacheStats(server, file) {
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 50; i += 1) {
    await sleep(20);
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .reverse()
      .find((l) => l.startsWith('{"caches"'));
    if (line) return JSON.parse(line).caches;
  }
  throw new Error('no cache counts from the server');
}

/** Seeds a database of `kind`, starts the API on `port` and the bare replay of its answers on `barePort`. */
async function prepare(kind, port, barePort) {
  const db = freshDatabase(kind);
  const data = seed(db, ATTENDEES);
  const stderrFile = join(mkdtempSync(join(tmpdir(), 'atria-mixed-')), 'stderr');
  writeFileSync(stderrFile, '');
  const t = {
    kind,
    db,
    stderrFile,
    server: await startServer(port, db.env, { stderrFile }),
    edits: 0,
    editErrors: 0,
    byStatus: {},
    api: [],
    limit: [],
  };
  const attendees = [];
  for (const [thread, a, b] of data.socketThreads) {
    attendees.push({ id: a, thread, token: await accessToken(a) }, { id: b, thread, token: await accessToken(b) });
  }
  t.attendees = attendees.length;
  t.organizer = { authorization: `Bearer ${await accessToken(data.benchUserId)}`, 'content-type': 'application/json' };
  t.data = data;
  t.pool = requestPool(data, attendees);
  // The bare server's answers: the API's own, one per method and path.
  const answers = {};
  for (const r of t.pool) {
    const key = `${r.method} ${r.path}`;
    if (answers[key]) continue;
    const res = await fetch(t.server.url + r.path, { method: r.method, headers: r.headers, body: r.body });
    if (!res.ok) throw new Error(`${key}: ${res.status} ${await res.text()}`);
    answers[key] = {
      status: res.status,
      type: res.headers.get('content-type') ?? 'application/json',
      body: await res.text(),
    };
  }
  t.bare = await startBare(barePort, answers);
  t.bareUrl = `http://127.0.0.1:${barePort}`;
  return t;
}

/** An organizer edits a session of `t` every EDIT_EVERY_MS while its API is measured. */
function startEditor(t) {
  return setInterval(() => {
    const id = t.data.sessionIds[t.edits % t.data.sessionIds.length];
    t.edits += 1;
    fetch(`${t.server.url}/api/sessions/${id}`, {
      method: 'PUT',
      headers: t.organizer,
      body: JSON.stringify({ title: `Session ${id}, edit ${t.edits}` }),
    }).then(
      (r) => (r.ok ? undefined : (t.editErrors += 1)),
      () => (t.editErrors += 1),
    );
  }, EDIT_EVERY_MS);
}

function summary(t, before, after) {
  const caches = Object.fromEntries(
    Object.entries(after).map(([name, c]) => {
      const hits = c.hits - (before[name]?.hits ?? 0);
      const misses = c.misses - (before[name]?.misses ?? 0);
      return [name, { hits, misses, rate: round(hits / Math.max(1, hits + misses), 3) }];
    }),
  );
  const ratios = t.api.map((r, i) => r.rps / t.limit[i].rps);
  return {
    database: t.kind,
    attendees: t.attendees,
    rps: round(median(t.api.map((r) => r.rps)), 0),
    p50: median(t.api.map((r) => r.p50)),
    p99: median(t.api.map((r) => r.p99)),
    p99_runs: t.api.map((r) => r.p99),
    bare_rps: round(median(t.limit.map((r) => r.rps)), 0),
    bare_p99: median(t.limit.map((r) => r.p99)),
    ratio: round(median(ratios), 3),
    ratio_runs: ratios.map((x) => round(x, 3)),
    statuses: t.byStatus,
    edits: t.edits,
    edit_errors: t.editErrors,
    caches,
  };
}

/**
 * The mixed workload on each database of `kinds`, side by side in one invocation: every database's API and its
 * bare replay are started first, then the runs alternate API, bare, for each database in turn, so that a busy
 * spell of the machine falls on all of them alike.
 */
export async function benchMixed(kinds = ['postgres']) {
  pinSelf();
  const targets = [];
  try {
    for (const [i, kind] of kinds.entries()) targets.push(await prepare(kind, 3913 + 2 * i, 3914 + 2 * i));
    const before = [];
    for (const t of targets) {
      const editor = startEditor(t);
      await load(t.server.url, t.pool); // warm-up: hit rates count from here
      clearInterval(editor);
      before.push(await cacheStats(t.server, t.stderrFile));
    }
    for (let i = 0; i < RUNS; i += 1) {
      for (const t of targets) {
        const editor = startEditor(t);
        t.api.push(
          await load(t.server.url, t.pool, (_client, status) => (t.byStatus[status] = (t.byStatus[status] ?? 0) + 1)),
        );
        clearInterval(editor);
        t.limit.push(await load(t.bareUrl, t.pool));
      }
    }
    const out = [];
    for (const [i, t] of targets.entries()) out.push(summary(t, before[i], await cacheStats(t.server, t.stderrFile)));
    return out;
  } finally {
    for (const t of targets) {
      t.bare?.kill('SIGKILL');
      await stopServer(t.server);
      dropDatabase(t.db);
    }
  }
}

export function formatMixed(r) {
  const caches = Object.entries(r.caches).map(([name, c]) => `| ${name} | ${c.hits} | ${c.misses} | ${c.rate} |`);
  return [
    `| database | attendees | req/s | p50 ms | p99 ms (each run) | bare req/s | bare p99 ms | ratio (each run; target ≥ 0.2) | answers by status | session edits (errors) |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    `| ${r.database} | ${r.attendees} | ${r.rps} | ${r.p50} | ${r.p99} (${r.p99_runs.join(', ')}) | ${r.bare_rps} | ${r.bare_p99} | ${r.ratio} (${r.ratio_runs.join(', ')}) | ${Object.entries(
      r.statuses,
    )
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')} | ${r.edits} (${r.edit_errors}) |`,
    '',
    '| cache | hits | misses | hit rate |',
    '|---|---|---|---|',
    ...caches,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kinds = process.argv.slice(2);
  for (const r of await benchMixed(kinds.length ? kinds : ['postgres'])) console.log(`${formatMixed(r)}\n`);
  process.exit(0);
}
