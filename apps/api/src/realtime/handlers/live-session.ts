import {
  AskQuestionPayload,
  JoinLiveSessionPayload,
  LIVE_MESSAGES,
  ModerateQuestionPayload,
  ReactChatMessagePayload,
  SendSessionChatPayload,
  SessionTypingPayload,
  UpvoteQuestionPayload,
  VotePollPayload,
  WatchEventPayload,
} from '@atria/contracts/live';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { spendLiveLimit } from '../../modules/live/live-limits';
import { backstageRoom, liveRoom } from '../rooms';
import type { LiveChatService } from '../../modules/live/live-chat.service';
import type { LivePollsService } from '../../modules/live/live-polls.service';
import type { LiveQuestionsService } from '../../modules/live/live-questions.service';
import type { LiveRooms } from '../live-rooms';
import { requestHandler, type RequestHandler } from './respond';

export type LiveEventName =
  | 'join_live_session'
  | 'leave_live_session'
  | 'send_session_chat_message'
  | 'session_typing'
  | 'react_to_chat_message'
  | 'ask_question'
  | 'upvote_question'
  | 'moderate_question'
  | 'vote_poll'
  | 'watch_event'
  | 'unwatch_event';

interface LiveServices {
  chat: LiveChatService;
  questions: LiveQuestionsService;
  polls: LivePollsService;
}

/**
 * The live session's request events (docs/live.md#realtime). Sending, asking, voting and moderating go through
 * the same services as HTTP: same rules, same limits, same broadcasts.
 */
export function liveSessionHandlers(
  ctx: AppContext,
  { chat, questions, polls }: LiveServices,
  rooms: LiveRooms,
  log: FastifyBaseLogger,
): ReadonlyMap<string, RequestHandler> {
  const handlers: { [E in LiveEventName]: RequestHandler } = {
    join_live_session: requestHandler(
      'join_live_session',
      JoinLiveSessionPayload,
      (actor, p, socket) => rooms.join(socket, actor.id, p.session_id),
      log,
    ),
    leave_live_session: requestHandler(
      'leave_live_session',
      JoinLiveSessionPayload,
      (_actor, p, socket) => rooms.leave(socket, p.session_id),
      log,
    ),
    send_session_chat_message: requestHandler(
      'send_session_chat_message',
      SendSessionChatPayload,
      (actor, p, socket) => chat.send(actor, p.session_id, { room: p.room, body: p.body }, { socketId: socket.id }),
      log,
    ),
    // No database read: being in the room is the permission (checked at join, re-checked on access changes).
    session_typing: requestHandler(
      'session_typing',
      SessionTypingPayload,
      (actor, p, socket) => {
        const room = p.room === 'PUBLIC' ? liveRoom(p.session_id) : backstageRoom(p.session_id);
        if (!socket.rooms.has(room)) return Promise.reject(notFound('Session'));
        spendLiveLimit(ctx, 'typing', actor.id, LIVE_MESSAGES.typingRateLimited);
        ctx.domainEvents.publish('live.typing', {
          sessionId: p.session_id,
          room: p.room,
          userId: actor.id,
          socketId: socket.id,
        });
        return Promise.resolve({ session_id: p.session_id });
      },
      log,
    ),
    react_to_chat_message: requestHandler(
      'react_to_chat_message',
      ReactChatMessagePayload,
      (actor, p) => chat.react(actor, p.message_id, p.emoji, p.on),
      log,
    ),
    ask_question: requestHandler(
      'ask_question',
      AskQuestionPayload,
      (actor, p, socket) =>
        questions.ask(actor, p.session_id, { body: p.body, is_anonymous: p.is_anonymous }, { socketId: socket.id }),
      log,
    ),
    upvote_question: requestHandler(
      'upvote_question',
      UpvoteQuestionPayload,
      (actor, p) => questions.vote(actor, p.question_id, p.up),
      log,
    ),
    moderate_question: requestHandler(
      'moderate_question',
      ModerateQuestionPayload,
      (actor, { question_id, ...patch }) => questions.update(actor, question_id, patch),
      log,
    ),
    vote_poll: requestHandler(
      'vote_poll',
      VotePollPayload,
      (actor, p) => polls.vote(actor, p.poll_id, { option_ids: p.option_ids }),
      log,
    ),
    watch_event: requestHandler(
      'watch_event',
      WatchEventPayload,
      (actor, p, socket) => rooms.watchEvent(socket, actor.id, p.event_id),
      log,
    ),
    unwatch_event: requestHandler(
      'unwatch_event',
      WatchEventPayload,
      (_actor, p, socket) => rooms.unwatchEvent(socket, p.event_id),
      log,
    ),
  };
  return new Map(Object.entries(handlers));
}
