// Temporary probe (not committed): sessions vs health vs bare on one server.
import autocannon from 'autocannon';
import { dropDatabase, freshDatabase, pinSelf, seed, startServer, stopServer } from './lib/common.mjs';
pinSelf();
const load = (url, headers, duration = Number(process.env.D ?? 5)) => new Promise((res, rej) => autocannon({ url, connections: 50, duration, headers }, (e, r) => (e ? rej(e) : res({ rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx }))));
const db = freshDatabase('postgres');
const data = seed(db);
const server = await startServer(3911, { ...db.env, ...(process.env.EXTRA ? JSON.parse(process.env.EXTRA) : {}) });
try {
  const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: data.benchEmail, password: data.benchPassword }) });
  const { access_token } = await login.json();
  const headers = { authorization: `Bearer ${access_token}` };
  const targets = (process.env.T ?? 'sessions,health').split(',');
  const path = { sessions: `/api/events/${data.eventId}/sessions?day_number=1`, health: '/api/health', event: `/api/events/${data.eventId}`, me: '/api/auth/me' };
  await load(server.url + path[targets[0]], headers, 2);
  for (let i = 0; i < Number(process.env.N ?? 2); i++) for (const t of targets) console.log(t, JSON.stringify(await load(server.url + path[t], headers)));
} finally {
  await stopServer(server);
  dropDatabase(db);
}
process.exit(0);
