import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRepository } from '../modules/auth/auth.repository';
import { eventAccessRepository } from '../modules/events/event-access.repository';
import { makeEvent, makeOrganization } from '../test/fixtures';
import { createTestApp, signUp, type TestApp } from '../test/helpers';
import { batchedPer } from './batched';
import type { Db } from './client';
import { eventBans, refreshTokens, revokedAccessTokens, users } from './schema';

// Lookups that concurrent requests make one at a time (is this token live? who is this user to this event?)
// go to PostgreSQL as one statement per turn of the event loop, and each caller gets exactly what its own
// query would have answered.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const statementsOf = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const before = t.database.stats.statements;
  const out = await fn();
  return [out, t.database.stats.statements - before];
};

describe('batchedPer', () => {
  // Any object can stand for a database handle here: the loaders are kept per handle.
  const fakeDb = () => ({}) as unknown as Db;

  it('sends the keys asked in one turn as one load of distinct keys, and later keys as another', async () => {
    const calls: number[][] = [];
    const loader = batchedPer(
      async (_db, keys: readonly number[]) => {
        calls.push([...keys]);
        return new Map(keys.filter((k) => k % 2 === 0).map((k) => [String(k), k * 10]));
      },
      (k) => String(k),
    );
    const db = fakeDb();
    const first = await Promise.all([1, 2, 2, 4].map((k) => loader(db).load(k)));
    expect(first).toEqual([undefined, 20, 20, 40]);
    expect(calls).toEqual([[1, 2, 4]]);
    expect(await loader(db).load(6)).toBe(60);
    expect(calls).toEqual([[1, 2, 4], [6]]);
    // Another handle has its own batches.
    expect(await loader(fakeDb()).load(8)).toBe(80);
    expect(calls).toHaveLength(3);
  });

  it('gathers the keys asked while two statements are out into the next one', async () => {
    const calls: number[][] = [];
    const gates: (() => void)[] = [];
    const loader = batchedPer(
      async (_db, keys: readonly number[]) => {
        calls.push([...keys]);
        await new Promise<void>((open) => gates.push(open));
        return new Map(keys.map((k) => [String(k), k]));
      },
      (k) => String(k),
    );
    const db = fakeDb();
    const turn = () => new Promise((r) => setImmediate(r));
    const answers = [loader(db).load(1)];
    await turn();
    answers.push(loader(db).load(2));
    await turn();
    expect(calls).toEqual([[1], [2]]);
    answers.push(...[3, 4].map((k) => loader(db).load(k)));
    await turn();
    answers.push(loader(db).load(5));
    await turn();
    expect(calls).toHaveLength(2);
    gates.shift()?.();
    await answers[0];
    await turn();
    expect(calls).toEqual([[1], [2], [3, 4, 5]]);
    while (gates.length) gates.shift()?.();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5]);
  });

  it('rejects every caller of a batch whose load fails, and does not remember the failure', async () => {
    let fail = true;
    const loader = batchedPer(
      async (_db, keys: readonly string[]) => {
        if (fail) throw new Error('database down');
        return new Map(keys.map((k) => [k, k.toUpperCase()]));
      },
      (k) => k,
    );
    const db = fakeDb();
    const results = await Promise.allSettled([loader(db).load('a'), loader(db).load('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader(db).load('a')).toBe('A');
  });
});

describe('token checks of concurrent requests', () => {
  it('are one statement, and each token gets the answer its own query gives', async () => {
    const claims = async () => {
      const user = await signUp(t.app);
      const c = await t.app.ctx.tokens.verifyAccess(user.token);
      if (!c) throw new Error('test token refused');
      return { userId: c.userId, jti: c.jti, familyId: c.familyId };
    };
    const [live, loggedOut, familyRevoked, deleted] = [await claims(), await claims(), await claims(), await claims()];
    const db = t.database.db;
    await db
      .insert(revokedAccessTokens)
      .values({ jti: loggedOut.jti, user_id: loggedOut.userId, expires_at: new Date(Date.now() + 60_000) });
    await db
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(eq(refreshTokens.family_id, familyRevoked.familyId));
    await db.delete(users).where(eq(users.id, deleted.userId));
    const asked = [
      live,
      loggedOut,
      familyRevoked,
      deleted,
      live,
      // The same token with its ids in capitals (uuids compare without regard to case in PostgreSQL).
      { ...live, jti: live.jti.toUpperCase() },
      // The revoked token id presented with another (existing) user: still revoked.
      { ...loggedOut, userId: live.userId },
    ];
    const [together, statements] = await statementsOf(() =>
      Promise.all(asked.map((token) => authRepository.isTokenLive(db, token))),
    );
    expect(statements).toBe(1);
    // The unbatched query (the transaction path), one token at a time, is the reference.
    const alone = await db.transaction(async (tx) => {
      const out: boolean[] = [];
      for (const token of asked) out.push(await authRepository.isTokenLive(tx, token));
      return out;
    });
    expect(alone).toEqual([true, false, false, false, true, true, false]);
    expect(together).toEqual(alone);
  });
});

describe('access reads of concurrent requests', () => {
  it('are one statement, and each (event, user) gets the row its own query gives', async () => {
    const [owner, attendee, banned, outsider] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    const db = t.database.db;
    const orgId = await makeOrganization(db, [[owner.id, 'OWNER']]);
    const otherOrg = await makeOrganization(db, [[outsider.id, 'ADMIN']]);
    const eventId = await makeEvent(db, orgId, [
      [attendee.id, 'ATTENDEE'],
      [banned.id, 'SPEAKER'],
    ]);
    const otherEvent = await makeEvent(db, otherOrg, [[attendee.id, 'ORGANIZER']]);
    await db.insert(eventBans).values({ event_id: eventId, user_id: banned.id });
    const pairs: [number, number][] = [
      [eventId, owner.id],
      [eventId, attendee.id],
      [eventId, banned.id],
      [eventId, outsider.id],
      [otherEvent, attendee.id],
      [otherEvent, outsider.id],
      [otherEvent, owner.id],
      [2_000_000_000, owner.id],
      [eventId, attendee.id],
    ];
    const [together, statements] = await statementsOf(() =>
      Promise.all(pairs.map(([e, u]) => eventAccessRepository.findWithRoles(db, e, u))),
    );
    expect(statements).toBe(1);
    const alone = await db.transaction(async (tx) => {
      const out: Awaited<ReturnType<typeof eventAccessRepository.findWithRoles>>[] = [];
      for (const [e, u] of pairs) out.push(await eventAccessRepository.findWithRoles(tx, e, u));
      return out;
    });
    const roles = alone.map((row) => row && [row.event.id, row.orgRole, row.eventRole, row.banned]);
    expect(roles).toEqual([
      [eventId, 'OWNER', null, false],
      [eventId, null, 'ATTENDEE', false],
      [eventId, null, 'SPEAKER', true],
      [eventId, null, null, false],
      [otherEvent, null, 'ORGANIZER', false],
      [otherEvent, 'ADMIN', null, false],
      [otherEvent, null, null, false],
      undefined,
      [eventId, null, 'ATTENDEE', false],
    ]);
    expect(together).toEqual(alone);
  });
});
