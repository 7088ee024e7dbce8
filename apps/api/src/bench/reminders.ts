/**
 * Bench: 10,000 attendees bookmarked the same session; two app instances, each with its own connection pool and
 * its own reminder scheduler (the default REMINDER_POLL_MS) and its own outbox worker (the defaults: woken by
 * LISTEN/NOTIFY, OUTBOX_POLL_MS as fallback), send the reminders when they fall due and deliver the mails to an
 * SMTP server in this process. Checks that every reminder went out once (one
 * session_reminders row, one in-app notification, one mail received per person) and how long after its due
 * moment each notification was written and each mail arrived. Usage:
 *   tsx src/bench/reminders.ts [--database-url URL] [--people N]
 * Creates a throwaway database next to the given one and drops it at the end. Prints one JSON line last.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { toEventLocal } from '../lib/event-time';
import { makeEvent, makeOrganization, makeUser } from '../test/fixtures';
import { MAIL_CONNECTIONS } from '../modules/mail/mail.transport';
import { startSmtpSink } from '../test/smtp-sink';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const adminUrl = arg('database-url') ?? 'postgres://postgres@127.0.0.1:5432/test';
const people = Number(arg('people') ?? 10_000);
const name = `atria_bench_reminders_${randomBytes(4).toString('hex')}`;
const urlOf = (database: string) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const LEAD_MS = 10 * 60_000;

async function admin(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

await admin(`create database "${name}"`);
const pools = [
  await openDatabase({ databaseUrl: urlOf(name), poolSize: 10 }),
  await openDatabase({ databaseUrl: urlOf(name), poolSize: 10 }),
];
const first = pools[0] as (typeof pools)[number];
try {
  await runMigrations(first);
  const smtp = await startSmtpSink({ light: true });
  const env = loadEnv({
    SMTP_URL: smtp.url,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ATRIA_DATA_DIR: `/tmp/${name}`,
    PUBLIC_URL: 'https://atria.bench',
  });
  const db = first.db;
  const owner = await makeUser(db, 'Bench', 'Owner');
  const orgId = await makeOrganization(db, [[owner, 'OWNER']]);
  const eventId = await makeEvent(db, orgId, [[owner, 'ADMIN']], 'Reminder Summit');

  // The session starts at the first whole minute at least 10 min 20 s away: its reminders fall due 20-80 s from
  // now. A zone whose local time is far from midnight keeps the 30-minute session on one day.
  const startMs = Math.ceil((Date.now() + LEAD_MS + 20_000) / 60_000) * 60_000;
  const start = new Date(startMs);
  const zone = ['UTC', 'Etc/GMT+12', 'Etc/GMT-12'].find((z) => {
    const hour = Number(toEventLocal(start, z).time.slice(0, 2));
    return hour >= 1 && hour <= 22;
  }) as string;
  const local = toEventLocal(start, zone);
  const end = toEventLocal(new Date(startMs + 30 * 60_000), zone);
  await db.execute(
    sql`update events set start_date = ${local.date}, end_date = ${local.date}, time_zone = ${zone} where id = ${eventId}`,
  );
  const sessionRows = (await db.execute(sql`
    insert into sessions (event_id, title, day_number, start_time, end_time)
    values (${eventId}, 'The Big Keynote', 1, ${local.time}, ${end.time}) returning id`)) as unknown as {
    rows: { id: number }[];
  };
  const sessionId = sessionRows.rows[0]?.id;
  await db.execute(sql`
    with p as (
      insert into users (email, first_name, last_name)
      select 'attendee.' || i || '@bench.test', 'First' || i, 'Last' || i from generate_series(1, ${people}) i
      returning id
    ), a as (
      insert into event_users (event_id, user_id, role) select ${eventId}, id, 'ATTENDEE' from p returning user_id
    )
    insert into session_bookmarks (user_id, session_id) select user_id, ${sessionId} from a`);
  const dueMs = startMs - LEAD_MS;

  const arrivals: number[] = [];
  smtp.onMail = () => arrivals.push(Date.now());
  const apps = [];
  for (const database of pools) {
    const app = await buildApp({ env, database, logger: false, outbox: true, purge: false, reminders: true });
    await app.ready();
    apps.push(app);
  }
  const waitStarted = Date.now();
  await smtp.waitFor(people, 240_000);
  const doneMs = Date.now();
  await new Promise((r) => setTimeout(r, 2_000));
  for (const app of apps) await app.close();
  await smtp.stop();

  const counts = (await db.execute(sql`
    select (select count(*)::int from session_reminders) as reminders,
           (select count(*)::int from notifications) as notifications,
           (select count(distinct user_id)::int from notifications) as notified_people,
           (select count(*)::int from outbox where kind = 'mail') as mails_queued,
           (select count(distinct recipient)::int from outbox where kind = 'mail') as mailed_people`)) as unknown as {
    rows: Record<string, number>[];
  };
  const lags = (await db.execute(sql`
    select extract(epoch from created_at) * 1000 as at from notifications order by created_at`)) as unknown as {
    rows: { at: string | number }[];
  };
  const notificationLags = lags.rows.map((r) => Number(r.at) - dueMs).sort((a, b) => a - b);
  const mailLags = arrivals.map((t) => t - dueMs).sort((a, b) => a - b);
  const byRecipient = new Map<string, number>();
  for (const m of smtp.received) byRecipient.set(m.to, (byRecipient.get(m.to) ?? 0) + 1);
  const s = (ms: number) => Math.round(ms / 100) / 10;
  const summary = {
    people,
    instances: 2,
    poll_ms: env.REMINDER_POLL_MS,
    outbox_poll_ms: env.OUTBOX_POLL_MS,
    smtp_connections_per_instance: MAIL_CONNECTIONS,
    waited_s: s(doneMs - waitStarted),
    ...counts.rows[0],
    mails_received: smtp.received.length,
    mails_distinct_recipients: byRecipient.size,
    mails_duplicated: [...byRecipient.values()].filter((n) => n > 1).length,
    notification_lag_s: {
      first: s(notificationLags[0] ?? 0),
      p50: s(percentile(notificationLags, 50)),
      max: s(notificationLags.at(-1) ?? 0),
    },
    mail_lag_s: {
      first: s(mailLags[0] ?? 0),
      p50: s(percentile(mailLags, 50)),
      max: s(mailLags.at(-1) ?? 0),
    },
  };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
} finally {
  for (const p of pools) await p.close().catch(() => undefined);
  await admin(`drop database if exists "${name}" with (force)`);
}
