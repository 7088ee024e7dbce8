import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventUsers } from '../db/schema';
import { createLiveModerationService } from '../modules/live/live-moderation.service';
import { createLiveQuestionsService } from '../modules/live/live-questions.service';
import { actorOf } from '../modules/live/live-cast.test-helpers';
import { LIVE_LIMITS } from '../modules/live/live-limits';
import { makeEvent, makeOrganization, makeSession } from '../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/helpers';
import { connectAs, listen, okData, record, request, waitFor, type ClientSocket } from '../test/socket-client';

let t: TestApp;
let url: string;
const open: ClientSocket[] = [];
const settle = (ms = 200) => new Promise((r) => setTimeout(r, ms));

async function as(u: TestUser): Promise<ClientSocket> {
  const s = await connectAs(url, u.token);
  open.push(s);
  return s;
}

/** An event with a session, its speaker, a moderator, two attendees and a stranger, all able to log in. */
async function cast() {
  const [owner, speaker, moderator, attendee, attendee2, stranger] = await Promise.all([
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
  ]);
  const org = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
  const eventId = await makeEvent(t.database.db, org, [
    [speaker.id, 'SPEAKER'],
    [moderator.id, 'MODERATOR'],
    [attendee.id, 'ATTENDEE'],
    [attendee2.id, 'ATTENDEE'],
  ]);
  const sessionId = await makeSession(t.database.db, eventId, [speaker.id]);
  return { owner, speaker, moderator, attendee, attendee2, stranger, eventId, sessionId };
}

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(async () => t.close());

