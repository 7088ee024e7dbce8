import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Poll } from '@atria/contracts/live';
import { makeEvent, makeOrganization, makeSession } from '../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/helpers';
import { connectAs, listen, okData, record, request, waitFor, type ClientSocket } from '../test/socket-client';

/*
 * Q&A, polls, moderation notices and the event room over the socket: the requests (same services as HTTP) and
 * the broadcasts each room gets, or must not get.
 */

let t: TestApp;
let url: string;
const open: ClientSocket[] = [];
const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(async () => t.close());

async function as(u: TestUser): Promise<ClientSocket> {
  const s = await connectAs(url, u.token);
  open.push(s);
  return s;
}

async function cast() {
  const [owner, organizer, moderator, speaker, attendee, attendee2, stranger] = await Promise.all(
    Array.from({ length: 7 }, () => signUp(t.app)),
  );
  if (!owner || !organizer || !moderator || !speaker || !attendee || !attendee2 || !stranger) throw new Error('cast');
  const org = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
  const eventId = await makeEvent(t.database.db, org, [
    [organizer.id, 'ORGANIZER'],
    [moderator.id, 'MODERATOR'],
    [speaker.id, 'SPEAKER'],
    [attendee.id, 'ATTENDEE'],
    [attendee2.id, 'ATTENDEE'],
  ]);
  const sessionId = await makeSession(t.database.db, eventId, [speaker.id]);
  return { owner, organizer, moderator, speaker, attendee, attendee2, stranger, eventId, sessionId };
}

type Cast = Awaited<ReturnType<typeof cast>>;

async function watching(c: Cast, ...users: TestUser[]): Promise<ClientSocket[]> {
  const sockets = await Promise.all(users.map(as));
  for (const s of sockets) okData(await request(s, 'join_live_session', { session_id: c.sessionId }));
  return sockets;
}

async function openPoll(c: Cast, kind: 'SINGLE' | 'MULTIPLE' = 'SINGLE'): Promise<Poll> {
  const created = await call(t.app, c.organizer, {
    method: 'POST',
    url: `/api/sessions/${c.sessionId}/polls`,
    payload: { question: 'Lunch?', kind, options: ['Pizza', 'Salad'] },
  });
  const poll = created.json<Poll>();
  await call(t.app, c.organizer, { method: 'POST', url: `/api/live/polls/${poll.id}/open` });
  return poll;
}

const statusOf = (ack: { ok: boolean; error?: { status: number } }) => (ack.ok ? 200 : ack.error?.status);

