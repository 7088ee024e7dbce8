/**
 * Bench: 10,000 webhook deliveries (1,000 session changes × 10 endpoints) to a receiver in this process, by two
 * worker processes (two "instances", each on its own connection pool, started with `--worker`): every delivery
 * counted by endpoint and event id, none lost or duplicated, each endpoint's in the order of the changes. Beside
 * it, the bare baseline: the same number of POSTs of the same bodies straight to the receiver, with the same
 * concurrency (16 at a time), no database. Usage:
 *   tsx src/bench/webhooks.ts [--database-url URL] [--changes N] [--endpoints N]
 * Creates a throwaway database next to the given one and drops it at the end. Prints one JSON line last.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { webhookEndpoints } from '../db/schema';
import { makeEvent, makeOrganization, makeUser } from '../test/fixtures';
import { webhookWorker } from '../test/webhook-receiver';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

if (process.argv.includes('--worker')) {
  // One "instance": a worker on its own pool until SIGTERM, then it finishes what it started and exits.
  const database = await openDatabase({ databaseUrl: arg('url') ?? '', poolSize: 10 });
  const worker = webhookWorker(database.db, { concurrency: 8, perEndpoint: 200, timeoutMs: 10_000 });
  worker.start();
  process.stdout.write('ready\n');
  await once(process, 'SIGTERM');
  await worker.stop();
  await database.close();
  process.exit(0);
}

const adminUrl = arg('database-url') ?? 'postgres://postgres@127.0.0.1:5432/test';
const changes = Number(arg('changes') ?? 1_000);
const endpointCount = Number(arg('endpoints') ?? 10);
const total = changes * endpointCount;
const name = `atria_bench_webhooks_${randomBytes(4).toString('hex')}`;
const urlOf = (database: string) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

async function admin(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** The receiver: records (endpoint path, event id) of each POST, answers 204. */
const received: { path: string; id: number }[] = [];
let expected = 0;
let done: () => void = () => undefined;
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const id = Number(
      req.headers['atria-webhook-id'] ?? (JSON.parse(Buffer.concat(chunks).toString()) as { id: number }).id,
    );
    received.push({ path: req.url ?? '', id });
    res.writeHead(204).end();
    if (received.length >= expected) done();
  });
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const port = (server.address() as AddressInfo).port;
const waitForAll = (n: number, timeoutMs: number) =>
  new Promise<void>((resolve, reject) => {
    expected = n;
    done = resolve;
    if (received.length >= n) resolve();
    setTimeout(() => reject(new Error(`only ${received.length} of ${n} arrived`)), timeoutMs).unref();
  });

/** The baseline: the same number of POSTs straight to the receiver, 16 at a time, kept-alive connections. */
async function baseline(n: number): Promise<number> {
  received.length = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const body = JSON.stringify({
    id: 1,
    type: 'session.created',
    organization_id: 1,
    created_at: new Date().toISOString(),
    data: { id: 1, title: 'Bench session' },
  });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < n) {
        next += 1;
        await new Promise<void>((resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              path: '/baseline',
              method: 'POST',
              agent,
              headers: { 'content-type': 'application/json', 'atria-webhook-id': String(next) },
            },
            (res) => {
              res.resume();
              res.on('end', resolve);
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      }
    }),
  );
  agent.destroy();
  return Math.round(performance.now() - started);
}

await admin(`create database "${name}"`);
const database = await openDatabase({ databaseUrl: urlOf(name), poolSize: 10 });
const children: ChildProcess[] = [];
try {
  await runMigrations(database);
  const db = database.db;
  const baselineMs = await baseline(total);
  received.length = 0;

  const owner = await makeUser(db, 'Bench', 'Owner');
  const orgId = await makeOrganization(db, [[owner, 'OWNER']]);
  for (let e = 0; e < endpointCount; e += 1)
    await db.insert(webhookEndpoints).values({
      organization_id: orgId,
      url: `http://127.0.0.1:${port}/endpoint-${e}`,
      event_types: ['session'],
      secret: `whsec_bench_${e}`,
    });
  const eventId = await makeEvent(db, orgId, [], 'Bench Summit');
  const queueStarted = performance.now();
  // The changes, 100 per transaction: each inserts its session and, by trigger, one delivery per endpoint.
  for (let i = 0; i < changes; i += 100)
    await db.execute(sql`
      insert into sessions (event_id, title, start_time, end_time, day_number)
      select ${eventId}::int, 'Bench session ' || g, '09:00', '10:00', 1 from generate_series(${i}::int, ${Math.min(i + 100, changes) - 1}::int) g`);
  const queueMs = Math.round(performance.now() - queueStarted);

  const script = fileURLToPath(import.meta.url);
  const started = performance.now();
  for (let w = 0; w < 2; w += 1) {
    const child = spawn(process.execPath, [...process.execArgv, script, '--worker', '--url', urlOf(name)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
  }
  await waitForAll(total, 600_000);
  const deliveredMs = Math.round(performance.now() - started);
  await new Promise((r) => setTimeout(r, 500));
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? once(c, 'exit') : Promise.resolve())));

  const byEndpoint = new Map<string, number[]>();
  for (const r of received) byEndpoint.set(r.path, [...(byEndpoint.get(r.path) ?? []), r.id]);
  let duplicated = 0;
  let outOfOrder = 0;
  let distinct = 0;
  for (const ids of byEndpoint.values()) {
    const set = new Set(ids);
    distinct += set.size;
    duplicated += ids.length - set.size;
    for (let i = 1; i < ids.length; i += 1) if ((ids[i] ?? 0) <= (ids[i - 1] ?? 0)) outOfOrder += 1;
  }
  const states = (await db.execute(
    sql`select status, count(*)::int as n from webhook_deliveries group by status`,
  )) as unknown as {
    rows: { status: string; n: number }[];
  };
  const summary = {
    deliveries: total,
    endpoints: endpointCount,
    queue_ms: queueMs,
    delivery: {
      ms: deliveredMs,
      per_second: Math.round((received.length / deliveredMs) * 1000),
      received: received.length,
      distinct,
      duplicated,
      lost: total - distinct,
      out_of_order: outOfOrder,
      states: Object.fromEntries(states.rows.map((r) => [r.status, r.n])),
    },
    baseline: { ms: baselineMs, per_second: Math.round((total / baselineMs) * 1000) },
  };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  server.close();
  await database.close().catch(() => undefined);
  await admin(`drop database if exists "${name}" with (force)`);
}
