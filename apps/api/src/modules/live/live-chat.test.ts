import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendSessionChatBody } from '@atria/contracts/live';
import { eventUsers } from '../../db/schema';
import type { AppError } from '../../errors';
import { createTestApp, signUp, type TestApp } from '../../test/helpers';
import { createLiveChatService } from './live-chat.service';
import { createLiveModerationService } from './live-moderation.service';
import { LIVE_LIMITS } from './live-limits';
import { actorOf, liveCast } from './live-cast.test-helpers';

let t: TestApp;
let cast: Awaited<ReturnType<typeof liveCast>>;
let chat: ReturnType<typeof createLiveChatService>;
let moderation: ReturnType<typeof createLiveModerationService>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await liveCast(t.app.ctx);
  chat = createLiveChatService(t.app.ctx);
  moderation = createLiveModerationService(t.app.ctx);
});
afterAll(async () => t.close());

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: AppError) => e.code,
  );
const send = (userId: number, body: string, room: 'PUBLIC' | 'BACKSTAGE' = 'PUBLIC') =>
  chat.send(actorOf(userId), cast.sessionId, { room, body });

describe('session chat', () => {
  it('pages the history newest first with a cursor, deleted messages left out', async () => {
    const local = await liveCast(t.app.ctx);
    const sent = [];
    for (let i = 1; i <= 5; i += 1)
      sent.push(await chat.send(actorOf(local.attendee), local.sessionId, { room: 'PUBLIC', body: `m${i}` }));
    await chat.deleteMessage(actorOf(local.attendee), sent[2]?.id ?? 0);
    const first = await chat.history(actorOf(local.attendee2), local.sessionId, { room: 'PUBLIC', limit: 2 });
    expect(first.messages.map((m) => m.body)).toEqual(['m5', 'm4']);
    const second = await chat.history(actorOf(local.attendee2), local.sessionId, {
      room: 'PUBLIC',
      limit: 2,
      before: first.next_before ?? 0,
    });
    expect(second.messages.map((m) => m.body)).toEqual(['m2', 'm1']);
    expect(second.next_before).toBeNull();
  });

  it('lets every participant use the public chat and refuses strangers with NOT_FOUND', async () => {
    for (const id of [cast.owner, cast.organizer, cast.moderator, cast.speaker, cast.otherSpeaker, cast.attendee]) {
      expect(await codeOf(send(id, 'hello'))).toBe('ok');
    }
    expect(await codeOf(send(cast.stranger, 'hello'))).toBe('NOT_FOUND');
    expect(await codeOf(chat.history(actorOf(cast.stranger), cast.sessionId, { room: 'PUBLIC', limit: 10 }))).toBe(
      'NOT_FOUND',
    );
  });

  it('keeps the backstage to the session’s speakers and staff', async () => {
    for (const id of [cast.owner, cast.organizer, cast.moderator, cast.speaker])
      expect(await codeOf(send(id, 'backstage', 'BACKSTAGE'))).toBe('ok');
    expect(await codeOf(send(cast.attendee, 'sneak', 'BACKSTAGE'))).toBe('FORBIDDEN');
    expect(await codeOf(send(cast.otherSpeaker, 'sneak', 'BACKSTAGE'))).toBe('FORBIDDEN');
    expect(await codeOf(chat.history(actorOf(cast.attendee), cast.sessionId, { room: 'BACKSTAGE', limit: 10 }))).toBe(
      'FORBIDDEN',
    );
    const page = await chat.history(actorOf(cast.speaker), cast.sessionId, { room: 'BACKSTAGE', limit: 50 });
    expect(page.messages.every((m) => m.room === 'BACKSTAGE')).toBe(true);
    expect(page.messages.some((m) => m.body === 'sneak')).toBe(false);
  });

  it('applies the direct messages’ text rules', () => {
    expect(SendSessionChatBody.safeParse({ body: '\u200b \u2060' }).success).toBe(false);
    expect(SendSessionChatBody.safeParse({ body: 'x'.repeat(5001) }).success).toBe(false);
    expect(SendSessionChatBody.safeParse({ body: 'abc\u202Edef' }).success).toBe(false);
    expect(SendSessionChatBody.safeParse({ body: 'fine' }).success).toBe(true);
  });

  it('refuses the sends past the limit with RATE_LIMITED, concurrent ones included', async () => {
    const local = await liveCast(t.app.ctx);
    const results = await Promise.all(
      Array.from({ length: LIVE_LIMITS.chat.max + 3 }, (_, i) =>
        codeOf(chat.send(actorOf(local.attendee), local.sessionId, { room: 'PUBLIC', body: `flood ${i}` })),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(LIVE_LIMITS.chat.max);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(3);
  });

  it('lets staff delete anyone’s message (logged) and others only their own', async () => {
    const msg = await send(cast.attendee2, 'rude');
    expect(await codeOf(chat.deleteMessage(actorOf(cast.attendee), msg.id))).toBe('FORBIDDEN');
    expect(await codeOf(chat.deleteMessage(actorOf(cast.speaker), msg.id))).toBe('FORBIDDEN');
    expect(await codeOf(chat.deleteMessage(actorOf(cast.moderator), msg.id))).toBe('ok');
    const log = await moderation.log(actorOf(cast.owner), cast.eventId, { limit: 10 });
    expect(log.entries[0]).toMatchObject({
      action: 'DELETE_MESSAGE',
      actor_id: cast.moderator,
      target_user_id: cast.attendee2,
      target_id: msg.id,
    });
    expect(await codeOf(moderation.log(actorOf(cast.attendee), cast.eventId, { limit: 10 }))).toBe('FORBIDDEN');
  });
});

describe('moderation', () => {
  it('mutes a participant until the mute is lifted, and never the staff', async () => {
    const local = await liveCast(t.app.ctx);
    const mod = actorOf(local.moderator);
    await moderation.mute(mod, local.eventId, { user_id: local.attendee, minutes: 10 });
    expect(await codeOf(chat.send(actorOf(local.attendee), local.sessionId, { room: 'PUBLIC', body: 'hi' }))).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf(chat.history(actorOf(local.attendee), local.sessionId, { room: 'PUBLIC', limit: 5 }))).toBe(
      'ok',
    );
    await moderation.unmute(mod, local.eventId, local.attendee);
    expect(await codeOf(chat.send(actorOf(local.attendee), local.sessionId, { room: 'PUBLIC', body: 'hi' }))).toBe(
      'ok',
    );
    expect(await codeOf(moderation.mute(mod, local.eventId, { user_id: local.organizer, minutes: 10 }))).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf(moderation.mute(mod, local.eventId, { user_id: local.owner, minutes: 10 }))).toBe('FORBIDDEN');
    expect(
      await codeOf(moderation.mute(actorOf(local.attendee2), local.eventId, { user_id: local.attendee, minutes: 10 })),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(moderation.mute(actorOf(local.speaker), local.eventId, { user_id: local.attendee, minutes: 10 })),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(moderation.mute(actorOf(local.stranger), local.eventId, { user_id: local.attendee, minutes: 10 })),
    ).toBe('NOT_FOUND');
  });

  it('bans someone from the event: its chat, its pages and its event-context DMs, until unbanned', async () => {
    const local = await liveCast(t.app.ctx);
    const attendee = await signUpInto(local.eventId);
    const peer = await signUpInto(local.eventId);
    const thread = await t.app.inject({
      method: 'POST',
      url: '/api/direct-messages/threads',
      headers: attendee.auth,
      payload: { user_id: peer.id, event_id: local.eventId },
    });
    expect(thread.statusCode).toBeLessThan(300);
    const threadId = thread.json<{ id: number }>().id;

    const agenda = () =>
      t.app.inject({ method: 'GET', url: `/api/events/${local.eventId}/sessions`, headers: attendee.auth });
    expect((await agenda()).statusCode).toBe(200);
    await moderation.ban(actorOf(local.moderator), local.eventId, { user_id: attendee.id, reason: 'spam' });
    expect((await agenda()).statusCode).toBe(404);
    expect(await codeOf(chat.send(actorOf(attendee.id), local.sessionId, { room: 'PUBLIC', body: 'hi' }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(chat.history(actorOf(attendee.id), local.sessionId, { room: 'PUBLIC', limit: 5 }))).toBe(
      'NOT_FOUND',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${local.eventId}`, headers: attendee.auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/sessions/${local.sessionId}`, headers: attendee.auth }))
        .statusCode,
    ).toBe(404);
    const dm = await t.app.inject({
      method: 'POST',
      url: `/api/direct-messages/threads/${threadId}/messages`,
      headers: attendee.auth,
      payload: { content: 'still here?' },
    });
    expect(dm.statusCode).toBe(403);
    const log = await moderation.log(actorOf(local.organizer), local.eventId, { limit: 5 });
    expect(log.entries[0]).toMatchObject({ action: 'BAN', target_user_id: attendee.id, reason: 'spam' });

    await moderation.unban(actorOf(local.moderator), local.eventId, attendee.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${local.eventId}`, headers: attendee.auth })).statusCode,
    ).toBe(200);
    expect(await codeOf(chat.send(actorOf(attendee.id), local.sessionId, { room: 'PUBLIC', body: 'back' }))).toBe('ok');
  });

  it('refuses to ban the staff', async () => {
    expect(await codeOf(moderation.ban(actorOf(cast.moderator), cast.eventId, { user_id: cast.organizer }))).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf(moderation.ban(actorOf(cast.organizer), cast.eventId, { user_id: cast.moderator }))).toBe(
      'FORBIDDEN',
    );
  });
});

/** A signed-up user (so they can call the HTTP API) added to the event as an attendee. */
async function signUpInto(eventId: number) {
  const user = await signUp(t.app);
  await t.app.ctx.db.insert(eventUsers).values({ event_id: eventId, user_id: user.id, role: 'ATTENDEE' });
  return user;
}
