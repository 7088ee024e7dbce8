import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newJwtSecret, seedThreads, seedUsers, startApi, type ApiInstance } from './support/api';
import { hit, isErrorBody, runLoad, tally, type LoadRequest, type Sample } from './support/load';
import { sleep, stopAll, until } from './support/processes';
import { missingServers, startPostgres, type ThrowawayPostgres } from './support/services';

const missing = missingServers({ redis: false });

/*
 * One API instance under steady load while its PostgreSQL is shut down (fast shutdown: every session is
 * terminated, as in a restart) and started again a few seconds later.
 */
const OUTAGE_MS = 4_000;
const RECOVERY_BUDGET_MS = 10_000;

let db: ThrowawayPostgres;
let api: ApiInstance;
let users: { id: number; token: string }[];
let threads: { id: number; senders: [string, string] }[];

/** Answered by a working API: a success, or the send limit that the load sometimes reaches. */
const served = (s: Sample) => (s.status >= 200 && s.status < 300) || isErrorBody(s.body, 429, 'RATE_LIMITED');

let n = 0;
/** Reads, a transaction (create an organization) and message sends, from many users in turn. */
function next(): LoadRequest {
  n += 1;
  const user = users[Math.floor(n / 5) % users.length] ?? { token: '' };
  const k = Math.floor(n / 5); // the kind is n % 5: spread each kind over every thread and both its people
  const thread = threads[k % threads.length] ?? { id: 0, senders: ['', ''] };
  const sender = thread.senders[Math.floor(k / threads.length) % 2] ?? '';
  switch (n % 5) {
    case 0:
      return { kind: 'GET orgs', method: 'GET', path: '/api/organizations', token: user.token };
    case 1:
      return {
        kind: 'GET messages',
        method: 'GET',
        path: `/api/direct-messages/threads/${thread.id}/messages`,
        token: sender,
      };
    case 2: {
      const content = `pg-chaos-${n}`;
      return {
        kind: 'POST message',
        method: 'POST',
        path: `/api/direct-messages/threads/${thread.id}/messages`,
        token: sender,
        body: { content },
        content,
      };
    }
    case 3:
      return {
        kind: 'POST org',
        method: 'POST',
        path: '/api/organizations',
        token: user.token,
        body: { name: `Chaos org ${n}` },
      };
    default:
      return { kind: 'GET me', method: 'GET', path: '/api/auth/me', token: user.token };
  }
}

describe.skipIf(missing !== null)(`PostgreSQL restarts under load${missing ? ` (skipped: ${missing})` : ''}`, () => {
  beforeAll(async () => {
    db = await startPostgres();
    const secret = newJwtSecret();
    api = await startApi({ databaseUrl: db.url, jwtSecret: secret });
    ({ users } = await seedUsers(db.url, secret, 40));
    const pairs = Array.from({ length: 20 }, (_, i): [number, number] => [
      users[2 * i]?.id ?? 0,
      users[2 * i + 1]?.id ?? 0,
    ]);
    const ids = await seedThreads(db.url, pairs);
    threads = ids.map((id, i) => ({ id, senders: [users[2 * i]?.token ?? '', users[2 * i + 1]?.token ?? ''] }));
  });

  afterAll(async () => {
    await stopAll();
    await db?.destroy();
  });

  it('fails requests cleanly with 503 during the outage and recovers by itself', async () => {
    const samples: Sample[] = [];
    const stop = { now: false };
    const load = runLoad(api.url, 6, next, stop, samples);
    await sleep(2_000);
    const before = samples.length;

    const downAt = Date.now();
    await db.stop();
    await sleep(OUTAGE_MS / 2);
    const health = await hit(api.url, { kind: 'health', method: 'GET', path: '/api/health' });
    await sleep(OUTAGE_MS / 2);
    await db.start();
    const upAt = Date.now();
    const recovery = await until(
      'every kind of request to succeed again',
      async () => {
        const recent = samples.filter((s) => s.at > Date.now() - 1_000);
        return recent.length > 20 && recent.every(served);
      },
      RECOVERY_BUDGET_MS,
    ).catch(() => Number.NaN);
    await sleep(1_000);
    stop.now = true;
    await load;

    const during = samples.filter((s) => s.at >= downAt && s.at < upAt);
    const seconds = (from: number) =>
      [0, 1, 2, 3, 4, 5, 6].map((i) =>
        tally(samples.filter((s) => s.at >= from + i * 1000 && s.at < from + (i + 1) * 1000)),
      );
    console.log(
      `[chaos] postgres: ${samples.length} requests, ${during.length} during the ${upAt - downAt} ms outage, recovered ${recovery} ms after restart`,
      tally(during),
      JSON.stringify(seconds(upAt)),
    );

    expect(api.process.child.exitCode, api.process.output()).toBeNull();
    expect(recovery, api.process.output()).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
    expect(samples.slice(0, before).every(served), JSON.stringify(tally(samples.slice(0, before)))).toBe(true);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', database: 'down' });
    // Every request got an HTTP answer: a success, or 503 in the error body. Never a 500, never a dropped connection.
    const unclean = samples.filter((s) => !served(s) && !isErrorBody(s.body, 503, 'UNAVAILABLE'));
    expect(unclean.map((s) => `${s.kind} ${s.status} ${s.error ?? JSON.stringify(s.body).slice(0, 120)}`)).toEqual([]);
    expect(during.filter((s) => s.status === 503).length).toBeGreaterThan(0);
    expect((await hit(api.url, { kind: 'health', method: 'GET', path: '/api/health' })).status).toBe(200);

    // Nothing acknowledged was lost: every 201 message is stored.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const stored = new Set(
      (
        await client.query<{ content: string }>("select content from direct_messages where content like 'pg-chaos-%'")
      ).rows.map((r) => r.content),
    );
    await client.end();
    expect(
      samples.filter((s) => s.kind === 'POST message' && s.status === 201 && !stored.has(s.content ?? '')).length,
    ).toBe(0);
  });
});
