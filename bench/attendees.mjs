// Attendees page: an event with 10,000 participants, the organizer console's page and search requests at 20
// connections (autocannon), side by side with a bare node:http server answering the same bytes (the limit), as
// bench/http.mjs does. Runs alternate API, bare, API, bare...; figures are medians. Server and bare server on
// core 0, the load generator on core 1. Target: p99 ≤ 50 ms.
//
// Two kinds of rows: `cached` asks the same URL again and again (the read cache answers after the first);
// `fresh` gives every request its own URL (another page size or search text), so each one reaches PostgreSQL —
// what a person paging and typing in the console does.
import { execFileSync } from 'node:child_process';
import {
  PG_ADMIN_URL,
  dropDatabase,
  freshDatabase,
  median,
  pinSelf,
  round,
  seed,
  startServer,
  stopServer,
} from './lib/common.mjs';
import { withCpu } from './lib/cpu.mjs';
import { load as run, loadAverage, startBare } from './lib/harness.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
/** BENCH_ONLY: a |-separated list of request names to run (all by default). */
const ONLY = process.env.BENCH_ONLY?.split('|').map((s) => s.trim());
const FIRST = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gia', 'Hugo', 'Ivy', 'Jon'];

/** 10,000 participants of the seeded event, a third of them invited and not yet claimed, with companies. */
function addParticipants(dbUrl, eventId) {
  const names = `array[${FIRST.map((n) => `'${n}'`).join(',')}]`;
  execFileSync('psql', [
    dbUrl,
    '-qc',
    `with u as (
       insert into users (email, first_name, last_name, company_name, password_hash)
       select 'person' || g || '@attendees.bench', (${names})[1 + g % 10], 'Person' || g, 'Company ' || (g % 500),
              case when g % 3 = 0 then null else 'x' end
       from generate_series(1, ${PARTICIPANTS}) g
       returning id, password_hash)
     , eu as (insert into event_users (event_id, user_id, role) select ${eventId}, id, 'ATTENDEE' from u returning user_id)
     insert into invitations (user_id, token_hash, event_id, expires_at)
     select id, md5(random()::text || id), ${eventId}, now() + interval '14 days' from u where password_hash is null;
     analyze;`,
  ]);
}

const load = (opts) => run({ connections: CONNECTIONS, duration: DURATION, ...opts });

/**
 * The requests: a fixed path (cached) or a function giving each request its own (fresh). A fresh URL never
 * repeats within a benchmark (`n`, the request's number, is in it: the list ignores parameters it does not know),
 * so the read cache, which keys on the URL, answers none of them and every one is searched, counted and paged.
 */
function requests(eventId) {
  const base = `/api/events/${eventId}/users`;
  let n = 0;
  const next = () => (n += 1);
  return [
    { name: 'first page', cache: 'cached', path: `${base}?per_page=25` },
    {
      name: 'pages',
      cache: 'fresh',
      path: () => `${base}?page=${1 + (next() % 400)}&per_page=${20 + (n % 11)}&n=${n}`,
    },
    { name: 'search name', cache: 'fresh', path: () => `${base}?q=person${next() % 10_000}&per_page=25&n=${n}` },
    {
      name: 'search company',
      cache: 'fresh',
      path: () => `${base}?q=company%20${next() % 500}&per_page=${20 + (n % 7)}&n=${n}`,
    },
    {
      name: 'search, 1 letter',
      cache: 'fresh',
      path: () => `${base}?q=${'abcdefghij'[next() % 10]}&page=${1 + (n % 20)}&per_page=${20 + (n % 11)}&n=${n}`,
    },
    {
      name: 'pending invitations',
      cache: 'fresh',
      path: () => `${base}?invitation=pending&page=${1 + (next() % 100)}&per_page=25&n=${n}`,
    },
  ];
}

export async function benchAttendees(kinds = ['postgres']) {
  pinSelf();
  const rows = [];
  for (const kind of kinds) {
    const db = freshDatabase(kind);
    const data = seed(db);
    if (kind !== 'postgres') throw new Error('attendees: only the external PostgreSQL is seeded with psql');
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${db.name}`;
    addParticipants(url.toString(), data.eventId);
    const server = await startServer(3921, db.env);
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: data.benchEmail, password: data.benchPassword }),
      });
      const { access_token } = await login.json();
      const headers = { authorization: `Bearer ${access_token}` };
      for (const r of requests(data.eventId)) {
        if (ONLY && !ONLY.includes(r.name)) continue;
        const samplePath = typeof r.path === 'string' ? r.path : r.path();
        const sample = await fetch(server.url + samplePath, { headers });
        if (!sample.ok) throw new Error(`${samplePath}: ${sample.status}`);
        const body = Buffer.from(await sample.arrayBuffer());
        const total = JSON.parse(body.toString()).total_items;
        const opts = { url: server.url, path: r.path, headers };
        const bare = await startBare(3922, [body]);
        const api = [];
        const limit = [];
        await load({ ...opts, duration: 1 }); // warm-up
        for (let i = 0; i < RUNS; i += 1) {
          api.push(await withCpu(server.child.pid, () => load(opts)));
          limit.push(await load({ url: 'http://127.0.0.1:3922/0' }));
        }
        bare.kill('SIGKILL');
        rows.push({
          name: r.name,
          cache: r.cache,
          example: samplePath.replace(/\/\d+\//, '/{id}/'),
          bytes: body.length,
          total,
          rps: round(median(api.map((x) => x.rps)), 0),
          p50: median(api.map((x) => x.p50)),
          p99: median(api.map((x) => x.p99)),
          p99_runs: api.map((x) => x.p99),
          cpu_ms: median(api.map((x) => x.cpu_ms_per_request)),
          bare_rps: round(median(limit.map((x) => x.rps)), 0),
          bare_p99: median(limit.map((x) => x.p99)),
          loadavg: loadAverage(),
        });
      }
    } finally {
      await stopServer(server);
      dropDatabase(db);
    }
  }
  return rows;
}

export function formatAttendees(rows) {
  const lines = [
    '| request | kind | example | matches | req/s | p50 ms | p99 ms (runs) | bare req/s | bare p99 ms | server CPU ms/request | load avg after | p99 ≤ 50 ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.cache} | \`GET ${r.example}\` (${r.bytes} B) | ${r.total} | ${r.rps} | ${r.p50} | ${r.p99} (${r.p99_runs.join(', ')}) | ${r.bare_rps} | ${r.bare_p99} | ${r.cpu_ms} | ${r.loadavg} | ${r.p99 <= 50 ? 'yes' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatAttendees(await benchAttendees()));
}
