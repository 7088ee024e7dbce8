/**
 * Bench fixture: writes a known data set straight into a database (no argon2 per user, so thousands of users
 * take seconds) and prints what the benchmarks need as JSON. Usage:
 *   tsx src/bench/seed-bench.ts [--database-url URL | --data-dir DIR] [--socket-users N]
 * Creates: the bench user (password 'benchpassword'), an organization with everyone in it, a one-day
 * conference with 20 sessions × 3 speakers, 50 threads of the bench user with a message each, and
 * N socket users paired into N/2 threads.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { openEmbeddedDatabase } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import {
  directMessageThreads,
  directMessages,
  eventUsers,
  events,
  organizationUsers,
  organizations,
  sessionSpeakers,
  sessions,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const socketUsers = Number(arg('socket-users') ?? 0);
const databaseUrl = arg('database-url');
const dataDir = arg('data-dir');
if (!databaseUrl && !dataDir) throw new Error('seed-bench needs --database-url URL or --data-dir DIR');
const database = databaseUrl
  ? await openDatabase({ databaseUrl, poolSize: 2 })
  : await openEmbeddedDatabase(dataDir ?? '', { poolSize: 2 });
await runMigrations(database);
const db = database.db;
const tag = Date.now().toString(36);

const insertUsers = async (count: number, label: string, password_hash: string | null = null) => {
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
      email: `${label}.${tag}.${start + i}@bench.test`,
      first_name: label,
      last_name: `#${start + i}`,
      password_hash,
    }));
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
};

const benchEmail = `bench.${tag}@bench.test`;
const [bench] = await db
  .insert(users)
  .values({
    email: benchEmail,
    first_name: 'Bench',
    last_name: 'User',
    password_hash: await hashPassword('benchpassword'),
  })
  .returning({ id: users.id });
if (!bench) throw new Error('bench user');
const [org] = await db
  .insert(organizations)
  .values({ name: `Bench Org ${tag}` })
  .returning({ id: organizations.id });
if (!org) throw new Error('bench org');
const speakers = await insertUsers(3, 'Speaker');
const peers = await insertUsers(50, 'Peer');
const socketIds = await insertUsers(socketUsers, 'Socket');
const members = [bench.id, ...speakers, ...peers, ...socketIds];
for (let i = 0; i < members.length; i += 1000) {
  const batch = members.slice(i, i + 1000).map((user_id) => ({
    organization_id: org.id,
    user_id,
    role: user_id === bench.id ? ('OWNER' as const) : ('MEMBER' as const),
  }));
  await db.insert(organizationUsers).values(batch);
}

const [event] = await db
  .insert(events)
  .values({
    organization_id: org.id,
    title: 'Bench Conference',
    event_type: 'CONFERENCE',
    start_date: '2031-06-01',
    end_date: '2031-06-01',
    company_name: 'Bench',
    created_by: bench.id,
  })
  .returning({ id: events.id });
if (!event) throw new Error('bench event');
await db
  .insert(eventUsers)
  .values([
    { event_id: event.id, user_id: bench.id, role: 'ADMIN' as const },
    ...speakers.map((user_id) => ({ event_id: event.id, user_id, role: 'SPEAKER' as const, speaker_title: 'Speaker' })),
  ]);
const pad = (n: number) => String(n).padStart(2, '0');
const sessionIds: number[] = [];
for (let i = 0; i < 20; i += 1) {
  const start = 8 * 60 + i * 30;
  const [s] = await db
    .insert(sessions)
    .values({
      event_id: event.id,
      title: `Session ${i + 1}`,
      description: 'A bench session with a description of ordinary length.',
      day_number: 1,
      start_time: `${pad(Math.floor(start / 60))}:${pad(start % 60)}`,
      end_time: `${pad(Math.floor((start + 30) / 60))}:${pad((start + 30) % 60)}`,
    })
    .returning({ id: sessions.id });
  if (!s) throw new Error('bench session');
  sessionIds.push(s.id);
  await db
    .insert(sessionSpeakers)
    .values(speakers.map((user_id, k) => ({ session_id: s.id, user_id, role: 'SPEAKER' as const, order: k + 1 })));
}

const pair = async (a: number, b: number): Promise<number> => {
  const [t] = await db
    .insert(directMessageThreads)
    .values({ user_low_id: Math.min(a, b), user_high_id: Math.max(a, b), last_message_at: new Date() })
    .returning({ id: directMessageThreads.id });
  if (!t) throw new Error('bench thread');
  return t.id;
};
const threadIds: number[] = [];
for (const peer of peers) {
  const threadId = await pair(bench.id, peer);
  threadIds.push(threadId);
  await db.insert(directMessages).values({ thread_id: threadId, sender_id: peer, content: 'Hello from the bench' });
}
const socketThreads: [number, number, number][] = [];
for (let i = 0; i + 1 < socketIds.length; i += 2) {
  const a = socketIds[i] ?? 0;
  const b = socketIds[i + 1] ?? 0;
  socketThreads.push([await pair(a, b), a, b]);
}
await db.execute(sql`analyze`);
await database.close();
process.stdout.write(
  `${JSON.stringify({ benchEmail, benchPassword: 'benchpassword', benchUserId: bench.id, organizationId: org.id, eventId: event.id, sessionIds, threadIds, peerIds: peers, socketThreads })}\n`,
);
