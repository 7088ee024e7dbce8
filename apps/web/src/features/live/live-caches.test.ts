import type { Poll, Question, SessionChatMessage } from '@atria/contracts/live';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildEvent, buildSession } from '../sessions/testing';
import {
  addMessage,
  applyChatBatch,
  applyReaction,
  emptyChat,
  oldestFirst,
  removeMessage,
  withReaction,
  type ChatPages,
} from './chat-cache';
import { liveKeys } from './keys';
import { applyResults, upsertPoll } from './polls-cache';
import { sortQuestions, upsertQuestion, withoutQuestion } from './questions-cache';
import { applySessionStatus } from './status-sync';

const message = (id: number): SessionChatMessage => ({
  id,
  session_id: 11,
  room: 'PUBLIC',
  author: { id: 100 + id, full_name: `Person ${id}`, image_url: null },
  body: `Message ${id}`,
  created_at: '2031-05-01T10:00:00Z',
  reactions: [],
});

const question = (id: number, overrides: Partial<Question> = {}): Question => ({
  id,
  session_id: 11,
  body: `Question ${id}`,
  is_anonymous: false,
  author: { id: 5, full_name: 'Ada', image_url: null },
  is_answered: false,
  is_pinned: false,
  is_hidden: false,
  upvote_count: 0,
  has_upvoted: false,
  created_at: '2031-05-01T10:00:00Z',
  ...overrides,
});

const poll = (overrides: Partial<Poll> = {}): Poll => ({
  id: 3,
  session_id: 11,
  question: 'Coffee or tea?',
  kind: 'SINGLE',
  status: 'OPEN',
  options: [
    { id: 1, label: 'Coffee', votes: null },
    { id: 2, label: 'Tea', votes: null },
  ],
  total_voters: null,
  my_option_ids: [],
  ...overrides,
});