describe('Q&A over the socket', () => {
  it('announces a question: attendees without an anonymous author, the backstage with it, not the asker', async () => {
    const c = await cast();
    const [asker, other, spk] = await watching(c, c.attendee, c.attendee2, c.speaker);
    if (!asker || !other || !spk) throw new Error('sockets');
    const attendeeGets = waitFor(other, 'question_created');
    const backstageGets = waitFor(spk, 'question_created');
    const askerSeen = record(asker);
    const ack = await request(asker, 'ask_question', { session_id: c.sessionId, body: 'Anyone?', is_anonymous: true });
    const q = okData(ack);
    expect(q.author?.id).toBe(c.attendee.id);
    expect(await attendeeGets).toMatchObject({ id: q.id, author: null, is_anonymous: true });
    expect((await backstageGets).author?.id).toBe(c.attendee.id);
    await settle();
    expect(askerSeen.get('question_created')).toBeUndefined();
    expect(askerSeen.get('question_asked')).toHaveLength(1);
  });

  it('upvotes over the socket (once per person) and hides a question live for attendees only', async () => {
    const c = await cast();
    const [att, att2, mod] = await watching(c, c.attendee, c.attendee2, c.moderator);
    if (!att || !att2 || !mod) throw new Error('sockets');
    const q = okData(await request(att, 'ask_question', { session_id: c.sessionId, body: 'Up?' }));
    const counted = waitFor(att, 'question_updated', (p) => p.id === q.id && p.upvote_count === 1);
    expect(okData(await request(att2, 'upvote_question', { question_id: q.id })).upvote_count).toBe(1);
    expect(okData(await request(att2, 'upvote_question', { question_id: q.id })).upvote_count).toBe(1);
    await counted;
    expect(okData(await request(att2, 'upvote_question', { question_id: q.id, up: false })).upvote_count).toBe(0);

    expect(statusOf(await request(att2, 'moderate_question', { question_id: q.id, is_hidden: true }))).toBe(403);
    expect(statusOf(await request(mod, 'moderate_question', { question_id: q.id, is_hidden: 'yes' }))).toBe(422);
    const gone = waitFor(att2, 'question_removed', (p) => p.question_id === q.id);
    const staffSees = waitFor(mod, 'question_updated', (p) => p.id === q.id && p.is_hidden);
    const att2Seen = record(att2);
    expect(okData(await request(mod, 'moderate_question', { question_id: q.id, is_hidden: true })).is_hidden).toBe(
      true,
    );
    await gone;
    await staffSees;
    await settle();
    expect(att2Seen.get('question_updated')).toBeUndefined();
    expect(statusOf(await request(att2, 'upvote_question', { question_id: q.id }))).toBe(404);
  });

  it('limits asking to 5 a minute, with retry_after', async () => {
    const c = await cast();
    const [att] = await watching(c, c.attendee);
    if (!att) throw new Error('socket');
    for (let i = 0; i < 5; i += 1)
      expect(statusOf(await request(att, 'ask_question', { session_id: c.sessionId, body: `Q${i}?` }))).toBe(200);
    const refused = await request(att, 'ask_question', { session_id: c.sessionId, body: 'One more?' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(refused.error.retry_after).toBeGreaterThan(0);
    }
  });
});

describe('polls over the socket', () => {
  it('tells the room a poll opened, the voters and the staff its results, everyone the final ones', async () => {
    const c = await cast();
    const [voter, bystander, org] = await watching(c, c.attendee, c.attendee2, c.organizer);
    if (!voter || !bystander || !org) throw new Error('sockets');
    const opened = waitFor(bystander, 'poll_opened');
    const poll = await openPoll(c);
    expect(await opened).toMatchObject({ id: poll.id, status: 'OPEN', total_voters: null });
    const bystanderSeen = record(bystander);
    const voterGets = waitFor(voter, 'poll_results_updated', (r) => r.total_voters === 1);
    const staffGets = waitFor(org, 'poll_results_updated', (r) => r.total_voters === 1);
    const [first] = poll.options;
    const voted = okData(await request(voter, 'vote_poll', { poll_id: poll.id, option_ids: [first?.id] }));
    expect(voted.total_voters).toBe(1);
    expect((await voterGets).options).toEqual([
      { id: first?.id, votes: 1 },
      { id: poll.options[1]?.id, votes: 0 },
    ]);
    await staffGets;
    await settle();
    expect(bystanderSeen.get('poll_results_updated')).toBeUndefined();

    const closed = waitFor(bystander, 'poll_closed');
    await call(t.app, c.organizer, { method: 'POST', url: `/api/live/polls/${poll.id}/close` });
    expect(await closed).toMatchObject({ id: poll.id, status: 'CLOSED', total_voters: 1 });
    expect(statusOf(await request(bystander, 'vote_poll', { poll_id: poll.id, option_ids: [first?.id] }))).toBe(409);
  });

  it('coalesces a burst of votes into a few results broadcasts that end at the exact count', async () => {
    const c = await cast();
    const voters = await Promise.all(Array.from({ length: 12 }, () => signUp(t.app)));
    const { eventUsers } = await import('../db/schema');
    await t.database.db
      .insert(eventUsers)
      .values(voters.map((v) => ({ event_id: c.eventId, user_id: v.id, role: 'ATTENDEE' as const })));
    const [org] = await watching(c, c.organizer);
    if (!org) throw new Error('socket');
    const poll = await openPoll(c);
    const seen = record(org);
    const final = waitFor(org, 'poll_results_updated', (r) => r.total_voters === 12);
    const sockets = await Promise.all(voters.map(as));
    await Promise.all(
      sockets.map(async (s, i) =>
        okData(await request(s, 'vote_poll', { poll_id: poll.id, option_ids: [poll.options[i % 2]?.id] })),
      ),
    );
    expect((await final).options.map((o) => o.votes)).toEqual([6, 6]);
    await settle();
    expect((seen.get('poll_results_updated') ?? []).length).toBeLessThanOrEqual(4);
  });

  it('lets a voter who comes back follow the results again', async () => {
    const c = await cast();
    const poll = await openPoll(c);
    const [first] = await watching(c, c.attendee);
    if (!first) throw new Error('socket');
    okData(await request(first, 'vote_poll', { poll_id: poll.id, option_ids: [poll.options[0]?.id] }));
    first.disconnect();
    const [again, other] = await watching(c, c.attendee, c.attendee2);
    if (!again || !other) throw new Error('sockets');
    const gets = waitFor(again, 'poll_results_updated', (r) => r.total_voters === 2);
    okData(await request(other, 'vote_poll', { poll_id: poll.id, option_ids: [poll.options[1]?.id] }));
    await gets;
  });
});

describe('moderation notices and the event room', () => {
  it('tells a muted user, and their sends are refused until the mute is lifted', async () => {
    const c = await cast();
    const [att] = await watching(c, c.attendee);
    if (!att) throw new Error('socket');
    const muted = waitFor(att, 'user_muted');
    await call(t.app, c.moderator, {
      method: 'POST',
      url: `/api/events/${c.eventId}/mutes`,
      payload: { user_id: c.attendee.id, minutes: 10 },
    });
    expect(await muted).toMatchObject({ event_id: c.eventId, user_id: c.attendee.id });
    expect(statusOf(await request(att, 'send_session_chat_message', { session_id: c.sessionId, body: 'hi' }))).toBe(
      403,
    );
    expect(statusOf(await request(att, 'ask_question', { session_id: c.sessionId, body: 'Hi?' }))).toBe(403);
    // A page opened (or rejoined) while muted learns the mute's end from the join's answer.
    const until = (await muted).until;
    expect(okData(await request(att, 'join_live_session', { session_id: c.sessionId }))).toEqual({
      session_id: c.sessionId,
      backstage: false,
      muted_until: until,
    });
    const unmuted = waitFor(att, 'user_unmuted');
    await call(t.app, c.moderator, { method: 'DELETE', url: `/api/events/${c.eventId}/mutes/${c.attendee.id}` });
    expect(await unmuted).toEqual({ event_id: c.eventId, user_id: c.attendee.id });
    expect(okData(await request(att, 'join_live_session', { session_id: c.sessionId })).muted_until).toBeNull();
    expect(statusOf(await request(att, 'send_session_chat_message', { session_id: c.sessionId, body: 'hi' }))).toBe(
      200,
    );
  });

  it('tells a message’s deletion to the room', async () => {
    const c = await cast();
    const [att, att2] = await watching(c, c.attendee, c.attendee2);
    if (!att || !att2) throw new Error('sockets');
    const m = okData(await request(att, 'send_session_chat_message', { session_id: c.sessionId, body: 'oops' }));
    const deleted = waitFor(att2, 'session_chat_message_deleted');
    await call(t.app, c.moderator, { method: 'DELETE', url: `/api/live/chat-messages/${m.id}` });
    expect(await deleted).toEqual({ session_id: c.sessionId, room: 'PUBLIC', message_id: m.id });
  });

  it('tells the event’s followers a session went LIVE, once to a socket in both rooms; outsiders cannot follow', async () => {
    const c = await cast();
    const agenda = await as(c.attendee);
    const both = await as(c.attendee2);
    expect(okData(await request(agenda, 'watch_event', { event_id: c.eventId }))).toEqual({ event_id: c.eventId });
    okData(await request(both, 'watch_event', { event_id: c.eventId }));
    okData(await request(both, 'join_live_session', { session_id: c.sessionId }));
    expect(statusOf(await request(await as(c.stranger), 'watch_event', { event_id: c.eventId }))).toBe(404);
    const told = waitFor(agenda, 'session_status_changed');
    const bothSeen = record(both);
    const res = await call(t.app, c.organizer, {
      method: 'PUT',
      url: `/api/sessions/${c.sessionId}/status`,
      payload: { status: 'LIVE' },
    });
    expect(res.statusCode).toBe(200);
    expect(await told).toEqual({ session_id: c.sessionId, event_id: c.eventId, status: 'LIVE' });
    await settle();
    expect(bothSeen.get('session_status_changed')).toHaveLength(1);

    okData(await request(agenda, 'unwatch_event', { event_id: c.eventId }));
    const agendaSeen = record(agenda);
    await call(t.app, c.organizer, {
      method: 'PUT',
      url: `/api/sessions/${c.sessionId}/status`,
      payload: { status: 'COMPLETED' },
    });
    await settle();
    expect(agendaSeen.get('session_status_changed')).toBeUndefined();
  });

  it('takes a banned user out of the event room as well', async () => {
    const c = await cast();
    const agenda = await as(c.attendee);
    okData(await request(agenda, 'watch_event', { event_id: c.eventId }));
    await call(t.app, c.moderator, {
      method: 'POST',
      url: `/api/events/${c.eventId}/bans`,
      payload: { user_id: c.attendee.id },
    });
    await settle();
    const seen = record(agenda);
    await call(t.app, c.organizer, {
      method: 'PUT',
      url: `/api/sessions/${c.sessionId}/status`,
      payload: { status: 'LIVE' },
    });
    await settle();
    expect(seen.get('session_status_changed')).toBeUndefined();
    expect(statusOf(await request(agenda, 'watch_event', { event_id: c.eventId }))).toBe(404);
  });
});
