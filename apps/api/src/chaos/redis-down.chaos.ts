import type { Message } from '@atria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newJwtSecret, seedThreads, seedUsers, startApi, type ApiInstance } from './support/api';
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
 * Two instances sharing a throwaway Redis for cross-instance fan-out. Ann and Ben are connected to instance
 * one, Cat and Dan to instance two; Ann also talks to Cat, across the instances. Redis is killed, then back.
 */
let db: ThrowawayPostgres;
let redis: ThrowawayRedis;
let one: ApiInstance;
let two: ApiInstance;
let ann: ChatClient;
let ben: ChatClient;
let cat: ChatClient;
let dan: ChatClient;
let threads: { annBen: number; catDan: number; annCat: number };

/** Sends from `from` and resolves with how long `to` took to hear of it, or null after `withinMs`. */
async function deliveredIn(
  from: ChatClient,
  to: ChatClient,
  threadId: number,
  withinMs: number,
): Promise<number | null> {
  const content = `redis-chaos-${from.userId}-${Date.now()}-${Math.random()}`;
  const started = Date.now();
  await from.send(threadId, content);
  if (!from.acked.some((m) => m.content === content)) throw new Error(`the send of ${content} was not acknowledged`);
  const heard = (m: Message) => m.content === content;
  return until(`${content} delivered`, async () => to.received.some(heard), withinMs, 20)
    .then(() => Date.now() - started)
    .catch(() => null);
}

describe.skipIf(missing !== null)(`Redis goes down and comes back${missing ? ` (skipped: ${missing})` : ''}`, () => {
  beforeAll(async () => {
    [db, redis] = await Promise.all([startPostgres(), startRedis()]);
    const secret = newJwtSecret();
    one = await startApi({ databaseUrl: db.url, redisUrl: redis.url, jwtSecret: secret });
    two = await startApi({ databaseUrl: db.url, redisUrl: redis.url, jwtSecret: secret });
    const { users } = await seedUsers(db.url, secret, 4);
    const [a, b, c, d] = users;
    if (!a || !b || !c || !d) throw new Error('four users expected');
    const [annBen, catDan, annCat] = await seedThreads(db.url, [
      [a.id, b.id],
      [c.id, d.id],
      [a.id, c.id],
    ]);
    threads = { annBen: annBen ?? 0, catDan: catDan ?? 0, annCat: annCat ?? 0 };
    [ann, ben] = [chatClient(one.url, a), chatClient(one.url, b)];
    [cat, dan] = [chatClient(two.url, c), chatClient(two.url, d)];
    await until('all four connected', async () => [ann, ben, cat, dan].every((x) => x.connectedAt.length > 0));
  });

  afterAll(async () => {
    for (const x of [ann, ben, cat, dan]) x?.close();
    await stopAll();
    await Promise.allSettled([db?.destroy(), redis?.destroy()]);
  });

  it('keeps delivering within each instance during the outage, and across instances once Redis is back', async () => {
    expect(
      await deliveredIn(ann, cat, threads.annCat, 5_000),
      'cross-instance delivery before the outage',
    ).not.toBeNull();

    await redis.kill();
    await sleep(500);
    const local = {
      oneAnnToBen: await deliveredIn(ann, ben, threads.annBen, 3_000),
      twoDanToCat: await deliveredIn(dan, cat, threads.catDan, 3_000),
      oneBenToAnn: await deliveredIn(ben, ann, threads.annBen, 3_000),
    };
    // Nothing can carry a message across instances now; it is committed and acknowledged all the same.
    const acrossDuringOutage = await deliveredIn(cat, ann, threads.annCat, 1_000);

    await redis.start();
    const restartedAt = Date.now();
    let resumedAfter: number | null = null;
    while (resumedAfter === null && Date.now() - restartedAt < 20_000) {
      if ((await deliveredIn(ann, cat, threads.annCat, 1_000)) !== null) resumedAfter = Date.now() - restartedAt;
    }
    const both = [
      await deliveredIn(cat, ann, threads.annCat, 3_000),
      await deliveredIn(ann, cat, threads.annCat, 3_000),
    ];
    console.log(
      `[chaos] redis: local delivery during the outage`,
      local,
      `; across during the outage: ${acrossDuringOutage}; across again ${resumedAfter} ms after Redis returned`,
    );

    expect(local).toEqual({
      oneAnnToBen: expect.any(Number),
      twoDanToCat: expect.any(Number),
      oneBenToAnn: expect.any(Number),
    });
    expect(resumedAfter).not.toBeNull();
    expect(both).toEqual([expect.any(Number), expect.any(Number)]);
    expect([one, two].map((i) => i.process.child.exitCode)).toEqual([null, null]);
  });
});
