import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOrganization } from '../../test/fixtures';
import { call, createTestCluster, signUp, type TestApp, type TestCluster, type TestUser } from '../../test/helpers';

const redisUrl = process.env.REDIS_URL;

// With several instances (REDIS_URL), threads and messages are held in memory too: a message taken by one
// instance is announced to the others (ChangeFeed.announce), which drop their copies.
describe.skipIf(!redisUrl)('threads and messages held by two instances (needs REDIS_URL)', () => {
  let cluster: TestCluster;
  let one: TestApp;
  let two: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let threadId: number;

  beforeAll(async () => {
    cluster = await createTestCluster(2, {
      REDIS_URL: redisUrl ?? '',
      REDIS_CHANNEL_PREFIX: `atria-test-${randomBytes(6).toString('hex')}`,
    });
    const [first, second] = cluster.instances;
    if (!first || !second) throw new Error('cluster of two expected');
    [one, two] = [first, second];
    alice = await signUp(one.app);
    bob = await signUp(two.app);
    await makeOrganization(one.database.db, [
      [alice.id, 'OWNER'],
      [bob.id, 'MEMBER'],
    ]);
    threadId = (
      await call(one.app, alice, { method: 'POST', url: '/api/direct-messages/threads', payload: { user_id: bob.id } })
    ).json().id;
    await two.app.ctx.changes.settled();
  });
  afterAll(async () => cluster?.close());

  const statementsOn = async (instance: TestApp, fn: () => Promise<unknown>) => {
    const before = instance.database.stats.statements;
    await fn();
    return instance.database.stats.statements - before;
  };
  const messages = () =>
    call(two.app, bob, { method: 'GET', url: `/api/direct-messages/threads/${threadId}/messages` });
  const threads = () => call(two.app, bob, { method: 'GET', url: '/api/direct-messages/threads' });

  it('holds the messages and threads read on one instance, and drops them when the other takes a message or a read mark', async () => {
    expect((await messages()).json().messages).toEqual([]);
    expect((await threads()).json().threads[0].unread_count).toBe(0);
    // Held: a repeat read costs the second instance no statement.
    expect(await statementsOn(two, messages)).toBe(0);
    expect(await statementsOn(two, threads)).toBe(0);

    const sent = await call(one.app, alice, {
      method: 'POST',
      url: `/api/direct-messages/threads/${threadId}/messages`,
      payload: { content: 'across instances' },
    });
    expect(sent.statusCode).toBe(201);
    await two.app.ctx.changes.settled();
    expect((await messages()).json().messages.map((m: { content: string }) => m.content)).toEqual(['across instances']);
    const listed = (await threads()).json().threads[0];
    expect(listed.last_message.content).toBe('across instances');
    expect(listed.unread_count).toBe(1);

    // Bob marks it read on the second instance; Alice's copy on the first shows it read.
    const aliceMessages = () =>
      call(one.app, alice, { method: 'GET', url: `/api/direct-messages/threads/${threadId}/messages` });
    expect((await aliceMessages()).json().messages[0].status).not.toBe('READ');
    expect(await statementsOn(one, aliceMessages)).toBe(0);
    expect(
      (await call(two.app, bob, { method: 'POST', url: `/api/direct-messages/threads/${threadId}/read` })).statusCode,
    ).toBe(200);
    await one.app.ctx.changes.settled();
    expect((await aliceMessages()).json().messages[0].status).toBe('READ');
  });
});
