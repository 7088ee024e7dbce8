// Attendee directory (docs/networking.md#directory): one event with 10,000 participants (names, companies and
// titles drawn from small lists, so searches match many), one viewer. The built API answers
// GET /api/events/:id/directory at 20 connections: the first page, a search, a search with a role filter, a
// page deep in the list, the first page asked by another of the 10,000 participants each time. Measured side by side with a bare node:http server answering the same bytes,
// alternating API, bare, API, bare... Server and bare server on core 0, the load generator on core 1.
// Usage: node bench/directory.mjs   (BENCH_RUNS, BENCH_SECONDS; BENCH_DATABASE_URL as for the others)
import { execFileSync } from 'node:child_process';
import {
  accessToken,
  dropDatabase,
  freshDatabase,
  median,
  pinSelf,
  round,
  sleep,
  startServer,
  stopServer,
} from './lib/common.mjs';
import { withCpu } from './lib/cpu.mjs';
import { load as run, loadAverage, startBare as bareServer } from './lib/harness.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const PARTICIPANTS = 10_000;
/** BENCH_ONLY: a |-separated list of case names to run (all by default). */
const ONLY = process.env.BENCH_ONLY?.split('|').map((s) => s.trim());
const API_PORT = 3481;
const BARE_PORT = 3482;

const load = (opts) => run({ connections: CONNECTIONS, duration: DURATION, ...opts });

/** The event and its people, straight in SQL: 10,000 attendees and a viewer (a speaker in every 20th row). */
export function seedDirectory(databaseUrl) {
  const sql = `
    insert into organizations (name) values ('Directory Bench Org');
    insert into events (organization_id, title, event_type, start_date, end_date, company_name)
      select id, 'Directory Bench', 'CONFERENCE', '2031-05-01', '2031-05-03', 'Bench Co' from organizations;
    insert into users (email, first_name, last_name, company_name, title)
      select 'dir' || g || '@bench.test',
        (array['Ada','Ben','Cleo','Dan','Eva','Finn','Gia','Hugo','Ines','Jon','Kai','Lena','Milo','Nora','Omar','Pia'])[1 + g % 16],
        (array['Schmidt','Okafor','Rossi','Nguyen','Silva','Kowalski','Haddad','Larsen','Moreau','Tanaka','Ibrahim','Novak'])[1 + (g / 16) % 12] || g,
        (array['Initech','Globex','Umbrella','Hooli','Stark','Wayne','Acme','Soylent','Tyrell','Cyberdyne'])[1 + g % 10] || ' ' || (g % 97),
        (array['Engineer','Designer','Product Manager','Founder','Researcher','Sales Lead','Marketing','Data Scientist'])[1 + g % 8]
      from generate_series(1, ${PARTICIPANTS + 1}) g;
    insert into event_users (event_id, user_id, role)
      select e.id, u.id, case when u.id % 20 = 0 then 'SPEAKER'::event_user_role else 'ATTENDEE'::event_user_role end
      from events e, users u where u.email like 'dir%@bench.test';
    analyze;
    select e.id || ' ' || (select min(id) from users where email like 'dir%@bench.test') from events e;`;
  const out = execFileSync('psql', [databaseUrl, '-qAtc', sql]).toString().trim().split('\n').pop();
  const [eventId, viewerId] = out.split(' ').map(Number);
  return { eventId, viewerId };
}

