import type { Poll, Question, SessionChatPage } from '@atria/contracts/live';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization, makeSession } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { connectAs, listen, request, type ClientSocket } from '../../test/socket-client';

/*
 * The live session's HTTP routes, role by role (the permission matrix has one cell per role and route; here the
 * rules behind them): the banned and the muted, anonymity, the results rules of polls, bad input that changes
 * nothing, cursors.
 */

let t: TestApp;
let url: string;
const open: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(async () => t.close());

/** An event with a session and someone in every role, all able to log in. */
async function cast() {
  const people = await Promise.all(
    ['Owner', 'Admin', 'Organizer', 'Moderator', 'Speaker', 'Other', 'Attendee', 'Second', 'Stranger'].map((n) =>
      signUp(t.app, { first_name: n, last_name: 'Live' }),
    ),
  );
  const [owner, admin, organizer, moderator, speaker, otherSpeaker, attendee, attendee2, stranger] =
    people as TestUser[] as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
  const org = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
  const eventId = await makeEvent(t.database.db, org, [
    [admin.id, 'ADMIN'],
    [organizer.id, 'ORGANIZER'],
    [moderator.id, 'MODERATOR'],
    [speaker.id, 'SPEAKER'],
    [otherSpeaker.id, 'SPEAKER'],
    [attendee.id, 'ATTENDEE'],
    [attendee2.id, 'ATTENDEE'],
  ]);
  const sessionId = await makeSession(t.database.db, eventId, [speaker.id]);
  return {
    owner,
    admin,
    organizer,
    moderator,
    speaker,
    otherSpeaker,
    attendee,
    attendee2,
    stranger,
    eventId,
    sessionId,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const go = async (user: TestUser | null, method: Method, path: string, payload?: object) => {
  const res = await call(t.app, user, {
    method,
    url: `/api/${path}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.body ? (res.json() as unknown) : null };
};
const status = async (user: TestUser | null, method: Method, path: string, payload?: object) =>
  (await go(user, method, path, payload)).status;

describe('session chat over HTTP', () => {
  it('pages the history newest first with a cursor, public and backstage apart', async () => {
    const c = await cast();
    for (let i = 1; i <= 3; i += 1)
      expect(await status(c.attendee, 'POST', `sessions/${c.sessionId}/chat`, { body: `m${i}` })).toBe(201);
    expect(
      await status(c.speaker, 'POST', `sessions/${c.sessionId}/chat`, { room: 'BACKSTAGE', body: 'backstage' }),
    ).toBe(201);
    const first = (await go(c.attendee2, 'GET', `sessions/${c.sessionId}/chat?limit=2`)).body as SessionChatPage;
    expect(first.messages.map((m) => m.body)).toEqual(['m3', 'm2']);
    const second = (await go(c.attendee2, 'GET', `sessions/${c.sessionId}/chat?limit=2&before=${first.next_before}`))
      .body as SessionChatPage;
    expect(second.messages.map((m) => m.body)).toEqual(['m1']);
    expect(second.next_before).toBeNull();
    const back = (await go(c.organizer, 'GET', `sessions/${c.sessionId}/chat?room=BACKSTAGE`)).body as SessionChatPage;
    expect(back.messages.map((m) => m.body)).toEqual(['backstage']);
  });

  it('keeps the backstage to the session’s speakers and the staff, and strangers out of everything', async () => {
    const c = await cast();
    const backstage = `sessions/${c.sessionId}/chat?room=BACKSTAGE`;
    for (const u of [c.owner, c.admin, c.organizer, c.moderator, c.speaker])
      expect(await status(u, 'GET', backstage)).toBe(200);
    for (const u of [c.attendee, c.otherSpeaker]) {
      expect(await status(u, 'GET', backstage)).toBe(403);
      expect(await status(u, 'POST', `sessions/${c.sessionId}/chat`, { room: 'BACKSTAGE', body: 'sneak' })).toBe(403);
    }
    expect(await status(c.stranger, 'GET', `sessions/${c.sessionId}/chat`)).toBe(404);
    expect(await status(null, 'GET', `sessions/${c.sessionId}/chat`)).toBe(401);
  });

  it('counts reactions once per person and reaction, shows each reader theirs, and keeps them to the room', async () => {
    const c = await cast();
    const m = (await go(c.attendee, 'POST', `sessions/${c.sessionId}/chat`, { body: 'react to me' })).body as {
      id: number;
      reactions: unknown[];
    };
    expect(m.reactions).toEqual([]);
    const react = `live/chat-messages/${m.id}/reactions`;
    // Twice by the same person counts once; two people and two reactions count apart.
    const answers = await Promise.all([
      go(c.attendee2, 'PUT', `${react}/heart`),
      go(c.attendee2, 'PUT', `${react}/heart`),
      go(c.moderator, 'PUT', `${react}/heart`),
      go(c.speaker, 'PUT', `${react}/clap`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]?.body).toMatchObject({
      message_id: m.id,
      emoji: 'heart',
      user_id: c.attendee2.id,
      reacted: true,
    });
    const page = async (u: TestUser) =>
      ((await go(u, 'GET', `sessions/${c.sessionId}/chat`)).body as SessionChatPage).messages[0]?.reactions;
    expect(await page(c.attendee2)).toEqual([
      { emoji: 'heart', count: 2, mine: true },
      { emoji: 'clap', count: 1, mine: false },
    ]);
    expect(await page(c.attendee)).toEqual([
      { emoji: 'heart', count: 2, mine: false },
      { emoji: 'clap', count: 1, mine: false },
    ]);
    // Taking it back (twice: idempotent), then a reaction nobody else has left goes from the list.
    expect((await go(c.attendee2, 'DELETE', `${react}/heart`)).body).toMatchObject({ count: 1, reacted: false });
    expect((await go(c.attendee2, 'DELETE', `${react}/heart`)).body).toMatchObject({ count: 1, reacted: false });
    expect((await go(c.speaker, 'DELETE', `${react}/clap`)).body).toMatchObject({ count: 0 });
    expect(await page(c.attendee2)).toEqual([{ emoji: 'heart', count: 1, mine: false }]);
    // Outside the fixed set: no such reaction (a bad path parameter is 404, as for ids); strangers: as if the
    // message did not exist.
    expect(await status(c.attendee, 'PUT', `${react}/poop`)).toBe(404);
    expect(await status(c.stranger, 'PUT', `${react}/heart`)).toBe(404);
    expect(await status(null, 'PUT', `${react}/heart`)).toBe(401);
    // The backstage's messages: only those who read the backstage react.
    const back = (
      await go(c.speaker, 'POST', `sessions/${c.sessionId}/chat`, { room: 'BACKSTAGE', body: 'backstage only' })
    ).body as { id: number };
    expect(await status(c.attendee, 'PUT', `live/chat-messages/${back.id}/reactions/heart`)).toBe(404);
    expect(await status(c.organizer, 'PUT', `live/chat-messages/${back.id}/reactions/heart`)).toBe(200);
    // The muted cannot react; a deleted message cannot be reacted to.
    await go(c.moderator, 'POST', `events/${c.eventId}/mutes`, { user_id: c.attendee2.id, minutes: 5 });
    expect(await status(c.attendee2, 'PUT', `${react}/party`)).toBe(403);
    await go(c.moderator, 'DELETE', `live/chat-messages/${m.id}`);
    expect(await status(c.attendee, 'PUT', `${react}/party`)).toBe(404);
  });

  it('limits reactions to 30 per 10 s per person', async () => {
    const c = await cast();
    const m = (await go(c.attendee, 'POST', `sessions/${c.sessionId}/chat`, { body: 'spam target' })).body as {
      id: number;
    };
    const emojis = ['thumbs_up', 'heart', 'laugh', 'party', 'wow', 'clap'];
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push(
        await status(c.attendee2, i % 2 ? 'DELETE' : 'PUT', `live/chat-messages/${m.id}/reactions/${emojis[i % 6]}`),
      );
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('refuses bad input with its field errors and stores nothing', async () => {
    const c = await cast();
    for (const body of [{ body: '' }, { body: ' \u200b ' }, { body: 'x'.repeat(5001) }, { body: 'a\u202Eb' }, {}]) {
      const res = await go(c.attendee, 'POST', `sessions/${c.sessionId}/chat`, body);
      expect(res.status).toBe(422);
    }
    expect(await status(c.attendee, 'POST', `sessions/${c.sessionId}/chat`, { room: 'SIDE', body: 'x' })).toBe(422);
    expect(await status(c.attendee, 'GET', `sessions/${c.sessionId}/chat?limit=0`)).toBe(422);
    expect(await status(c.attendee, 'GET', `sessions/${c.sessionId}/chat?before=abc`)).toBe(422);
    expect(((await go(c.attendee, 'GET', `sessions/${c.sessionId}/chat`)).body as SessionChatPage).messages).toEqual(
      [],
    );
  });

  it('lets authors delete their own message and the staff anyone’s; others get 403', async () => {
    const c = await cast();
    const mine = (await go(c.attendee, 'POST', `sessions/${c.sessionId}/chat`, { body: 'mine' })).body as {
      id: number;
    };
    const other = (await go(c.attendee, 'POST', `sessions/${c.sessionId}/chat`, { body: 'other' })).body as {
      id: number;
    };
    expect(await status(c.attendee2, 'DELETE', `live/chat-messages/${mine.id}`)).toBe(403);
    expect(await status(c.speaker, 'DELETE', `live/chat-messages/${mine.id}`)).toBe(403);
    expect(await status(c.attendee, 'DELETE', `live/chat-messages/${mine.id}`)).toBe(204);
    expect(await status(c.moderator, 'DELETE', `live/chat-messages/${other.id}`)).toBe(204);
    expect(await status(c.stranger, 'DELETE', `live/chat-messages/${other.id}`)).toBe(404);
    const page = (await go(c.attendee2, 'GET', `sessions/${c.sessionId}/chat`)).body as SessionChatPage;
    expect(page.messages).toEqual([]);
  });
});

describe('Q&A over HTTP', () => {
  it('hides an anonymous author from other attendees, never from the author, the staff or the speaker', async () => {
    const c = await cast();
    const asked = await go(c.attendee, 'POST', `sessions/${c.sessionId}/questions`, {
      body: 'Who pays?',
      is_anonymous: true,
    });
    expect(asked.status).toBe(201);
    const authorSeenBy = async (u: TestUser) =>
      ((await go(u, 'GET', `sessions/${c.sessionId}/questions`)).body as { questions: Question[] }).questions[0]?.author
        ?.id ?? null;
    expect(await authorSeenBy(c.attendee2)).toBeNull();
    expect(await authorSeenBy(c.otherSpeaker)).toBeNull();
    for (const u of [c.attendee, c.moderator, c.organizer, c.speaker, c.owner])
      expect(await authorSeenBy(u)).toBe(c.attendee.id);
  });

  it('counts one upvote per person, takes it back, and sorts by votes or by time', async () => {
    const c = await cast();
    const ask = async (body: string) =>
      ((await go(c.attendee, 'POST', `sessions/${c.sessionId}/questions`, { body })).body as Question).id;
    const older = await ask('First?');
    const newer = await ask('Second?');
    for (const u of [c.attendee2, c.speaker, c.attendee2])
      expect(await status(u, 'PUT', `live/questions/${older}/upvote`)).toBe(200);
    const voted = (await go(c.moderator, 'PUT', `live/questions/${older}/upvote`)).body as Question;
    expect(voted).toMatchObject({ upvote_count: 3, has_upvoted: true });
    const taken = (await go(c.moderator, 'DELETE', `live/questions/${older}/upvote`)).body as Question;
    expect(taken).toMatchObject({ upvote_count: 2, has_upvoted: false });
    const ids = async (sort: string) =>
      (
        (await go(c.attendee2, 'GET', `sessions/${c.sessionId}/questions?sort=${sort}`)).body as {
          questions: Question[];
        }
      ).questions.map((q) => q.id);
    expect(await ids('votes')).toEqual([older, newer]);
    expect(await ids('time')).toEqual([newer, older]);
    expect(await status(c.attendee2, 'GET', `sessions/${c.sessionId}/questions?sort=random`)).toBe(422);
  });

  it('lets the staff and the session’s speaker answer, pin and hide; a hidden question is gone for attendees', async () => {
    const c = await cast();
    const q = (await go(c.attendee, 'POST', `sessions/${c.sessionId}/questions`, { body: 'Hide me?' }))
      .body as Question;
    for (const u of [c.attendee2, c.otherSpeaker, c.attendee])
      expect(await status(u, 'PUT', `live/questions/${q.id}`, { is_answered: true })).toBe(403);
    expect(await status(c.speaker, 'PUT', `live/questions/${q.id}`, { is_answered: true, is_pinned: true })).toBe(200);
    expect(await status(c.moderator, 'PUT', `live/questions/${q.id}`, { is_hidden: 'yes' })).toBe(422);
    const hidden = (await go(c.moderator, 'PUT', `live/questions/${q.id}`, { is_hidden: true })).body as Question;
    expect(hidden).toMatchObject({ is_answered: true, is_pinned: true, is_hidden: true });
    const list = async (u: TestUser) =>
      ((await go(u, 'GET', `sessions/${c.sessionId}/questions`)).body as { questions: Question[] }).questions;
    expect(await list(c.attendee2)).toEqual([]);
    expect(await list(c.attendee)).toEqual([]);
    expect((await list(c.speaker)).map((x) => x.id)).toEqual([q.id]);
    expect(await status(c.attendee2, 'PUT', `live/questions/${q.id}/upvote`)).toBe(404);
  });

  it('refuses a blank or too long question and stores nothing', async () => {
    const c = await cast();
    for (const body of [{ body: '' }, { body: '\u2060' }, { body: 'q'.repeat(1001) }, { is_anonymous: true }])
      expect(await status(c.attendee, 'POST', `sessions/${c.sessionId}/questions`, body)).toBe(422);
    expect(
      ((await go(c.moderator, 'GET', `sessions/${c.sessionId}/questions`)).body as { questions: Question[] }).questions,
    ).toEqual([]);
  });
});

describe('polls over HTTP', () => {
  const createPoll = async (c: Awaited<ReturnType<typeof cast>>, kind: 'SINGLE' | 'MULTIPLE' = 'SINGLE') => {
    const res = await go(c.organizer, 'POST', `sessions/${c.sessionId}/polls`, {
      question: 'Which track?',
      kind,
      options: ['A', 'B', 'C'],
    });
    expect(res.status).toBe(201);
    return res.body as Poll;
  };

  it('keeps drafts to the staff and shows results to voters after voting, to everyone once closed', async () => {
    const c = await cast();
    const poll = await createPoll(c);
    const polls = async (u: TestUser) =>
      ((await go(u, 'GET', `sessions/${c.sessionId}/polls`)).body as { polls: Poll[] }).polls;
    expect(await polls(c.attendee)).toEqual([]);
    expect(await status(c.attendee, 'POST', `live/polls/${poll.id}/open`)).toBe(404);
    expect(await status(c.speaker, 'POST', `live/polls/${poll.id}/open`)).toBe(404);
    expect(await status(c.moderator, 'POST', `live/polls/${poll.id}/open`)).toBe(200);
    expect(await status(c.moderator, 'POST', `live/polls/${poll.id}/open`)).toBe(409);
    const [a, b] = poll.options as [Poll['options'][number], Poll['options'][number]];
    expect((await polls(c.attendee))[0]).toMatchObject({ status: 'OPEN', total_voters: null, my_option_ids: [] });
    const voted = (await go(c.attendee, 'PUT', `live/polls/${poll.id}/vote`, { option_ids: [a.id] })).body as Poll;
    expect(voted).toMatchObject({ total_voters: 1, my_option_ids: [a.id] });
    expect(voted.options.map((o) => o.votes)).toEqual([1, 0, 0]);
    expect((await polls(c.attendee2))[0]?.total_voters).toBeNull();
    expect((await polls(c.organizer))[0]?.total_voters).toBe(1);
    // Changing one's vote replaces it.
    const changed = (await go(c.attendee, 'PUT', `live/polls/${poll.id}/vote`, { option_ids: [b.id] })).body as Poll;
    expect(changed.options.map((o) => o.votes)).toEqual([0, 1, 0]);
    expect(await status(c.attendee, 'POST', `live/polls/${poll.id}/close`)).toBe(403);
    expect(await status(c.organizer, 'POST', `live/polls/${poll.id}/close`)).toBe(200);
    expect((await polls(c.attendee2))[0]).toMatchObject({ status: 'CLOSED', total_voters: 1 });
    expect(await status(c.attendee2, 'PUT', `live/polls/${poll.id}/vote`, { option_ids: [a.id] })).toBe(409);
  });

  it('refuses bad polls and bad votes with 422, and changes nothing', async () => {
    const c = await cast();
    const make = (body: object) => status(c.organizer, 'POST', `sessions/${c.sessionId}/polls`, body);
    expect(await make({ question: 'Only one?', options: ['A'] })).toBe(422);
    expect(await make({ question: '', options: ['A', 'B'] })).toBe(422);
    expect(await make({ question: 'Eleven?', options: Array.from({ length: 11 }, (_, i) => `o${i}`) })).toBe(422);
    expect(await make({ question: 'Kind?', kind: 'RANKED', options: ['A', 'B'] })).toBe(422);
    expect(
      await status(c.attendee, 'POST', `sessions/${c.sessionId}/polls`, { question: 'Q?', options: ['A', 'B'] }),
    ).toBe(403);
    const single = await createPoll(c);
    await go(c.organizer, 'POST', `live/polls/${single.id}/open`);
    const ids = single.options.map((o) => o.id);
    const vote = (option_ids: unknown) => status(c.attendee, 'PUT', `live/polls/${single.id}/vote`, { option_ids });
    expect(await vote([ids[0], ids[1]])).toBe(422);
    expect(await vote([])).toBe(422);
    expect(await vote([999_999])).toBe(422);
    expect(await vote('all')).toBe(422);
    const seen = (await go(c.organizer, 'GET', `sessions/${c.sessionId}/polls`)).body as { polls: Poll[] };
    expect(seen.polls[0]?.total_voters).toBe(0);
    const multiple = await createPoll(c, 'MULTIPLE');
    await go(c.organizer, 'POST', `live/polls/${multiple.id}/open`);
    const m = multiple.options.map((o) => o.id);
    const res = (await go(c.attendee, 'PUT', `live/polls/${multiple.id}/vote`, { option_ids: [m[0], m[2]] }))
      .body as Poll;
    expect(res.options.map((o) => o.votes)).toEqual([1, 0, 1]);
  });
});

describe('moderation over HTTP', () => {
  it('mutes a participant: no chat or questions until unmuted, but reading and voting go on', async () => {
    const c = await cast();
    expect(await status(c.moderator, 'POST', `events/${c.eventId}/mutes`, { user_id: c.attendee.id, minutes: 0 })).toBe(
      422,
    );
    expect(await status(c.moderator, 'POST', `events/${c.eventId}/mutes`, { user_id: c.attendee.id })).toBe(422);
    expect(await status(c.attendee2, 'POST', `events/${c.eventId}/mutes`, { user_id: c.attendee.id, minutes: 5 })).toBe(
      403,
    );
    expect(
      await status(c.moderator, 'POST', `events/${c.eventId}/mutes`, { user_id: c.organizer.id, minutes: 5 }),
    ).toBe(403);
    const q = (await go(c.attendee2, 'POST', `sessions/${c.sessionId}/questions`, { body: 'Before?' }))
      .body as Question;
    const muted = await go(c.moderator, 'POST', `events/${c.eventId}/mutes`, { user_id: c.attendee.id, minutes: 5 });
    expect(muted.status).toBe(200);
    expect(muted.body).toMatchObject({ event_id: c.eventId, user_id: c.attendee.id });
    expect(await status(c.attendee, 'POST', `sessions/${c.sessionId}/chat`, { body: 'hello?' })).toBe(403);
    expect(await status(c.attendee, 'POST', `sessions/${c.sessionId}/questions`, { body: 'Muted?' })).toBe(403);
    expect(await status(c.attendee, 'GET', `sessions/${c.sessionId}/chat`)).toBe(200);
    expect(await status(c.attendee, 'PUT', `live/questions/${q.id}/upvote`)).toBe(200);
    expect(await status(c.moderator, 'DELETE', `events/${c.eventId}/mutes/${c.attendee.id}`)).toBe(204);
    expect(await status(c.attendee, 'POST', `sessions/${c.sessionId}/chat`, { body: 'back' })).toBe(201);
  });

  it('bans a participant from the event and its live session; unbanning lets them back', async () => {
    const c = await cast();
    expect(await status(c.attendee, 'POST', `events/${c.eventId}/bans`, { user_id: c.attendee2.id })).toBe(403);
    expect(await status(c.moderator, 'POST', `events/${c.eventId}/bans`, { user_id: c.admin.id })).toBe(403);
    // Someone outside the event, or no one at all: not found, and nothing stored (a fuzzed id once reached the
    // database's foreign key).
    expect(await status(c.moderator, 'POST', `events/${c.eventId}/bans`, { user_id: c.stranger.id })).toBe(404);
    expect(await status(c.moderator, 'POST', `events/${c.eventId}/bans`, { user_id: 2_000_000_000 })).toBe(404);
    expect(await status(c.moderator, 'POST', `events/${c.eventId}/mutes`, { user_id: 2_000_000_000, minutes: 5 })).toBe(
      404,
    );
    expect(await status(c.moderator, 'POST', `events/${c.eventId}/bans`, { user_id: c.attendee.id })).toBe(204);
    for (const [method, path] of [
      ['GET', `events/${c.eventId}`],
      ['GET', `sessions/${c.sessionId}/chat`],
      ['GET', `sessions/${c.sessionId}/questions`],
      ['GET', `sessions/${c.sessionId}/polls`],
    ] as const)
      expect(await status(c.attendee, method, path)).toBe(404);
    expect(await status(c.attendee, 'POST', `sessions/${c.sessionId}/chat`, { body: 'banned?' })).toBe(404);
    expect(await status(c.moderator, 'DELETE', `events/${c.eventId}/bans/${c.attendee.id}`)).toBe(204);
    expect(await status(c.attendee, 'GET', `sessions/${c.sessionId}/chat`)).toBe(200);
  });

  it('logs the staff’s actions newest first, with a cursor, for the staff only', async () => {
    const c = await cast();
    await go(c.moderator, 'POST', `events/${c.eventId}/mutes`, { user_id: c.attendee.id, minutes: 5 });
    await go(c.moderator, 'DELETE', `events/${c.eventId}/mutes/${c.attendee.id}`);
    await go(c.organizer, 'POST', `events/${c.eventId}/bans`, { user_id: c.attendee2.id, reason: 'spam' });
    const first = (await go(c.admin, 'GET', `events/${c.eventId}/moderation-log?limit=2`)).body as {
      entries: {
        action: string;
        reason: string | null;
        target_banned: boolean;
        target_muted_until: string | null;
      }[];
      next_before: number | null;
    };
    expect(first.entries.map((e) => e.action)).toEqual(['BAN', 'UNMUTE']);
    expect(first.entries[0]?.reason).toBe('spam');
    // Names for the screen, and where the target stands now (banned; no longer muted).
    expect(first.entries[0]).toMatchObject({
      actor: { id: c.organizer.id },
      target_user: { id: c.attendee2.id },
      target_banned: true,
      target_muted_until: null,
    });
    expect(first.entries[1]).toMatchObject({ actor: { id: c.moderator.id }, target_user: { id: c.attendee.id } });
    expect(first.entries[1]?.target_banned).toBe(false);
    const rest = (await go(c.admin, 'GET', `events/${c.eventId}/moderation-log?limit=2&before=${first.next_before}`))
      .body as { entries: { action: string }[]; next_before: number | null };
    expect(rest.entries.map((e) => e.action)).toEqual(['MUTE']);
    expect(rest.next_before).toBeNull();
    // A running mute shows its end on every entry about that person.
    await go(c.moderator, 'POST', `events/${c.eventId}/mutes`, { user_id: c.attendee.id, minutes: 5 });
    const now = (await go(c.admin, 'GET', `events/${c.eventId}/moderation-log?limit=1`)).body as typeof first;
    expect(now.entries[0]?.target_muted_until).not.toBeNull();
    expect(Date.parse(now.entries[0]?.target_muted_until ?? '')).toBeGreaterThan(Date.now() + 4 * 60_000);
    for (const u of [c.attendee, c.speaker])
      expect(await status(u, 'GET', `events/${c.eventId}/moderation-log`)).toBe(403);
    expect(await status(c.stranger, 'GET', `events/${c.eventId}/moderation-log`)).toBe(404);
  });

  it('shows the staff who is watching, by name, and no one else', async () => {
    const c = await cast();
    for (const u of [c.attendee, c.attendee2]) {
      const s = await connectAs(url, u.token);
      open.push(s);
      expect((await request(s, 'join_live_session', { session_id: c.sessionId })).ok).toBe(true);
    }
    const res = await go(c.organizer, 'GET', `sessions/${c.sessionId}/watchers`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ session_id: c.sessionId, watching: 2 });
    expect((res.body as { watchers: { id: number }[] }).watchers.map((w) => w.id).sort()).toEqual(
      [c.attendee.id, c.attendee2.id].sort(),
    );
    // The staff see who of them is muted, and until when (to lift it from the list).
    await go(c.moderator, 'POST', `events/${c.eventId}/mutes`, { user_id: c.attendee.id, minutes: 5 });
    const after = (await go(c.organizer, 'GET', `sessions/${c.sessionId}/watchers`)).body as {
      watchers: { id: number; muted_until: string | null }[];
    };
    const mutedUntil = (id: number) => after.watchers.find((w) => w.id === id)?.muted_until;
    expect(Date.parse(mutedUntil(c.attendee.id) ?? '')).toBeGreaterThan(Date.now());
    expect(mutedUntil(c.attendee2.id)).toBeNull();
    for (const u of [c.attendee, c.speaker])
      expect(await status(u, 'GET', `sessions/${c.sessionId}/watchers`)).toBe(403);
    expect(await status(c.stranger, 'GET', `sessions/${c.sessionId}/watchers`)).toBe(404);
  });
});
