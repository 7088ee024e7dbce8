import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization, makeSession } from '../test/fixtures';
import { call, createTestCluster, signUp, type TestApp, type TestCluster } from '../test/helpers';
import { connectAs, listen, record, request, waitFor, type ClientSocket } from '../test/socket-client';
import { createLiveModerationService } from '../modules/live/live-moderation.service';
import { actorOf } from '../modules/live/live-cast.test-helpers';

const redisUrl = process.env.REDIS_URL;
const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!redisUrl)('live sessions across two instances through Redis (needs REDIS_URL)', () => {
  const prefix = `atria-test-${randomBytes(6).toString('hex')}`;
  let cluster: TestCluster;
  let one: TestApp;
  let two: TestApp;
  let url1: string;
  let url2: string;
  const open: ClientSocket[] = [];
  const on = async (url: string, token: string) => {
    const s = await connectAs(url, token);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    cluster = await createTestCluster(2, { REDIS_URL: redisUrl ?? '', REDIS_CHANNEL_PREFIX: prefix });
    const [first, second] = cluster.instances;
    if (!first || !second) throw new Error('cluster of two expected');
    [one, two] = [first, second];
    [url1, url2] = [await listen(one.app), await listen(two.app)];
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.disconnect();
  });
  afterAll(async () => cluster?.close());

  async function cast() {
    const [owner, moderator, viewer1, viewer2] = await Promise.all([
      signUp(one.app),
      signUp(one.app),
      signUp(one.app),
      signUp(one.app),
    ]);
    const org = await makeOrganization(one.database.db, [[owner.id, 'OWNER']]);
    const eventId = await makeEvent(one.database.db, org, [
      [moderator.id, 'MODERATOR'],
      [viewer1.id, 'ATTENDEE'],
      [viewer2.id, 'ATTENDEE'],
    ]);
    const sessionId = await makeSession(one.database.db, eventId);
    return { owner, moderator, viewer1, viewer2, eventId, sessionId };
  }

  it('delivers a session chat message to viewers on the other instance', async () => {
    const c = await cast();
    const [a, b] = [await on(url1, c.viewer1.token), await on(url2, c.viewer2.token)];
    await request(a, 'join_live_session', { session_id: c.sessionId });
    await request(b, 'join_live_session', { session_id: c.sessionId });
    const got = waitFor(b, 'session_chat_message', (m) => m.body === 'across');
    expect((await request(a, 'send_session_chat_message', { session_id: c.sessionId, body: 'across' })).ok).toBe(true);
    expect((await got).author.id).toBe(c.viewer1.id);
  });

  it('counts the watchers of both instances, and one fewer once a viewer disconnects', async () => {
    const c = await cast();
    const [a, b] = [await on(url1, c.viewer1.token), await on(url2, c.viewer2.token)];
    await request(a, 'join_live_session', { session_id: c.sessionId });
    const both = waitFor(a, 'presence_updated', (p) => p.watching === 2);
    await request(b, 'join_live_session', { session_id: c.sessionId });
    expect(await both).toEqual({ session_id: c.sessionId, watching: 2 });
    const one = waitFor(a, 'presence_updated', (p) => p.watching === 1);
    b.disconnect();
    expect(await one).toEqual({ session_id: c.sessionId, watching: 1 });
  });

  it('hides a question live for an attendee on the other instance', async () => {
    const c = await cast();
    const [asker, other] = [await on(url1, c.viewer1.token), await on(url2, c.viewer2.token)];
    for (const s of [asker, other]) await request(s, 'join_live_session', { session_id: c.sessionId });
    const created = waitFor(other, 'question_created');
    const asked = await request(asker, 'ask_question', { session_id: c.sessionId, body: 'Across?' });
    if (!asked.ok) throw new Error('ask failed');
    expect((await created).id).toBe(asked.data.id);
    const removed = waitFor(other, 'question_removed', (p) => p.question_id === asked.data.id);
    const res = await call(one.app, c.moderator, {
      method: 'PUT',
      url: `/api/live/questions/${asked.data.id}`,
      payload: { is_hidden: true },
    });
    expect(res.statusCode).toBe(200);
    await removed;
  });

  it('makes a voter’s sockets on the other instance follow the poll’s results', async () => {
    const c = await cast();
    const watcher = await on(url2, c.viewer1.token);
    await request(watcher, 'join_live_session', { session_id: c.sessionId });
    const created = await call(one.app, c.owner, {
      method: 'POST',
      url: `/api/sessions/${c.sessionId}/polls`,
      payload: { question: 'Across?', options: ['Yes', 'No'] },
    });
    const poll = created.json<{ id: number; options: { id: number }[] }>();
    const opened = waitFor(watcher, 'poll_opened');
    await call(two.app, c.owner, { method: 'POST', url: `/api/live/polls/${poll.id}/open` });
    await opened;
    const results = waitFor(watcher, 'poll_results_updated', (r) => r.total_voters === 1);
    // The vote goes through instance one (HTTP); the voter's socket is on instance two.
    const voted = await call(one.app, c.viewer1, {
      method: 'PUT',
      url: `/api/live/polls/${poll.id}/vote`,
      payload: { option_ids: [poll.options[0]?.id] },
    });
    expect(voted.statusCode).toBe(200);
    expect((await results).options[0]?.votes).toBe(1);
  });

  it('tells a user muted on one instance on the other, and the event’s followers of a status change', async () => {
    const c = await cast();
    const muted = await on(url2, c.viewer2.token);
    const agenda = await on(url2, c.viewer1.token);
    await request(agenda, 'watch_event', { event_id: c.eventId });
    const told = waitFor(muted, 'user_muted');
    await call(one.app, c.moderator, {
      method: 'POST',
      url: `/api/events/${c.eventId}/mutes`,
      payload: { user_id: c.viewer2.id, minutes: 5 },
    });
    expect((await told).user_id).toBe(c.viewer2.id);
    const live = waitFor(agenda, 'session_status_changed');
    await call(one.app, c.owner, {
      method: 'PUT',
      url: `/api/sessions/${c.sessionId}/status`,
      payload: { status: 'LIVE' },
    });
    expect(await live).toEqual({ session_id: c.sessionId, event_id: c.eventId, status: 'LIVE' });
  });

  it('applies a ban made on one instance to the banned user’s sockets on the other', async () => {
    const c = await cast();
    const [watcher, banned] = [await on(url1, c.viewer1.token), await on(url2, c.viewer2.token)];
    await request(watcher, 'join_live_session', { session_id: c.sessionId });
    await request(banned, 'join_live_session', { session_id: c.sessionId });
    const revoked = waitFor(banned, 'live_access_revoked');
    await createLiveModerationService(one.app.ctx).ban(actorOf(c.moderator.id), c.eventId, { user_id: c.viewer2.id });
    expect(await revoked).toEqual({ session_ids: [c.sessionId] });
    const seen = record(banned);
    await request(watcher, 'send_session_chat_message', { session_id: c.sessionId, body: 'not for you' });
    await settle();
    expect(seen.get('session_chat_message')).toBeUndefined();
    expect((await call(two.app, c.viewer2, { method: 'GET', url: `/api/events/${c.eventId}` })).statusCode).toBe(404);
  });
});
