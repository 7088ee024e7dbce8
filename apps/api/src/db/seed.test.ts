import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, testEnv, type TestApp, type TestDatabase } from '../test/helpers';
import { openDatabase, type Database } from './client';
import { DEMO_ORG_NAME, seedDemo } from './seed';

const count = async (database: Database, query: ReturnType<typeof sql>): Promise<number> => {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
};

describe('seeding the demo data from two instances at once', () => {
  let fresh: TestDatabase;
  let other: Database;

  beforeAll(async () => {
    fresh = await createTestDatabase();
    other = await openDatabase({ databaseUrl: fresh.url, poolSize: 2 });
  });
  afterAll(async () => {
    await other.close();
    await fresh.drop();
  });

  it('succeeds in both, and seeds the data once', async () => {
    const env = testEnv();
    const results = await Promise.allSettled([seedDemo(fresh.database.db, env), seedDemo(other.db, env)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    // Exactly one of them did the seeding.
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : null)).sort()).toEqual([false, true]);
    expect(
      await count(
        fresh.database,
        sql`select count(*)::int as n from organizations where lower(name) = lower(${DEMO_ORG_NAME})`,
      ),
    ).toBe(1);
    expect(await count(fresh.database, sql`select count(*)::int as n from events where title = 'Atria Summit'`)).toBe(
      1,
    );
    expect(
      await count(
        fresh.database,
        sql`select count(*)::int as n from users where lower(email) = lower(${env.DEMO_EMAIL})`,
      ),
    ).toBe(1);
  });
});

describe('the demo account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, t.env);
  });
  afterAll(async () => t?.close());

  const login = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: t.env.DEMO_EMAIL, password: t.env.DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
  };

  it('has conversations with other seeded people, some of them unread, which it may answer', async () => {
    const headers = await login();
    const res = await t.app.inject({ method: 'GET', url: '/api/direct-messages/threads', headers });
    expect(res.statusCode).toBe(200);
    const threads = res.json<{ threads: { id: number; unread_count: number; other_user: { full_name: string } }[] }>()
      .threads;
    expect(threads.length).toBeGreaterThanOrEqual(3);
    expect(threads.filter((th) => th.unread_count > 0).length).toBeGreaterThanOrEqual(1);
    expect(threads.filter((th) => th.unread_count === 0).length).toBeGreaterThanOrEqual(1);
    expect(new Set(threads.map((th) => th.other_user.full_name)).size).toBe(threads.length);

    const first = threads[0];
    if (!first) throw new Error('no thread');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/direct-messages/threads/${first.id}/messages`,
      headers,
    });
    expect(page.statusCode).toBe(200);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/direct-messages/threads/${first.id}/messages`,
      headers,
      payload: { content: 'Thanks!' },
    });
    expect(reply.statusCode).toBe(201);
  });

  it('is not given the conversations twice when the seed runs again', async () => {
    const before = await count(t.database, sql`select count(*)::int as n from direct_messages`);
    expect(before).toBeGreaterThan(0);
    expect(await seedDemo(t.database.db, t.env)).toBe(false);
    expect(await count(t.database, sql`select count(*)::int as n from direct_messages`)).toBe(before);
  });
});
