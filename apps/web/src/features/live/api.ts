import type {
  AskQuestionBody,
  ChatReaction,
  ChatReactionUpdated,
  ChatRoom,
  CreatePollBody,
  Poll,
  Question,
  SessionChatMessage,
  SessionChatPage,
  UpdateQuestionBody,
} from '@atria/contracts/live';
import { api } from '../../lib/api-client';
import { SocketUnavailableError } from '../../lib/socket';
import { chatSocket } from '../chat';

/*
 * The live panel's requests. Sending actions go over the socket when it is open (one frame, no HTTP round trip)
 * and fall back to HTTP when it is not, like direct messages (docs/product.md#chat-state); reads are HTTP.
 * A refusal from the server (SocketRequestError) is not retried over HTTP: it would be refused again.
 */

async function socketOr<T>(viaSocket: () => Promise<T>, viaHttp: () => Promise<T>): Promise<T> {
  try {
    return await viaSocket();
  } catch (error) {
    if (error instanceof SocketUnavailableError) return viaHttp();
    throw error;
  }
}

export const CHAT_PAGE_SIZE = 50;

export function fetchChatPage(sessionId: number, room: ChatRoom, before?: number): Promise<SessionChatPage> {
  return api.live.chatHistory({
    params: { sessionId },
    query: { room, limit: CHAT_PAGE_SIZE, ...(before !== undefined ? { before } : {}) },
  });
}

export function sendChatMessage(sessionId: number, room: ChatRoom, body: string): Promise<SessionChatMessage> {
  return socketOr(
    () => chatSocket.request('send_session_chat_message', { session_id: sessionId, room, body }),
    () => api.live.sendChat({ params: { sessionId }, body: { room, body } }),
  );
}

export const deleteChatMessage = (messageId: number) => api.live.deleteChatMessage({ params: { id: messageId } });

/**
 * Adds (`on`) or takes back the viewer's reaction, over the socket when open; the answer carries the message's new
 * count for it (the room hears it as `chat_reaction_updated`).
 */
export function reactToMessage(messageId: number, emoji: ChatReaction, on: boolean): Promise<ChatReactionUpdated> {
  return socketOr(
    () => chatSocket.request('react_to_chat_message', { message_id: messageId, emoji, on }),
    () =>
      on
        ? api.live.react({ params: { id: messageId, emoji } })
        : api.live.unreact({ params: { id: messageId, emoji } }),
  );
}

export async function fetchQuestions(sessionId: number): Promise<Question[]> {
  return (await api.live.questions({ params: { sessionId }, query: { sort: 'votes' } })).questions;
}

export function askQuestion(sessionId: number, body: AskQuestionBody): Promise<Question> {
  return socketOr(
    () => chatSocket.request('ask_question', { session_id: sessionId, ...body }),
    () => api.live.ask({ params: { sessionId }, body }),
  );
}

export function upvoteQuestion(questionId: number, up: boolean): Promise<Question> {
  return socketOr(
    () => chatSocket.request('upvote_question', { question_id: questionId, up }),
    () =>
      up ? api.live.upvote({ params: { id: questionId } }) : api.live.removeUpvote({ params: { id: questionId } }),
  );
}

export function moderateQuestion(questionId: number, change: UpdateQuestionBody): Promise<Question> {
  return socketOr(
    () => chatSocket.request('moderate_question', { question_id: questionId, ...change }),
    () => api.live.updateQuestion({ params: { id: questionId }, body: change }),
  );
}

export const deleteQuestion = (questionId: number) => api.live.deleteQuestion({ params: { id: questionId } });

export async function fetchPolls(sessionId: number): Promise<Poll[]> {
  return (await api.live.polls({ params: { sessionId } })).polls;
}

export const createPoll = (sessionId: number, body: CreatePollBody) =>
  api.live.createPoll({ params: { sessionId }, body });

export const openPoll = (pollId: number) => api.live.openPoll({ params: { id: pollId } });

export const closePoll = (pollId: number) => api.live.closePoll({ params: { id: pollId } });

export function votePoll(pollId: number, optionIds: number[]): Promise<Poll> {
  return socketOr(
    () => chatSocket.request('vote_poll', { poll_id: pollId, option_ids: optionIds }),
    () => api.live.vote({ params: { id: pollId }, body: { option_ids: optionIds } }),
  );
}

export const muteUser = (eventId: number, userId: number, minutes: number) =>
  api.moderation.mute({ params: { eventId }, body: { user_id: userId, minutes } });

export const banUser = (eventId: number, userId: number) =>
  api.moderation.ban({ params: { eventId }, body: { user_id: userId } });

export const unmuteUser = (eventId: number, userId: number) => api.moderation.unmute({ params: { eventId, userId } });

export const unbanUser = (eventId: number, userId: number) => api.moderation.unban({ params: { eventId, userId } });

export const MODERATION_LOG_PAGE_SIZE = 25;

/** A page of the event's moderation log, newest first, older than `before` (the cursor) when given. */
export const fetchModerationLog = (eventId: number, before?: number) =>
  api.moderation.log({
    params: { eventId },
    query: { limit: MODERATION_LOG_PAGE_SIZE, ...(before !== undefined ? { before } : {}) },
  });

/** Who is watching the session now (the event's staff). */
export const fetchWatchers = (sessionId: number) => api.live.watchers({ params: { sessionId } });
