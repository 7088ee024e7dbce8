import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newJwtSecret,
  seedThreads,
  seedUsers,
  startApi,
  startProxy,
  type ApiInstance,
  type Proxy,
} from './support/api';
import { chatClient, type ChatClient } from './support/chat-client';
import { sleep, stopAll, until } from './support/processes';
import {
  missingServers,
  startPostgres,
  startRedis,
  type ThrowawayPostgres,
  type ThrowawayRedis,
} from './support/services';

const missing = missingServers({ redis: true });

/*
 * Two API instances behind a loopback load balancer, on one throwaway PostgreSQL and one throwaway Redis,
 * with chat clients talking in pairs. One instance is killed with SIGKILL mid-conversation.
 */
const CLIENTS = 120;
const RECONNECT_BUDGET_MS = 15_000;

let db: ThrowawayPostgres;
let redis: ThrowawayRedis;
let one: ApiInstance;
let two: ApiInstance;
let proxy: Proxy;
let clients: ChatClient[] = [];
let threadOf: Map<number, number>;

/** Each client sends a uniquely tagged message about once a second until `stop` is set. */
function chat(stop: { now: boolean }): Promise<void[]> {
  return Promise.all(
    clients.map(async (c) => {
      for (let n = 0; !stop.now; n += 1) {
        await sleep(700 + Math.random() * 600);
        if (!stop.now) await c.send(threadOf.get(c.userId) ?? 0, `chaos-${c.userId}-${n}`);
      }
    }),
  );
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? Number.NaN;

describe.skipIf(missing !== null)(
  `an instance dies (SIGKILL) while its clients chat${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    beforeAll(async () => {
      [db, redis] = await Promise.all([startPostgres(), startRedis()]);
      const secret = newJwtSecret();
      one = await startApi({ databaseUrl: db.url, redisUrl: redis.url, jwtSecret: secret });
      const { users } = await seedUsers(db.url, secret, CLIENTS);
      const pairs = Array.from({ length: CLIENTS / 2 }, (_, i): [number, number] => [
        users[2 * i]?.id ?? 0,
        users[2 * i + 1]?.id ?? 0,
      ]);
      const threads = await seedThreads(db.url, pairs);
      threadOf = new Map(
        pairs.flatMap(([a, b], i) => [
          [a, threads[i] ?? 0],
          [b, threads[i] ?? 0],
        ]),
      );
      two = await startApi({ databaseUrl: db.url, redisUrl: redis.url, jwtSecret: secret });
      proxy = await startProxy([one.port, two.port]);
      clients = users.map((u) => chatClient(proxy.url, u));
      await until('every client connected', async () => clients.every((c) => c.connectedAt.length > 0), 60_000);
    });

    afterAll(async () => {
      for (const c of clients) c.close();
      await proxy?.close();
      await stopAll();
      await Promise.allSettled([db?.destroy(), redis?.destroy()]);
    });

    it('reconnects ≥ 99 % of its clients to the other instance within 15 s, losing and duplicating no acknowledged message', async () => {
      const stop = { now: false };
      const talking = chat(stop);
      await sleep(3_000);
      const onOne = proxy.open().get(one.port) ?? 0;
      const killedAt = Date.now();
      expect(await one.stop('SIGKILL')).toBe('SIGKILL');

      const victims = () => clients.filter((c) => c.disconnects.some((d) => d.at >= killedAt));
      const back = (c: ChatClient) => c.connectedAt.find((t) => t > killedAt);
      await until(
        'the killed instance’s clients to come back',
        async () => victims().length >= onOne && victims().every((c) => back(c) !== undefined),
        RECONNECT_BUDGET_MS + 5_000,
      ).catch(() => undefined);
      await sleep(3_000);
      stop.now = true;
      await talking;

      const hit = victims();
      const delays = hit.map((c) => (back(c) ?? Number.POSITIVE_INFINITY) - killedAt);
      const inTime = delays.filter((d) => d <= RECONNECT_BUDGET_MS).length;
      const acked = clients.flatMap((c) => c.acked);
      const unacked = clients.flatMap((c) => c.unacked);
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const stored = (
        await client.query<{ id: string; content: string }>(
          "select id::text, content from direct_messages where content like 'chaos-%'",
        )
      ).rows;
      await client.end();
      console.log(
        `[chaos] kill: ${hit.length}/${onOne} clients of the killed instance, ${inTime} back within ${RECONNECT_BUDGET_MS} ms ` +
          `(p50 ${percentile(delays, 50)} ms, p99 ${percentile(delays, 99)} ms); ${acked.length} acknowledged, ${unacked.length} unacknowledged, ${stored.length} stored`,
      );

      expect(onOne).toBeGreaterThan(CLIENTS / 4);
      expect(hit.length).toBe(onOne);
      expect(inTime / hit.length).toBeGreaterThanOrEqual(0.99);
      expect(clients.every((c) => c.socket.connected)).toBe(true);

      const byContent = new Map<string, string[]>();
      for (const row of stored) byContent.set(row.content, [...(byContent.get(row.content) ?? []), row.id]);
      expect([...byContent].filter(([, ids]) => ids.length > 1)).toEqual([]);
      expect(acked.filter((m) => byContent.get(m.content)?.[0] !== String(m.id))).toEqual([]);
    });
  },
);
