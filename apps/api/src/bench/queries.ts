/**
 * Queries per request: the number of SQL statements each list endpoint issues with 1 and with 100 rows,
 * through the real app on a throwaway embedded PostgreSQL (the count does not depend on the server). Prints JSON.
 * Counted cold: the in-memory caches (token, agenda access) are emptied before each counted request, so the
 * token check is included; the sessions list is also counted right after its agenda changed, and for a
 * repeat read by the same caller (everything from memory).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { openEmbeddedDatabase } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { makeEvent, makeOrganization, makeSession, makeThread, makeUser } from '../test/fixtures';

const dataDir = mkdtempSync(join(tmpdir(), 'atria-bench-queries-'));
const database = await openEmbeddedDatabase(dataDir, { poolSize: 2, durable: false });
await runMigrations(database);
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: randomBytes(32).toString('hex'),
  ATRIA_DATA_DIR: dataDir,
});
const app = await buildApp({ env, database, logger: false });
const db = database.db;

async function viewer(label: string) {
  const email = `${label}.${randomBytes(4).toString('hex')}@bench.test`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'benchpassword', first_name: 'Q', last_name: label },
  });
  const token = res.json<{ access_token: string }>().access_token;
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  return { id: me.json<{ id: number }>().id, headers: { authorization: `Bearer ${token}` } };
}

/** A world of `n` rows for every list: organizations, members, events, participants, sessions, speakers, threads, messages. */
async function world(n: number) {
  const me = await viewer(`n${n}`);
  const people: number[] = [];
  for (let i = 0; i < n; i += 1) people.push(await makeUser(db, 'P', String(i)));
  let orgId = 0;
  for (let i = 0; i < n; i += 1) {
    const id = await makeOrganization(
      db,
      i === 0
        ? [[me.id, 'OWNER'], ...people.slice(1).map((p) => [p, 'MEMBER'] as [number, 'MEMBER'])]
        : [[me.id, 'OWNER']],
    );
    if (i === 0) orgId = id;
  }
  let eventId = 0;
  for (let i = 0; i < n; i += 1) {
    const id = await makeEvent(
      db,
      orgId,
      i === 0
        ? [[me.id, 'ADMIN'], ...people.map((p) => [p, 'ATTENDEE'] as [number, 'ATTENDEE'])]
        : [[me.id, 'ATTENDEE']],
      `Event ${i}`,
    );
    if (i === 0) eventId = id;
  }
  let sessionId = 0;
  for (let i = 0; i < n; i += 1) {
    const start = `${String(8 + Math.floor(i / 10)).padStart(2, '0')}:${String((i % 10) * 5).padStart(2, '0')}`;
    const end = `${String(8 + Math.floor(i / 10)).padStart(2, '0')}:${String((i % 10) * 5 + 4).padStart(2, '0')}`;
    const id = await makeSession(db, eventId, i === 0 ? people.slice(0, n) : [people[i % n] ?? me.id], start, end);
    if (i === 0) sessionId = id;
  }
  let threadId = 0;
  for (let i = 0; i < n; i += 1) {
    const id = await makeThread(
      db,
      me.id,
      people[i] ?? me.id,
      Array.from({ length: i === 0 ? n : 1 }, (_, k) => ({ from: people[i] ?? me.id, content: `m${k}` })),
    );
    if (i === 0) threadId = id;
  }
  return { me, orgId, eventId, sessionId, threadId };
}

const endpoints = (w: Awaited<ReturnType<typeof world>>) => ({
  'GET /api/organizations': '/api/organizations',
  'GET /api/organizations/{id}/users': `/api/organizations/${w.orgId}/users`,
  'GET /api/organizations/{id}/events': `/api/organizations/${w.orgId}/events`,
  'GET /api/users/{id}/events': `/api/users/${w.me.id}/events`,
  'GET /api/events/{id}/users': `/api/events/${w.eventId}/users`,
  'GET /api/events/{id}/sessions': `/api/events/${w.eventId}/sessions`,
  'GET /api/sessions/{id}/speakers': `/api/sessions/${w.sessionId}/speakers`,
  'GET /api/direct-messages/threads': '/api/direct-messages/threads',
  'GET /api/direct-messages/threads/{id}/messages': `/api/direct-messages/threads/${w.threadId}/messages`,
});

const result: Record<string, { rows1: number; rows100: number }> = {};
for (const n of [1, 100]) {
  const w = await world(n);
  for (const [name, url] of Object.entries(endpoints(w))) {
    await app.inject({ method: 'GET', url, headers: w.me.headers });
    // What a read does in memory after its answer (reading the caller's roles) is not the next read's.
    await new Promise((r) => setTimeout(r, 20));
    app.ctx.changes.flush();
    const before = database.stats.statements;
    const res = await app.inject({ method: 'GET', url, headers: w.me.headers });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    const count = database.stats.statements - before;
    const entry = (result[name] ??= { rows1: 0, rows100: 0 });
    if (n === 1) entry.rows1 = count;
    else entry.rows100 = count;
  }
  // The sessions list above was served from memory (its agenda unchanged since the warm-up read); here the
  // agenda changes first, so the list is rebuilt from the database.
  const sessionsUrl = `/api/events/${w.eventId}/sessions`;
  const count = async (name: string, prepare: () => Promise<void>) => {
    await prepare();
    const before = database.stats.statements;
    const res = await app.inject({ method: 'GET', url: sessionsUrl, headers: w.me.headers });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    const entry = (result[name] ??= { rows1: 0, rows100: 0 });
    entry[n === 1 ? 'rows1' : 'rows100'] = database.stats.statements - before;
  };
  await count('GET /api/events/{id}/sessions (agenda just changed)', async () => {
    await db.execute(sql`update sessions set title = title where event_id = ${w.eventId}`);
    await app.ctx.changes.settled();
  });
  await count('GET /api/events/{id}/sessions (repeat read, same caller)', async () => {
    await app.inject({ method: 'GET', url: sessionsUrl, headers: w.me.headers });
  });
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(`${JSON.stringify(result)}\n`);