describe('live session over sockets', () => {
  it('joins the room after a permission check; the backstage only for speakers and staff', async () => {
    const c = await cast();
    expect(await request(await as(c.attendee), 'join_live_session', { session_id: c.sessionId })).toEqual({
      ok: true,
      data: { session_id: c.sessionId, backstage: false, muted_until: null },
    });
    expect(await request(await as(c.speaker), 'join_live_session', { session_id: c.sessionId })).toEqual({
      ok: true,
      data: { session_id: c.sessionId, backstage: true, muted_until: null },
    });
    const refused = await request(await as(c.stranger), 'join_live_session', { session_id: c.sessionId });
    expect(refused.ok ? 'ok' : refused.error.status).toBe(404);
  });

  it('delivers public messages to the room and backstage messages to the backstage only', async () => {
    const c = await cast();
    const [att, att2, spk, outsider] = await Promise.all([
      as(c.attendee),
      as(c.attendee2),
      as(c.speaker),
      as(c.stranger),
    ]);
    for (const s of [att, att2, spk]) await request(s, 'join_live_session', { session_id: c.sessionId });
    const seenByAttendee = record(att2);
    const seenByOutsider = record(outsider);
    const got = waitFor(spk, 'session_chat_message', (m) => m.body === 'hello room');
    const sent = await request(att, 'send_session_chat_message', { session_id: c.sessionId, body: 'hello room' });
    expect(sent.ok).toBe(true);
    expect((await got).author.id).toBe(c.attendee.id);

    const back = await request(spk, 'send_session_chat_message', {
      session_id: c.sessionId,
      room: 'BACKSTAGE',
      body: 'psst',
    });
    expect(back.ok).toBe(true);
    const sneak = await request(att, 'send_session_chat_message', {
      session_id: c.sessionId,
      room: 'BACKSTAGE',
      body: 'me too',
    });
    expect(sneak.ok ? 'ok' : sneak.error.status).toBe(403);
    await settle();
    const bodies = (seenByAttendee.get('session_chat_message') ?? []).map((m) => (m as { body: string }).body);
    expect(bodies).toEqual(['hello room']);
    expect(seenByOutsider.get('session_chat_message')).toBeUndefined();
  });

  it('tells the message’s room its new reaction counts, the backstage’s to the backstage only', async () => {
    const c = await cast();
    const [att, att2, spk, outsider] = await Promise.all([
      as(c.attendee),
      as(c.attendee2),
      as(c.speaker),
      as(c.stranger),
    ]);
    for (const s of [att, att2, spk]) await request(s, 'join_live_session', { session_id: c.sessionId });
    const seenByAttendee = record(att);
    const seenByOutsider = record(outsider);
    const sent = await request(att, 'send_session_chat_message', { session_id: c.sessionId, body: 'react' });
    if (!sent.ok) throw new Error('send');
    const toSpeaker = waitFor(spk, 'chat_reaction_updated', (u) => u.message_id === sent.data.id);
    const toReactor = waitFor(att2, 'chat_reaction_updated', (u) => u.message_id === sent.data.id);
    const res = await call(t.app, c.attendee2, {
      method: 'PUT',
      url: `/api/live/chat-messages/${sent.data.id}/reactions/party`,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      session_id: c.sessionId,
      room: 'PUBLIC',
      message_id: sent.data.id,
      emoji: 'party',
      count: 1,
      user_id: c.attendee2.id,
      reacted: true,
    };
    expect(await toSpeaker).toEqual(expected);
    expect(await toReactor).toEqual(expected);

    const back = await request(spk, 'send_session_chat_message', {
      session_id: c.sessionId,
      room: 'BACKSTAGE',
      body: 'backstage',
    });
    if (!back.ok) throw new Error('send');
    const backstageGot = waitFor(spk, 'chat_reaction_updated', (u) => u.message_id === back.data.id);
    await call(t.app, c.moderator, { method: 'PUT', url: `/api/live/chat-messages/${back.data.id}/reactions/wow` });
    expect((await backstageGot).room).toBe('BACKSTAGE');
    await settle();
    const attendeeSaw = (seenByAttendee.get('chat_reaction_updated') ?? []) as { message_id: number }[];
    expect(attendeeSaw.map((u) => u.message_id)).toEqual([sent.data.id]);
    expect(seenByOutsider.get('chat_reaction_updated')).toBeUndefined();
  });

  it('reacts over the socket: the room, the reacting socket included, hears the counts; the backstage stays its own', async () => {
    const c = await cast();
    const [att, att2, spk, mod] = await Promise.all([as(c.attendee), as(c.attendee2), as(c.speaker), as(c.moderator)]);
    for (const s of [att, att2, spk, mod]) await request(s, 'join_live_session', { session_id: c.sessionId });
    const msg = okData(await request(att, 'send_session_chat_message', { session_id: c.sessionId, body: 'react' }));
    const toAuthor = waitFor(att, 'chat_reaction_updated', (u) => u.message_id === msg.id && u.count === 2);
    const toReactor = waitFor(att2, 'chat_reaction_updated', (u) => u.message_id === msg.id && u.count === 2);
    const answered = waitFor(att2, 'chat_message_reacted', (u) => u.count === 2);
    expect(okData(await request(spk, 'react_to_chat_message', { message_id: msg.id, emoji: 'clap' })).count).toBe(1);
    const second = okData(await request(att2, 'react_to_chat_message', { message_id: msg.id, emoji: 'clap' }));
    expect(second).toEqual({
      session_id: c.sessionId,
      room: 'PUBLIC',
      message_id: msg.id,
      emoji: 'clap',
      count: 2,
      user_id: c.attendee2.id,
      reacted: true,
    });
    expect(await toAuthor).toEqual(second);
    expect(await toReactor).toEqual(second);
    expect(await answered).toEqual(second);
    // Repeating changes nothing; taking it back lowers the count for everyone.
    expect(okData(await request(att2, 'react_to_chat_message', { message_id: msg.id, emoji: 'clap' })).count).toBe(2);
    const lowered = waitFor(att, 'chat_reaction_updated', (u) => u.message_id === msg.id && !u.reacted);
    expect(
      okData(await request(att2, 'react_to_chat_message', { message_id: msg.id, emoji: 'clap', on: false })).count,
    ).toBe(1);
    expect((await lowered).count).toBe(1);

    // A backstage message: attendees cannot react to it (it does not exist for them), nor hear of it.
    const back = okData(
      await request(spk, 'send_session_chat_message', { session_id: c.sessionId, room: 'BACKSTAGE', body: 'stage' }),
    );
    const seenByAttendee = record(att);
    const refused = await request(att, 'react_to_chat_message', { message_id: back.id, emoji: 'heart' });
    expect(refused.ok ? 'ok' : refused.error.status).toBe(404);
    expect(okData(await request(mod, 'react_to_chat_message', { message_id: back.id, emoji: 'heart' })).room).toBe(
      'BACKSTAGE',
    );
    await settle();
    expect(seenByAttendee.get('chat_reaction_updated')).toBeUndefined();
    // Bad input: an unknown reaction is a validation error and changes nothing.
    const bad = await request(att2, 'react_to_chat_message', { message_id: msg.id, emoji: 'skull' });
    expect(bad.ok ? 'ok' : bad.error.code).toBe('VALIDATION');
  });

  it('refuses reactions over the socket from strangers, the banned and the muted, and past the limit', async () => {
    const c = await cast();
    const [att, att2, outsider, spk] = await Promise.all([
      as(c.attendee),
      as(c.attendee2),
      as(c.stranger),
      as(c.speaker),
    ]);
    for (const s of [att, att2, spk]) await request(s, 'join_live_session', { session_id: c.sessionId });
    const msg = okData(await request(spk, 'send_session_chat_message', { session_id: c.sessionId, body: 'hi' }));
    const status = (ack: Awaited<ReturnType<typeof request<'react_to_chat_message'>>>) =>
      ack.ok ? 'ok' : ack.error.status;
    const seenByRoom = record(spk);

    expect(status(await request(outsider, 'react_to_chat_message', { message_id: msg.id, emoji: 'heart' }))).toBe(404);

    const moderation = createLiveModerationService(t.app.ctx);
    await moderation.mute(actorOf(c.moderator.id), c.eventId, { user_id: c.attendee.id, minutes: 10 });
    const muted = await request(att, 'react_to_chat_message', { message_id: msg.id, emoji: 'heart' });
    expect(muted.ok ? 'ok' : [muted.error.status, muted.error.message]).toEqual([403, 'You are muted in this event']);

    await moderation.ban(actorOf(c.moderator.id), c.eventId, { user_id: c.attendee2.id });
    expect(status(await request(att2, 'react_to_chat_message', { message_id: msg.id, emoji: 'heart' }))).toBe(404);

    await settle();
    expect(seenByRoom.get('chat_reaction_updated')).toBeUndefined();
    const count = await call(t.app, c.speaker, { method: 'GET', url: `/api/sessions/${c.sessionId}/chat` });
    expect(count.json<{ messages: { id: number; reactions: unknown[] }[] }>().messages[0]?.reactions).toEqual([]);

    // The speaker toggles one reaction on and off: LIVE_LIMITS.reaction.max pass, then RATE_LIMITED.
    const results: (string | number)[] = [];
    for (let i = 0; i < LIVE_LIMITS.reaction.max + 1; i += 1) {
      const ack = await request(spk, 'react_to_chat_message', { message_id: msg.id, emoji: 'wow', on: i % 2 === 0 });
      results.push(ack.ok ? 'ok' : ack.error.status);
    }
    expect(results.filter((r) => r === 'ok')).toHaveLength(LIVE_LIMITS.reaction.max);
    expect(results.at(-1)).toBe(429);
  });

  it('takes a hidden question away from attendees live while the backstage sees it hidden', async () => {
    const c = await cast();
    const qa = createLiveQuestionsService(t.app.ctx);
    const [att2, spk] = await Promise.all([as(c.attendee2), as(c.speaker)]);
    for (const s of [att2, spk]) await request(s, 'join_live_session', { session_id: c.sessionId });
    const asked = waitFor(att2, 'question_created');
    const q = await qa.ask(actorOf(c.attendee.id), c.sessionId, { body: 'Anonymous?', is_anonymous: true });
    expect((await asked).author).toBeNull();
    const removed = waitFor(att2, 'question_removed', (p) => p.question_id === q.id);
    const staffSees = waitFor(spk, 'question_updated', (p) => p.id === q.id && p.is_hidden);
    const attendeeSeen = record(att2);
    await qa.update(actorOf(c.moderator.id), q.id, { is_hidden: true });
    await removed;
    expect((await staffSees).author?.id).toBe(c.attendee.id);
    await settle();
    expect(attendeeSeen.get('question_updated')).toBeUndefined();
  });

  it('takes a banned user out of the live rooms at once and refuses them back', async () => {
    const c = await cast();
    const [att, att2] = await Promise.all([as(c.attendee), as(c.attendee2)]);
    for (const s of [att, att2]) await request(s, 'join_live_session', { session_id: c.sessionId });
    const revoked = waitFor(att, 'live_access_revoked');
    await createLiveModerationService(t.app.ctx).ban(actorOf(c.moderator.id), c.eventId, { user_id: c.attendee.id });
    expect(await revoked).toEqual({ session_ids: [c.sessionId] });
    const seen = record(att);
    await request(att2, 'send_session_chat_message', { session_id: c.sessionId, body: 'after the ban' });
    await settle();
    expect(seen.get('session_chat_message')).toBeUndefined();
    const again = await request(att, 'join_live_session', { session_id: c.sessionId });
    expect(again.ok ? 'ok' : again.error.status).toBe(404);
  });

  it('tells the room’s other sockets who is typing, only after joining', async () => {
    const c = await cast();
    const [att, att2] = await Promise.all([as(c.attendee), as(c.attendee2)]);
    const before = await request(att, 'session_typing', { session_id: c.sessionId });
    expect(before.ok ? 'ok' : before.error.status).toBe(404);
    for (const s of [att, att2]) await request(s, 'join_live_session', { session_id: c.sessionId });
    const told = waitFor(att2, 'user_typing');
    const own = record(att);
    expect((await request(att, 'session_typing', { session_id: c.sessionId })).ok).toBe(true);
    expect(await told).toEqual({ session_id: c.sessionId, room: 'PUBLIC', user_id: c.attendee.id });
    const backstage = await request(att, 'session_typing', { session_id: c.sessionId, room: 'BACKSTAGE' });
    expect(backstage.ok ? 'ok' : backstage.error.status).toBe(404);
    await settle();
    expect(own.get('user_typing')).toBeUndefined();
  });

  it('tells the watchers live when an organizer sets the session LIVE, and not when nothing changes', async () => {
    const c = await cast();
    const att = await as(c.attendee);
    await request(att, 'join_live_session', { session_id: c.sessionId });
    const told = waitFor(att, 'session_status_changed');
    const set = (status: 'LIVE') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/sessions/${c.sessionId}/status`,
        headers: c.owner.auth,
        payload: { status },
      });
    expect((await set('LIVE')).statusCode).toBe(200);
    expect(await told).toEqual({ session_id: c.sessionId, event_id: c.eventId, status: 'LIVE' });
    const seen = record(att);
    await set('LIVE');
    await settle();
    expect(seen.get('session_status_changed')).toBeUndefined();
  });

  it('takes someone removed from the event out of the rooms when the database announces it', async () => {
    const c = await cast();
    const att = await as(c.attendee);
    await request(att, 'join_live_session', { session_id: c.sessionId });
    const revoked = waitFor(att, 'live_access_revoked');
    await t.database.db
      .delete(eventUsers)
      .where(and(eq(eventUsers.event_id, c.eventId), eq(eventUsers.user_id, c.attendee.id)));
    expect(await revoked).toEqual({ session_ids: [c.sessionId] });
  });
});
