import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { openDatabase } from '../db/client';
import {
  calendarTombstones,
  invitations,
  rateLimitHits,
  refreshTokens,
  revokedAccessTokens,
  users,
} from '../db/schema';
import { createTestApp, createTestDatabase, signUp, testEnv, type TestDatabase } from '../test/helpers';
import { PURGE_LOCK, purgeExpired, schedulePeriodic } from './purge';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);
const WINDOW_SECONDS = 900;

const rows = async <T>(database: Database, q: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

async function addUser(database: Database, label: string, claimed: boolean): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({
      email: `${label}.${randomUUID()}@example.test`,
      password_hash: claimed ? 'x' : null,
      first_name: label,
      last_name: 'Test',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

/** One row of each kind past its expiry and one still live; returns what must be gone and what must stay. */
async function addRows(database: Database) {
  const db = database.db;
  const alice = await addUser(database, 'alice', true);
  const pending = await addUser(database, 'pending', false);
  const tag = randomUUID().slice(0, 8);

  const expiredFamily = randomUUID();
  const liveFamily = randomUUID();
  await db.insert(refreshTokens).values([
    // A finished login: every token of the family is past its expiry.
    {
      user_id: alice,
      family_id: expiredFamily,
      token_hash: `gone-1-${tag}`,
      expires_at: ago(2 * HOUR),
      rotated_at: ago(3 * HOUR),
    },
    { user_id: alice, family_id: expiredFamily, token_hash: `gone-2-${tag}`, expires_at: ago(HOUR) },
    // A login still going: its old rotated token is past its own expiry but kept for reuse detection.
    {
      user_id: alice,
      family_id: liveFamily,
      token_hash: `kept-rotated-${tag}`,
      expires_at: ago(HOUR),
      rotated_at: ago(2 * HOUR),
    },
    { user_id: alice, family_id: liveFamily, token_hash: `kept-live-${tag}`, expires_at: ahead(HOUR) },
  ]);

  const goneJti = randomUUID();
  const keptJti = randomUUID();
  await db.insert(revokedAccessTokens).values([
    { jti: goneJti, user_id: alice, expires_at: ago(60_000) },
    { jti: keptJti, user_id: alice, expires_at: ahead(60_000) },
  ]);

  const windowMs = WINDOW_SECONDS * 1000;
  const current = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  await db.insert(rateLimitHits).values([
    { key: `old-${tag}`, window_start: new Date(current.getTime() - 2 * windowMs), count: 3 },
    { key: `current-${tag}`, window_start: current, count: 3 },
  ]);

  const [org] = await rows<{ id: number }>(
    database,
    sql`insert into organizations (name) values (${`Org ${tag}`}) returning id`,
  );
  if (!org) throw new Error('org not inserted');
  const invite = (user: number, hash: string, expires: Date) => ({
    user_id: user,
    token_hash: `${hash}-${tag}`,
    organization_id: org.id,
    expires_at: expires,
  });
  await db.insert(invitations).values([
    // The account claimed its invitation long ago: the expired row serves nothing.
    invite(alice, 'inv-gone-claimed', ago(HOUR)),
    // A pending account: an older expired link in the same organization goes, the newest stays (it records
    // where the account was invited, so that organization can hand out a new link).
    invite(pending, 'inv-gone-older', ago(2 * HOUR)),
    invite(pending, 'inv-kept-newest', ago(HOUR)),
    invite(alice, 'inv-kept-live', ahead(HOUR)),
  ]);

  // Deleted sessions as alice's feed last showed them: one past the 30 days feeds announce it, one within them.
  const tombstone = (session_id: number, deleted_at: Date) => ({
    user_id: alice,
    session_id,
    event_id: 1,
    event_title: 'Gone Conf',
    title: 'Gone talk',
    local_date: '2031-05-01',
    start_time: '09:00',
    end_time: '10:00',
    time_zone: 'UTC',
    sequence: 2,
    deleted_at,
  });
  await db.insert(calendarTombstones).values([tombstone(1, ago(31 * 24 * HOUR)), tombstone(2, ago(29 * 24 * HOUR))]);

  return { alice, tag, goneJti, keptJti };
}

async function remaining(database: Database, seeded: Awaited<ReturnType<typeof addRows>>) {
  const { alice, tag } = seeded;
  return {
    refresh: (
      await rows<{ token_hash: string }>(
        database,
        sql`select token_hash from refresh_tokens where user_id = ${alice} order by token_hash`,
      )
    ).map((r) => r.token_hash.replace(`-${tag}`, '')),
    revoked: (
      await rows<{ jti: string }>(database, sql`select jti from revoked_access_tokens where user_id = ${alice}`)
    ).map((r) => r.jti),
    windows: (
      await rows<{ key: string }>(
        database,
        sql`select key from rate_limit_hits where key like ${`%-${tag}`} order by key`,
      )
    ).map((r) => r.key.replace(`-${tag}`, '')),
    invitations: (
      await rows<{ token_hash: string }>(
        database,
        sql`select token_hash from invitations where token_hash like ${`%-${tag}`} order by token_hash`,
      )
    ).map((r) => r.token_hash.replace(`-${tag}`, '')),
    tombstones: (
      await rows<{ session_id: number }>(
        database,
        sql`select session_id from calendar_tombstones where user_id = ${alice}`,
      )
    ).map((r) => r.session_id),
  };
}

const expectPurged = async (database: Database, seeded: Awaited<ReturnType<typeof addRows>>) => {
  expect(await remaining(database, seeded)).toEqual({
    refresh: ['kept-live', 'kept-rotated'],
    revoked: [seeded.keptJti],
    windows: ['current'],
    invitations: ['inv-kept-live', 'inv-kept-newest'],
    tombstones: [2],
  });
};

describe('purgeExpired', () => {
  let fresh: TestDatabase;
  beforeAll(async () => {
    fresh = await createTestDatabase();
  });
  afterAll(async () => fresh?.drop());

  it('deletes tokens, rate-limit windows and invitations past their expiry and keeps the live ones', async () => {
    const seeded = await addRows(fresh.database);
    const result = await purgeExpired(fresh.database.db, { rateLimitWindowSeconds: WINDOW_SECONDS, tombstoneDays: 30 });
    expect(result).toEqual({
      refreshTokens: 2,
      revokedAccessTokens: 1,
      rateLimitWindows: 1,
      invitations: 2,
      calendarTombstones: 1,
    });
    await expectPurged(fresh.database, seeded);
  });

  it('keeps an expired rotated token whose family is still live, so presenting it again still revokes the family', async () => {
    // No grace window: the rotated token is presented again at once and must count as reuse.
    const t = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
    try {
      const user = await signUp(t.app);
      const refresh = (token: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${token}` } });
      const rotated = await refresh(user.refresh);
      expect(rotated.statusCode).toBe(200);
      const live = rotated.json<{ refresh_token: string }>().refresh_token;
      // The first token of the login is now past its own expiry; the login goes on with the newer token.
      await t.database.db.execute(
        sql`update refresh_tokens set expires_at = now() - interval '1 hour' where user_id = ${user.id} and rotated_at is not null`,
      );
      await purgeExpired(t.database.db, { rateLimitWindowSeconds: WINDOW_SECONDS, tombstoneDays: 30 });
      expect((await refresh(user.refresh)).statusCode).toBe(401);
      // Reuse was detected: the live token of the family no longer works either.
      expect((await refresh(live)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('two instances purging at once', () => {
  let fresh: TestDatabase;
  let other: Database;
  let blocker: pg.Client;
  beforeAll(async () => {
    fresh = await createTestDatabase();
    other = await openDatabase({ databaseUrl: fresh.url, poolSize: 2 });
    blocker = new pg.Client({ connectionString: fresh.url });
    await blocker.connect();
  });
  afterAll(async () => {
    await blocker?.end();
    await other?.close();
    await fresh?.drop();
  });

  it('lets one purge while the other skips its run', async () => {
    const seeded = await addRows(fresh.database);
    // Hold a row the purge deletes, so the first purge stays inside its transaction (and its lock) a while.
    await blocker.query('begin');
    await blocker.query('select 1 from revoked_access_tokens where jti = $1 for update', [seeded.goneJti]);
    const first = purgeExpired(fresh.database.db, { rateLimitWindowSeconds: WINDOW_SECONDS, tombstoneDays: 30 });
    for (let i = 0; i < 200; i += 1) {
      const { rows: held } = await blocker.query(
        "select 1 from pg_locks where locktype = 'advisory' and objid = $1 and granted",
        [PURGE_LOCK],
      );
      if (held.length > 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const second = await purgeExpired(other.db, { rateLimitWindowSeconds: WINDOW_SECONDS, tombstoneDays: 30 });
    await blocker.query('commit');
    expect(second).toBeNull();
    expect(await first).toEqual({
      refreshTokens: 2,
      revokedAccessTokens: 1,
      rateLimitWindows: 1,
      invitations: 2,
      calendarTombstones: 1,
    });
    await expectPurged(fresh.database, seeded);
  });
});

describe('schedulePeriodic', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('runs first after the short delay, then every interval, and never again once stopped', async () => {
    let runs = 0;
    const schedule = schedulePeriodic(async () => void (runs += 1), {
      firstDelayMs: 10,
      intervalMs: 30,
      onError: () => undefined,
    });
    stops.push(schedule.stop);
    await sleep(120);
    expect(runs).toBeGreaterThanOrEqual(2);
    await schedule.stop();
    const after = runs;
    await sleep(100);
    expect(runs).toBe(after);
  });

  it('waits for a run in progress when stopped, and keeps going after a failed run', async () => {
    let finished = 0;
    let calls = 0;
    const errors: unknown[] = [];
    const schedule = schedulePeriodic(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database unavailable');
        await sleep(50);
        finished += 1;
      },
      { firstDelayMs: 5, intervalMs: 10, onError: (err) => errors.push(err) },
    );
    stops.push(schedule.stop);
    while (calls < 2) await sleep(5);
    await schedule.stop();
    expect(finished).toBe(1);
    expect(errors).toHaveLength(1);
  });
});

describe('the app', () => {
  let fresh: TestDatabase;
  beforeAll(async () => {
    fresh = await createTestDatabase();
  });
  afterAll(async () => fresh?.drop());

  it('purges shortly after it starts, and stops purging when closed', async () => {
    const seeded = await addRows(fresh.database);
    const app = await buildApp({
      env: testEnv({ PURGE_INTERVAL_SECONDS: '1', AUTH_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS) }),
      database: fresh.database,
      logger: false,
      purge: true,
    });
    await app.ready();
    const gone = async () =>
      (await rows(fresh.database, sql`select 1 from revoked_access_tokens where jti = ${seeded.goneJti}`)).length === 0;
    for (let i = 0; i < 60 && !(await gone()); i += 1) await new Promise((r) => setTimeout(r, 100));
    await expectPurged(fresh.database, seeded);
    await app.close();

    const later = randomUUID();
    await fresh.database.db
      .insert(revokedAccessTokens)
      .values({ jti: later, user_id: seeded.alice, expires_at: ago(60_000) });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await rows(fresh.database, sql`select 1 from revoked_access_tokens where jti = ${later}`)).toHaveLength(1);
  });
});