export async function benchDirectory() {
  const db = freshDatabase('external');
  let server;
  let bare;
  try {
    server = await startServer(API_PORT, db.env);
    const { eventId, viewerId } = seedDirectory(db.env.DATABASE_URL);
    const headers = { authorization: `Bearer ${await accessToken(viewerId)}` };
    // Every participant as a viewer, for the row where each request comes from another one: their roles are
    // not held yet on their first request (the directory's only extra statement then).
    const viewers = await Promise.all(
      Array.from({ length: PARTICIPANTS }, async (_, k) => ({
        authorization: `Bearer ${await accessToken(viewerId + 1 + k)}`,
      })),
    );
    const prefix = `/api/events/${eventId}/directory`;
    const base = `${server.url}${prefix}`;
    let n = 0;
    const next = () => (n += 1);
    const LAST = ['schmidt', 'okafor', 'rossi', 'nguyen', 'silva', 'kowalski', 'haddad', 'larsen'];
    // Fixed paths, then paths new on every request (`n` in the URL; the directory ignores it), so that no read
    // cache could answer them: every one is searched, filtered and paged.
    const cases = [
      ['first page (20)', '?per_page=20'],
      ['search "glob"', '?q=glob&per_page=20'],
      ['search "engineer", speakers', '?q=engineer&role=SPEAKER&per_page=20'],
      ['page 250 of 500', '?page=250&per_page=20'],
      ['search, new text each request', () => `?q=${LAST[next() % 8]}${n % 100}&per_page=20&n=${n}`],
      ['pages, new each request', () => `?page=${1 + (next() % 500)}&per_page=${10 + (n % 11)}&n=${n}`],
      [
        'another viewer each request',
        () => ({ path: `${prefix}?per_page=20`, headers: viewers[next() % viewers.length] }),
        '?per_page=20',
      ],
    ];
    const bodies = [];
    const totals = [];
    for (const [, query, sample] of cases) {
      const res = await fetch(`${base}${sample ?? (typeof query === 'string' ? query : query())}`, { headers });
      if (!res.ok) throw new Error(`directory answered ${res.status}: ${await res.text()}`);
      const text = await res.text();
      bodies.push(text);
      totals.push(JSON.parse(text).total_items);
    }
    bare = await bareServer(BARE_PORT, bodies);
    const results = {};
    for (const [i, [name, query]] of cases.entries()) {
      if (ONLY && !ONLY.includes(name)) continue;
      const api = [];
      const plain = [];
      const path =
        typeof query === 'string'
          ? `${prefix}${query}`
          : name === 'another viewer each request'
            ? query
            : () => `${prefix}${query()}`;
      await load({ url: server.url, path, headers, duration: 1 }); // warm-up
      for (let r = 0; r < RUNS; r += 1) {
        api.push(await withCpu(server.child.pid, () => load({ url: server.url, path, headers })));
        plain.push(await load({ url: `http://127.0.0.1:${BARE_PORT}/${i}` }));
      }
      results[name] = {
        matches: totals[i],
        rps: round(median(api.map((a) => a.rps)), 0),
        p50: median(api.map((a) => a.p50)),
        p99: median(api.map((a) => a.p99)),
        p99s: api.map((a) => a.p99),
        cpuMs: median(api.map((a) => a.cpu_ms_per_request)),
        bareRps: round(median(plain.map((a) => a.rps)), 0),
        bareP99: median(plain.map((a) => a.p99)),
        ratio: round(median(api.map((a, k) => a.rps / (plain[k]?.rps ?? 1))), 3),
        loadavg: loadAverage(),
      };
    }
    return { participants: PARTICIPANTS, connections: CONNECTIONS, runs: RUNS, seconds: DURATION, results };
  } finally {
    if (bare) bare.kill();
    await stopServer(server);
    await sleep(300);
    dropDatabase(db);
  }
}

export function formatDirectory(r) {
  const rows = Object.entries(r.results).map(
    ([name, v]) =>
      `| ${name} | ${v.matches} | ${v.rps} | ${v.p50} | ${v.p99} | ${v.p99s.join(', ')} | ${v.bareRps} | ${v.bareP99} | ${v.ratio} | ${v.cpuMs} | ${v.loadavg} |`,
  );
  const worst = Math.max(...Object.values(r.results).map((v) => v.p99));
  return `| request | matches | req/s | p50 ms | p99 ms | p99 of each run | bare req/s | bare p99 | ÷ bare | server CPU ms/request | load avg after |\n|---|---|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}\n\nWorst p99 ${worst} ms (target ≤ 50 ms at ${r.connections} connections).`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  pinSelf();
  const r = await benchDirectory();
  console.log(JSON.stringify(r, null, 2));
  console.log(formatDirectory(r));
}
