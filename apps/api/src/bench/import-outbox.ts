/**
 * Bench: an attendee CSV of 10,000 rows previewed and committed on PostgreSQL (time and memory), then the 10,000
 * invitation mails that commit queued delivered by two outbox workers, each on its own connection pool, to an SMTP
 * server in this process: every mail counted by its outbox reference, none lost or duplicated. Usage:
 *   tsx src/bench/import-outbox.ts [--database-url URL] [--rows N]
 * Creates a throwaway database next to the given one and drops it at the end. Prints one JSON line last.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import pg from 'pg';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createAttendeesImportService } from '../modules/attendees-import/attendees-import.service';
import { makeEvent, makeOrganization, makeUser } from '../test/fixtures';
import { actor, mailWorker, outboxCounts } from '../test/outbox-helpers';
import { startSmtpSink } from '../test/smtp-sink';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const adminUrl = arg('database-url') ?? 'postgres://postgres@127.0.0.1:5432/test';
const rowCount = Number(arg('rows') ?? 10_000);
const name = `atria_bench_import_${randomBytes(4).toString('hex')}`;
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

/** Peak RSS and heap while `run` runs (sampled every 20 ms), in MB. */
async function measured<T>(run: () => Promise<T>): Promise<{ result: T; ms: number; rss_mb: number; heap_mb: number }> {
  global.gc?.();
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 20);
  const started = performance.now();
  const result = await run();
  const ms = Math.round(performance.now() - started);
  clearInterval(timer);
  sample();
  return { result, ms, rss_mb: Math.round(rss / 2 ** 20), heap_mb: Math.round(heap / 2 ** 20) };
}

await admin(`create database "${name}"`);
const database = await openDatabase({ databaseUrl: urlOf(name), poolSize: 10 });
const second = await openDatabase({ databaseUrl: urlOf(name), poolSize: 10 });
try {
  await runMigrations(database);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ATRIA_DATA_DIR: `/tmp/${name}`,
    PUBLIC_URL: 'https://atria.bench',
  });
  const app = await buildApp({ env, database, logger: false, outbox: false, purge: false });
  await app.ready();
  const db = app.ctx.db;
  const owner = await makeUser(db, 'Bench', 'Owner');
  const orgId = await makeOrganization(db, [[owner, 'OWNER']]);
  const eventId = await makeEvent(db, orgId, [[owner, 'ADMIN']], 'Bench Summit');
  const roles = ['attendee', 'speaker', 'moderator', 'attendee', 'attendee'];
  const lines = ['email,first name,last name,role,title,company'];
  for (let i = 0; i < rowCount; i += 1)
    lines.push(`person.${i}@bench.test,First${i},"Last, ${i}",${roles[i % roles.length]},Engineer,Company ${i % 97}`);
  const file = Buffer.from(`${lines.join('\r\n')}\r\n`);
  const chunks = (): Readable =>
    Readable.from(
      (function* () {
        for (let o = 0; o < file.length; o += 64 * 1024) yield file.subarray(o, o + 64 * 1024);
      })(),
    );
  const service = createAttendeesImportService(app.ctx);
  const baseline = Math.round(process.memoryUsage().rss / 2 ** 20);
  const preview = await measured(() => service.preview(actor(owner), eventId, chunks()));
  const commit = await measured(() => service.commit(actor(owner), eventId, chunks()));

  const smtp = await startSmtpSink({ light: true });
  const workers = [mailWorker(db, smtp.url, { batchSize: 100 }), mailWorker(second.db, smtp.url, { batchSize: 100 })];
  const started = performance.now();
  for (const w of workers) w.start();
  await smtp.waitFor(commit.result.mails_queued, 600_000);
  const deliveredMs = Math.round(performance.now() - started);
  await new Promise((r) => setTimeout(r, 500));
  await Promise.all(workers.map((w) => w.stop()));
  await smtp.stop();
  const refs = new Map<string, number>();
  for (const m of smtp.received) refs.set(m.ref, (refs.get(m.ref) ?? 0) + 1);
  const duplicated = [...refs.values()].filter((n) => n > 1).length;
  const counts = await outboxCounts(db);
  await app.close();
  const summary = {
    rows: rowCount,
    file_kb: Math.round(file.length / 1024),
    rss_before_mb: baseline,
    preview: {
      ms: preview.ms,
      peak_rss_mb: preview.rss_mb,
      peak_heap_mb: preview.heap_mb,
      errors: preview.result.counts.errors,
    },
    commit: {
      ms: commit.ms,
      peak_rss_mb: commit.rss_mb,
      peak_heap_mb: commit.heap_mb,
      added: commit.result.added,
      mails_queued: commit.result.mails_queued,
    },
    delivery: {
      ms: deliveredMs,
      per_second: Math.round((smtp.received.length / deliveredMs) * 1000),
      received: smtp.received.length,
      distinct: refs.size,
      duplicated,
      lost: commit.result.mails_queued - refs.size,
      outbox: counts,
    },
  };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
} finally {
  await second.close();
  await database.close().catch(() => undefined);
  await admin(`drop database if exists "${name}" with (force)`);
}
