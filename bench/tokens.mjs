// Personal access tokens beside access tokens (JWT): the same reads by the same person, one credential then
// the other, alternating short runs (JWT, token, limited token, JWT...: short, so that the shared machine's load drifts little within a trio), on the machine's PostgreSQL. The token's per-minute
// limit is lifted so that it measures the lookup, not the limiter. Figures are medians; the ratio is the median
// of each pair's JWT req/s ÷ token req/s (target ≤ 1.1). A second token, limited to the bench organization,
// shows the cost of the organization check on the same reads.
import autocannon from 'autocannon';
import { dropDatabase, freshDatabase, median, pinSelf, round, seed, startServer, stopServer } from './lib/common.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const DURATION = Number(process.env.BENCH_SECONDS ?? 1);
const CONNECTIONS = 50;

function load(url, headers, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, r) => {
      if (err) return reject(err);
      if (r.non2xx > 0 || r.errors > 0) return reject(new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`));
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
    });
  });
}

export async function benchTokens() {
  pinSelf();
  const db = freshDatabase('postgres');
  const data = seed(db);
  const server = await startServer(3921, { ...db.env, PERSONAL_TOKEN_RATE_LIMIT_PER_MINUTE: '10000000' });
  const rows = [];
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: data.benchEmail, password: data.benchPassword }),
    });
    const { access_token } = await login.json();
    const jwt = { authorization: `Bearer ${access_token}` };
    const create = async (body) => {
      const res = await fetch(`${server.url}/api/users/me/tokens`, {
        method: 'POST',
        headers: { ...jwt, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`token not created: ${res.status} ${await res.text()}`);
      return { authorization: `Bearer ${(await res.json()).token}` };
    };
    const pat = await create({ name: 'bench', scopes: ['read'], expires_in_days: 1 });
    const scoped = await create({
      name: 'bench, one organization',
      scopes: ['read'],
      organization_ids: [data.organizationId],
      expires_in_days: 1,
    });
    const e = data.eventId;
    const endpoints = [
      { name: 'me', path: '/api/auth/me', scoped: true },
      { name: 'organizations', path: '/api/organizations', scoped: false },
      { name: 'organization events', path: `/api/organizations/${data.organizationId}/events`, scoped: true },
      { name: 'event', path: `/api/events/${e}`, scoped: true },
      { name: 'agenda', path: `/api/events/${e}/sessions?day_number=1`, scoped: true },
      { name: 'participants', path: `/api/events/${e}/users`, scoped: true },
      { name: 'threads', path: '/api/direct-messages/threads', scoped: false },
    ];
    const only = process.env.BENCH_TOKENS_ONLY?.split(',');
    for (const { name, path, scoped: orgRoute } of endpoints.filter((x) => !only || only.includes(x.name))) {
      const url = server.url + path;
      await load(url, jwt, 1);
      await load(url, pat, 1);
      if (orgRoute) await load(url, scoped, 1);
      const j = [];
      const p = [];
      const s = [];
      for (let i = 0; i < RUNS; i += 1) {
        j.push(await load(url, jwt));
        p.push(await load(url, pat));
        if (orgRoute) s.push(await load(url, scoped));
      }
      rows.push({
        name,
        endpoint: path.replace(/\/\d+/g, '/{id}'),
        jwt_rps: round(median(j.map((r) => r.rps)), 0),
        jwt_p99: median(j.map((r) => r.p99)),
        pat_rps: round(median(p.map((r) => r.rps)), 0),
        pat_p99: median(p.map((r) => r.p99)),
        ratio: round(median(j.map((r, i) => r.rps / p[i].rps)), 3),
        scoped_rps: orgRoute ? round(median(s.map((r) => r.rps)), 0) : null,
        scoped_ratio: orgRoute ? round(median(j.map((r, i) => r.rps / s[i].rps)), 3) : null,
      });
    }
  } finally {
    await stopServer(server);
    dropDatabase(db);
  }
  return rows;
}

export function formatTokens(rows) {
  const lines = [
    '| read | endpoint | JWT req/s | JWT p99 ms | token req/s | token p99 ms | JWT ÷ token (target ≤ 1.1) | organization-limited token req/s | JWT ÷ limited | met |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.name} | \`GET ${r.endpoint}\` | ${r.jwt_rps} | ${r.jwt_p99} | ${r.pat_rps} | ${r.pat_p99} | ${r.ratio} | ${r.scoped_rps ?? '— (refused: no organization)'} | ${r.scoped_ratio ?? '—'} | ${r.ratio <= 1.1 ? 'yes' : '**no**'} |`,
    );
  return lines.join('\n');
}
