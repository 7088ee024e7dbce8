import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { MemoryPresence, PRESENCE_TTL_MS, RedisPresence, type PresenceStore } from './presence';

const redisUrl = process.env.REDIS_URL;

/** The same behaviour whatever the store: `make(now)` builds one instance's store on a shared clock. */
function behaves(name: string, make: (now: () => number) => PresenceStore, shared: boolean, ttlMs = 60_000) {
  describe(name, () => {
    it('counts distinct users, several tabs of one user once, and forgets those who leave', async () => {
      let clock = 1_000_000;
      const store = make(() => clock);
      await store.add({ sessionId: 1, socketId: 'a', userId: 10 });
      await store.add({ sessionId: 1, socketId: 'b', userId: 10 });
      await store.add({ sessionId: 1, socketId: 'c', userId: 11 });
      await store.add({ sessionId: 2, socketId: 'd', userId: 12 });
      expect(await store.watchers(1)).toEqual([10, 11]);
      await store.remove({ sessionId: 1, socketId: 'c', userId: 11 });
      clock += 1;
      expect(await store.watchers(1)).toEqual([10]);
    });

    it('drops a crashed instance’s viewers once their heartbeat is older than the time-to-live', async () => {
      let clock = 2_000_000;
      const alive = make(() => clock);
      const crashed = shared ? make(() => clock) : alive;
      await alive.add({ sessionId: 3, socketId: 'x', userId: 20 });
      await crashed.add({ sessionId: 3, socketId: 'y', userId: 21 });
      expect(await alive.watchers(3)).toEqual([20, 21]);
      clock += (ttlMs * 2) / 3;
      await alive.refresh([{ sessionId: 3, socketId: 'x', userId: 20 }]);
      clock += ttlMs / 2;
      expect(await alive.watchers(3)).toEqual([20]);
    });
  });
}

behaves('presence in memory', (now) => new MemoryPresence(60_000, now), false);
behaves(
  'presence in memory with a short time-to-live (the chaos test’s)',
  (now) => new MemoryPresence(5_000, now),
  false,
  5_000,
);

describe('the presence time-to-live', () => {
  it('is 60 s unless configured (LIVE_PRESENCE_TTL_SECONDS), and a store built without one uses it', async () => {
    expect(loadEnv({}).LIVE_PRESENCE_TTL_SECONDS).toBe(60);
    expect(PRESENCE_TTL_MS).toBe(60_000);
    expect(loadEnv({ LIVE_PRESENCE_TTL_SECONDS: '15' }).LIVE_PRESENCE_TTL_SECONDS).toBe(15);
    expect(() => loadEnv({ LIVE_PRESENCE_TTL_SECONDS: '1' })).toThrow();
    let clock = 3_000_000;
    const store = new MemoryPresence(undefined, () => clock);
    await store.add({ sessionId: 4, socketId: 'z', userId: 30 });
    clock += 59_999;
    expect(await store.watchers(4)).toEqual([30]);
    clock += 2;
    expect(await store.watchers(4)).toEqual([]);
  });
});

describe.skipIf(!redisUrl)('presence in Redis, shared by instances (needs REDIS_URL)', () => {
  const client = createClient({ url: redisUrl });
  const prefix = `atria-test-${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    await client.connect();
  });
  afterAll(async () => {
    const keys = await client.keys(`${prefix}:*`);
    if (keys.length > 0) await client.del(keys);
    await client.close();
  });
  behaves('redis', (now) => new RedisPresence((args) => client.sendCommand(args), prefix, 60_000, now), true);
});
