/**
 * Bench fixture and server for the personal calendar feed (bench/calendar-feed.mjs): the real app (buildApp, every
 * hook and the route GET /api/calendar/feeds/:token.ics), with the per-IP feed limit raised out of the way (the
 * load comes from one address). Usage: tsx src/bench/calendar-feed-server.ts --database-url URL --port N
 * Seeds one person with 500 bookmarked sessions across 10 events in 10 zones (plus 20 sessions they speak at,
 * and other people's bookmarks), then prints `READY {"token":...}` and serves until killed.
 */
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import {
  eventUsers,
  events,
  organizationUsers,
  organizations,
  sessionBookmarks,
  sessionSpeakers,
  sessions,
  users,
} from '../db/schema';
import { loadEnv } from '../config/env';
import { createCalendarService } from '../modules/calendar/calendar.service';

const arg = (name: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? process.argv[i + 1] : undefined;
  if (!v) throw new Error(`calendar-feed-server needs --${name}`);
  return v;
};
const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'Australia/Adelaide',
  'Asia/Kolkata',
  'UTC',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Europe/London',
  'America/Sao_Paulo',
  'Pacific/Auckland',
];

const database = await openDatabase({ databaseUrl: arg('database-url'), poolSize: 10 });
await runMigrations(database);
const db = database.db;
const tag = Date.now().toString(36);
const people = await db
  .insert(users)
  .values(
    Array.from({ length: 50 }, (_, i) => ({
      email: `cal.${tag}.${i}@bench.test`,
      first_name: `Person${i}`,
      last_name: 'Bench',
    })),
  )
  .returning({ id: users.id });
const me = people[0]?.id;
if (me === undefined) throw new Error('no users');
const [org] = await db
  .insert(organizations)
  .values({ name: `Calendar bench ${tag}` })
  .returning({ id: organizations.id });
if (!org) throw new Error('no organization');
await db.insert(organizationUsers).values(
  people.map((p, i) => ({
    organization_id: org.id,
    user_id: p.id,
    role: i === 0 ? ('MEMBER' as const) : ('OWNER' as const),
  })),
);
for (const [e, zone] of ZONES.entries()) {
  const [ev] = await db
    .insert(events)
    .values({
      organization_id: org.id,
      title: `Event ${e} in ${zone}`,
      event_type: 'CONFERENCE',
      start_date: '2026-10-22',
      end_date: '2026-10-26',
      company_name: 'Bench',
      time_zone: zone,
    })
    .returning({ id: events.id });
  if (!ev) throw new Error('no event');
  await db.insert(eventUsers).values({ event_id: ev.id, user_id: me, role: 'ATTENDEE' });
  // 52 sessions: 50 bookmarked by the person, 2 they speak at; 10 a day over 5 days, 08:00 onwards.
  const rows = await db
    .insert(sessions)
    .values(
      Array.from({ length: 52 }, (_, s) => ({
        event_id: ev.id,
        title: `Talk ${s} of event ${e}`,
        description: 'A talk about calendars. '.repeat(5),
        day_number: 1 + (s % 5),
        start_time: `${String(8 + Math.floor(s / 5)).padStart(2, '0')}:00`,
        end_time: `${String(8 + Math.floor(s / 5)).padStart(2, '0')}:45`,
        stream_url: `https://stream.example/${e}/${s}`,
      })),
    )
    .returning({ id: sessions.id });
  await db
    .insert(sessionBookmarks)
    .values(
      rows
        .slice(0, 50)
        .flatMap((r) => [
          { user_id: me, session_id: r.id },
          ...people.slice(1, 4).map((p) => ({ user_id: p.id, session_id: r.id })),
        ]),
    );
  await db.insert(sessionSpeakers).values(
    rows.flatMap((r, s) => [
      {
        session_id: r.id,
        user_id: s >= 50 ? me : (people[1 + (s % 40)]?.id ?? me),
        role: 'SPEAKER' as const,
        order: 1,
      },
    ]),
  );
}

const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  DATABASE_URL: arg('database-url'),
  PUBLIC_URL: 'https://atria.bench',
});
const calendar = createCalendarService({ db, env });
const { token } = await calendar.createFeed({ id: me });

// The render without the in-memory copy: a fresh service (empty cache) per call, one at a time.
const cold: number[] = [];
for (let i = 0; i < 15; i += 1) {
  const fresh = createCalendarService({ db, env });
  const t0 = performance.now();
  await fresh.personalFeed(token);
  cold.push(Math.round((performance.now() - t0) * 10) / 10);
}

// The service call alone, one at a time: a poll with a current ETag (304), and one without (served from memory).
const first = await calendar.personalFeed(token);
const serviceMs = async (conditions: { ifNoneMatch?: string }) => {
  const times: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const t0 = performance.now();
    await calendar.personalFeed(token, conditions);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0) * 100) / 100;
  return { p50: at(0.5), p99: at(0.99) };
};
const service = { notModified: await serviceMs({ ifNoneMatch: first.etag }), fromMemory: await serviceMs({}) };

const app = await buildApp({
  env: { ...env, CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: 1_000_000 },
  database,
  logger: false,
  outbox: false,
  purge: false,
  reminders: false,
});
await app.listen({ port: Number(arg('port')), host: '127.0.0.1' });
process.stdout.write(
  `READY ${JSON.stringify({ token, path: `/api/calendar/feeds/${token}.ics`, coldMs: cold, service })}\n`,
);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
