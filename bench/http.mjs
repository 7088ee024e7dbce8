// HTTP: autocannon against every read the main pages send, on the machine's PostgreSQL and on the embedded one, each side by side with a bare
// node:http server answering the same bytes (the limit). Runs alternate API, bare, API, bare...; figures are
// medians (the ratio: median of each pair's ratio). Server and bare server on core 0, the load generator on core 1.
// BENCH_HTTP_ONLY=name,name (names as in httpEndpoints) measures only those reads, to keep an invocation short.
import { dropDatabase, freshDatabase, median, pinSelf, round, seed, startServer, stopServer } from './lib/common.mjs';
import { load as run, startBare } from './lib/harness.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const load = (url, headers, duration = DURATION) => run({ url, headers, connections: CONNECTIONS, duration });

/**
 * Every GET the main pages send, by page: shared reads are the same for every viewer of
 * an event, per-user reads depend on who asks.
 */
export function httpEndpoints(data) {
  const e = data.eventId;
  return [
    { name: 'me', kind: 'per-user', path: '/api/auth/me' },
    { name: 'organizations', kind: 'per-user', path: '/api/organizations' },
    { name: 'organization events', kind: 'per-user', path: `/api/organizations/${data.organizationId}/events` },
    { name: 'event', kind: 'shared', path: `/api/events/${e}` },
    { name: 'agenda', kind: 'shared', path: `/api/events/${e}/sessions?day_number=1` },
    { name: 'speakers', kind: 'shared', path: `/api/events/${e}/users?role=SPEAKER&per_page=100` },
    { name: 'session', kind: 'shared', path: `/api/sessions/${data.sessionIds[0]}` },
    { name: 'session speakers', kind: 'shared', path: `/api/sessions/${data.sessionIds[0]}/speakers` },
    { name: 'participants', kind: 'per-user', path: `/api/events/${e}/users` },
    { name: 'threads', kind: 'per-user', path: '/api/direct-messages/threads' },
    { name: 'messages', kind: 'per-user', path: `/api/direct-messages/threads/${data.threadIds[0]}/messages` },
  ];
}

/** The target ratio to the bare server of each kind of read. */
export const HTTP_TARGETS = { shared: 0.25, 'per-user': 0.1 };

export async function benchHttp(kinds = ['postgres', 'embedded']) {
  pinSelf();
  const rows = [];
  for (const kind of kinds) {
    const db = freshDatabase(kind);
    const data = seed(db);
    const server = await startServer(3911, db.env);
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: data.benchEmail, password: data.benchPassword }),
      });
      const { access_token } = await login.json();
      const headers = { authorization: `Bearer ${access_token}` };
      const only = process.env.BENCH_HTTP_ONLY?.split(',');
      const endpoints = httpEndpoints(data).filter((e) => !only || only.includes(e.name));
      for (const { name, kind: share, path } of endpoints) {
        const sample = await fetch(server.url + path, { headers });
        const body = Buffer.from(await sample.arrayBuffer());
        const bare = await startBare(3912, [body], sample.headers.get('content-type') ?? 'application/json');
        const api = [];
        const limit = [];
        await load(server.url + path, headers, 1); // warm-up
        for (let i = 0; i < RUNS; i += 1) {
          api.push(await load(server.url + path, headers));
          limit.push(await load('http://127.0.0.1:3912/0', {}));
        }
        bare.kill('SIGKILL');
        const rps = median(api.map((r) => r.rps));
        const bareRps = median(limit.map((r) => r.rps));
        rows.push({
          database: kind,
          name,
          share,
          endpoint: path.replace(/\/\d+/g, '/{id}'),
          bytes: body.length,
          rps: round(rps, 0),
          p50: median(api.map((r) => r.p50)),
          p99: median(api.map((r) => r.p99)),
          bare_rps: round(bareRps, 0),
          bare_p99: median(limit.map((r) => r.p99)),
          // Each API run against the bare run right after it: the machine's load moves less within a pair.
          ratio: round(median(api.map((r, i) => r.rps / limit[i].rps)), 3),
        });
      }
    } finally {
      await stopServer(server);
      dropDatabase(db);
    }
  }
  return rows;
}

/**
 * One row per endpoint and database; `met` checks the ratio target of its kind, p99 ≤ 50 ms and, on the
 * embedded database, req/s within 1.5 × of the external one.
 */
export function formatHttp(rows) {
  const lines = [
    '| read | kind | database | endpoint | req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | ratio (target) | ext ÷ emb | met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const external = rows.find((x) => x.name === r.name && x.database === 'postgres');
    const slower = r.database === 'embedded' && external ? round(external.rps / r.rps, 2) : null;
    const target = HTTP_TARGETS[r.share];
    const met = r.ratio >= target && r.p99 <= 50 && (slower === null || slower <= 1.5);
    lines.push(
      `| ${r.name} | ${r.share} | ${r.database} | \`GET ${r.endpoint}\` (${r.bytes} B) | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bare_rps} | ${r.bare_p99} | ${r.ratio} (≥ ${target}) | ${slower ?? '—'} | ${met ? 'yes' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatHttp(await benchHttp(process.argv.slice(2).length ? process.argv.slice(2) : undefined)));
}