describe('the chat cache', () => {
  it('adds a busy room’s batch in order, skipping what it has, and says which messages were new', () => {
    const queryClient = new QueryClient();
    const key = liveKeys.chat(11, 'PUBLIC');
    queryClient.setQueryData<ChatPages>(key, addMessage(addMessage(undefined, message(1)), message(3)));
    const added = applyChatBatch(queryClient, {
      session_id: 11,
      room: 'PUBLIC',
      messages: [message(2), message(3), message(4), message(5)],
    });
    expect(added.map((m) => m.id)).toEqual([2, 4, 5]);
    expect(oldestFirst(queryClient.getQueryData<ChatPages>(key)).map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    // The backstage's history is another room's: untouched.
    expect(queryClient.getQueryData(liveKeys.chat(11, 'BACKSTAGE'))).toBeUndefined();
  });

  it('adds live messages at the newest end once, and shows them oldest first', () => {
    let data: ChatPages = { pages: [{ messages: [message(5), message(4)], next_before: 4 }], pageParams: [undefined] };
    data = addMessage(data, message(7));
    data = addMessage(data, message(6));
    // The acknowledgement and the sender's echo carry the same message: it is kept once.
    data = addMessage(data, message(7));
    expect(oldestFirst(data).map((m) => m.id)).toEqual([4, 5, 6, 7]);
    expect(data.pages[0]?.next_before).toBe(4);
  });

  it('starts a history from a live message when none was loaded, and removes deleted ones', () => {
    const data = addMessage(undefined, message(1));
    expect(oldestFirst(data).map((m) => m.id)).toEqual([1]);
    expect(oldestFirst(removeMessage(data, 1))).toEqual([]);
    expect(removeMessage(emptyChat(), 9)).toEqual(emptyChat());
  });
});

describe('the questions cache', () => {
  it('sorts pinned first, then by votes (ties: newest) or newest first', () => {
    const list = [
      question(1, { upvote_count: 3 }),
      question(2, { upvote_count: 5 }),
      question(3, { upvote_count: 3 }),
      question(4, { is_pinned: true }),
    ];
    expect(sortQuestions(list, 'votes').map((q) => q.id)).toEqual([4, 2, 3, 1]);
    expect(sortQuestions(list, 'time').map((q) => q.id)).toEqual([4, 3, 2, 1]);
  });

  it('keeps the viewer’s upvote when the room’s copy arrives, and takes their own answer as it is', () => {
    const mine = upsertQuestion(
      [question(1, { has_upvoted: true, upvote_count: 1 })],
      question(1, { upvote_count: 2 }),
    );
    expect(mine?.[0]).toMatchObject({ has_upvoted: true, upvote_count: 2 });
    const undone = upsertQuestion(mine, question(1, { upvote_count: 1, has_upvoted: false }), true);
    expect(undone?.[0]).toMatchObject({ has_upvoted: false, upvote_count: 1 });
    expect(upsertQuestion([], question(2))?.map((q) => q.id)).toEqual([2]);
    expect(withoutQuestion(undone, 1)).toEqual([]);
  });
});

describe('the polls cache', () => {
  it('keeps the viewer’s choice and results when a broadcast without them arrives', () => {
    const voted = poll({
      my_option_ids: [2],
      total_voters: 1,
      options: [
        { id: 1, label: 'Coffee', votes: 0 },
        { id: 2, label: 'Tea', votes: 1 },
      ],
    });
    const [after] = upsertPoll([voted], poll()) ?? [];
    expect(after).toMatchObject({ my_option_ids: [2], total_voters: 1 });
    const closed = poll({
      status: 'CLOSED',
      total_voters: 3,
      options: [
        { id: 1, label: 'Coffee', votes: 1 },
        { id: 2, label: 'Tea', votes: 2 },
      ],
    });
    const [final] = upsertPoll([voted], closed) ?? [];
    expect(final).toMatchObject({ status: 'CLOSED', total_voters: 3, my_option_ids: [2] });
  });

  it('applies pushed results to the counts only', () => {
    const [updated] =
      applyResults([poll({ my_option_ids: [1] })], {
        poll_id: 3,
        session_id: 11,
        total_voters: 4,
        options: [
          { id: 1, votes: 3 },
          { id: 2, votes: 1 },
        ],
      }) ?? [];
    expect(updated?.options.map((o) => o.votes)).toEqual([3, 1]);
    expect(updated).toMatchObject({ total_voters: 4, my_option_ids: [1] });
  });
});

describe('applySessionStatus', () => {
  it('updates the session, the agenda day and the event home without fetching', () => {
    const queryClient = new QueryClient();
    const session = buildSession({ id: 11, event_id: 7 });
    queryClient.setQueryData(['sessions', 'detail', 11], session);
    queryClient.setQueryData(['sessions', 'list', 7, { day_number: 1 }], [session, buildSession({ id: 12 })]);
    const event = buildEvent();
    queryClient.setQueryData(['events', 'detail', 7], {
      ...event,
      sessions: [
        {
          id: 11,
          title: 'Keynote',
          day_number: 1,
          start_time: '09:00',
          end_time: '10:00',
          session_type: 'KEYNOTE',
          status: 'UPCOMING',
        },
      ],
    });

    applySessionStatus(queryClient, { session_id: 11, event_id: 7, status: 'LIVE' });

    expect(queryClient.getQueryData(['sessions', 'detail', 11])).toMatchObject({ status: 'LIVE', is_live: true });
    const day = queryClient.getQueryData<Array<{ id: number; status: string }>>([
      'sessions',
      'list',
      7,
      { day_number: 1 },
    ]);
    expect(day?.map((s) => s.status)).toEqual(['LIVE', 'UPCOMING']);
    expect(
      queryClient.getQueryData<{ sessions: Array<{ status: string }> }>(['events', 'detail', 7])?.sessions[0]?.status,
    ).toBe('LIVE');

    applySessionStatus(queryClient, { session_id: 11, event_id: 7, status: 'COMPLETED' });
    expect(queryClient.getQueryData(['sessions', 'detail', 11])).toMatchObject({ status: 'COMPLETED', is_live: false });
    // Another event's caches are left alone.
    expect(queryClient.getQueryData(['sessions', 'detail', 12])).toBeUndefined();
  });
});

describe('chat reactions in the cache', () => {
  const me = 7;
  it('sets the count, marks mine only for my own updates, drops a reaction at zero, keeps the fixed order', () => {
    let m = message(1);
    m = withReaction(m, { emoji: 'clap', count: 1, user_id: 9, reacted: true }, me);
    m = withReaction(m, { emoji: 'heart', count: 2, user_id: me, reacted: true }, me);
    expect(m.reactions).toEqual([
      { emoji: 'heart', count: 2, mine: true },
      { emoji: 'clap', count: 1, mine: false },
    ]);
    // Someone else taking theirs back does not change mine.
    m = withReaction(m, { emoji: 'heart', count: 1, user_id: 9, reacted: false }, me);
    expect(m.reactions[0]).toEqual({ emoji: 'heart', count: 1, mine: true });
    m = withReaction(m, { emoji: 'heart', count: 0, user_id: me, reacted: false }, me);
    expect(m.reactions).toEqual([{ emoji: 'clap', count: 1, mine: false }]);
  });

  it('updates the message in whichever page it is, and leaves other rooms alone', () => {
    const queryClient = new QueryClient();
    const key = liveKeys.chat(11, 'PUBLIC');
    queryClient.setQueryData<ChatPages>(key, {
      pages: [
        { messages: [message(3)], next_before: 3 },
        { messages: [message(2), message(1)], next_before: null },
      ],
      pageParams: [undefined, 3],
    });
    const update = { session_id: 11, room: 'PUBLIC' as const, message_id: 1, emoji: 'wow' as const, count: 4 };
    applyReaction(queryClient, { ...update, user_id: me, reacted: true }, me);
    const data = queryClient.getQueryData<ChatPages>(key);
    expect(data?.pages[1]?.messages[1]?.reactions).toEqual([{ emoji: 'wow', count: 4, mine: true }]);
    expect(data?.pages[0]?.messages[0]?.reactions).toEqual([]);
    applyReaction(queryClient, { ...update, room: 'BACKSTAGE', user_id: me, reacted: true }, me);
    expect(queryClient.getQueryData(liveKeys.chat(11, 'BACKSTAGE'))).toBeUndefined();
  });
});
