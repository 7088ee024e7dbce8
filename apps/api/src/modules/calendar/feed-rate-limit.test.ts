import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createTestCluster,
  signUp,
  type TestApp,
  type TestCluster,
  type TestUser,
} from '../../test/helpers';

/** The public feed URL's per-IP budget (docs/calendar.md#token-security): in memory, or in Redis across instances. */

let t: TestApp;
let person: TestUser;

beforeAll(async () => {
  t = await createTestApp({ CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: '3' });
  person = await signUp(t.app);
});
afterAll(async () => t.close());

const get = (url: string, ip: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip });

describe('public feed rate limit', () => {
  it('answers 429 with Retry-After past the budget of one IP, for real and guessed tokens alike', async () => {
    const made = await call(t.app, person, { method: 'POST', url: '/api/users/me/calendar-feed' });
    const path = made.json<{ path: string }>().path;
    const guessed = `/api/calendar/feeds/${'B'.repeat(43)}.ics`;
    expect((await get(path, '10.0.0.1')).statusCode).toBe(200);
    expect((await get(guessed, '10.0.0.1')).statusCode).toBe(404);
    expect((await get(path, '10.0.0.1')).statusCode).toBe(200);
    for (const url of [path, guessed]) {
      const refused = await get(url, '10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another address has its own budget.
    expect((await get(path, '10.0.0.2')).statusCode).toBe(200);
  });

  it('does not count the logged-in routes against it', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me/calendar-feed',
        headers: person.auth,
        remoteAddress: '10.0.0.3',
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await get(`/api/calendar/feeds/${'C'.repeat(43)}.ics`, '10.0.0.3')).statusCode).toBe(404);
  });
});

const redisUrl = process.env.REDIS_URL;

describe('public feed rate limit on two instances', () => {
  const feedOf = async (app: TestApp['app']) => {
    const person = await signUp(app);
    const made = await call(app, person, { method: 'POST', url: '/api/users/me/calendar-feed' });
    return made.json<{ path: string }>().path;
  };
  const hit = (app: TestApp['app'], url: string, ip: string) =>
    app.inject({ method: 'GET', url, remoteAddress: ip }).then((r) => r.statusCode);

  describe.skipIf(!redisUrl)('sharing REDIS_URL (needs REDIS_URL)', () => {
    let cluster: TestCluster;
    beforeAll(async () => {
      cluster = await createTestCluster(2, {
        REDIS_URL: redisUrl ?? '',
        REDIS_CHANNEL_PREFIX: `atria-test-${randomBytes(6).toString('hex')}`,
        CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: '4',
      });
    });
    afterAll(async () => cluster?.close());

    it('counts one budget per IP across the instances', async () => {
      const [one, two] = cluster.instances;
      if (!one || !two) throw new Error('cluster of two expected');
      const path = await feedOf(one.app);
      const statuses = [];
      for (const app of [one.app, two.app, one.app, two.app, one.app, two.app])
        statuses.push(await hit(app, path, '10.1.0.1'));
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      // Another address still has its whole budget, on either instance.
      expect(await hit(two.app, path, '10.1.0.2')).toBe(200);
    });
  });

  describe('without Redis', () => {
    let cluster: TestCluster;
    beforeAll(async () => {
      cluster = await createTestCluster(2, { CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: '2' });
    });
    afterAll(async () => cluster?.close());

    it('counts per instance, in memory', async () => {
      const [one, two] = cluster.instances;
      if (!one || !two) throw new Error('cluster of two expected');
      const path = await feedOf(one.app);
      const statuses = [];
      for (const app of [one.app, one.app, one.app, two.app, two.app, two.app])
        statuses.push(await hit(app, path, '10.1.0.3'));
      expect(statuses).toEqual([200, 200, 429, 200, 200, 429]);
    });
  });
});
