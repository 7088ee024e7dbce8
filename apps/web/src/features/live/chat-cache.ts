import type {
  ChatReactionUpdated,
  ChatRoom,
  SessionChatMessage,
  SessionChatMessages,
  SessionChatPage,
} from '@atria/contracts/live';
import { CHAT_REACTIONS } from '@atria/contracts/zod-free';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { liveKeys } from './keys';

/*
 * A session chat room's history in the cache: an infinite query of pages, newest first (the first page holds the
 * newest messages; `next_before` leads to older ones). Live messages go to the front of the first page, once each
 * (the sender's own copy comes back both as the acknowledgement and as `session_chat_message_sent`).
 */

export type ChatPages = InfiniteData<SessionChatPage>;

export const emptyChat = (): ChatPages => ({ pages: [{ messages: [], next_before: null }], pageParams: [undefined] });

/** The history with `message` added at the newest end; the same pages when it is there already. */
export function addMessage(data: ChatPages | undefined, message: SessionChatMessage): ChatPages {
  const current = data ?? emptyChat();
  if (current.pages.some((page) => page.messages.some((m) => m.id === message.id))) return current;
  const [first = { messages: [], next_before: null }, ...rest] = current.pages;
  // Newest first: a message belongs before the first one with a smaller id (ids grow with time).
  const at = first.messages.findIndex((m) => m.id < message.id);
  const messages =
    at === -1 ? [...first.messages, message] : [...first.messages.slice(0, at), message, ...first.messages.slice(at)];
  return { ...current, pages: [{ ...first, messages }, ...rest] };
}

/** The history without the message (deleted by its author or a moderator). */
export function removeMessage(data: ChatPages | undefined, messageId: number): ChatPages | undefined {
  if (!data?.pages.some((page) => page.messages.some((m) => m.id === messageId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, messages: page.messages.filter((m) => m.id !== messageId) })),
  };
}

/** Every message loaded, oldest first (the order they are shown in). */
export function oldestFirst(data: ChatPages | undefined): SessionChatMessage[] {
  if (!data) return [];
  return data.pages.flatMap((page) => page.messages).toReversed();
}

export function applyChatMessage(queryClient: QueryClient, message: SessionChatMessage): void {
  queryClient.setQueryData<ChatPages>(liveKeys.chat(message.session_id, message.room), (data) =>
    addMessage(data, message),
  );
}

/**
 * A busy room's batch (`session_chat_messages`, oldest first) added to the history at once; returns the messages
 * that were new to it (a batch may carry the viewer's own message, already there from the acknowledgement).
 */
export function applyChatBatch(queryClient: QueryClient, batch: SessionChatMessages): SessionChatMessage[] {
  const added: SessionChatMessage[] = [];
  queryClient.setQueryData<ChatPages>(liveKeys.chat(batch.session_id, batch.room), (data) => {
    added.length = 0;
    let next = data ?? emptyChat();
    for (const message of batch.messages) {
      const before = next;
      next = addMessage(next, message);
      if (next !== before) added.push(message);
    }
    return next;
  });
  return added;
}

export function applyChatDeleted(queryClient: QueryClient, sessionId: number, room: ChatRoom, messageId: number): void {
  queryClient.setQueryData<ChatPages>(liveKeys.chat(sessionId, room), (data) => removeMessage(data, messageId));
}

/**
 * The message's reactions after `update`: the count set (the server's, whoever sent it last), `mine` changed only
 * when the update is the viewer's own; a reaction whose count fell to zero is dropped. In ChatReaction's order.
 */
export function withReaction(
  message: SessionChatMessage,
  update: Pick<ChatReactionUpdated, 'emoji' | 'count' | 'user_id' | 'reacted'>,
  viewerId: number,
): SessionChatMessage {
  const current = message.reactions.find((r) => r.emoji === update.emoji);
  const mine = update.user_id === viewerId ? update.reacted : (current?.mine ?? false);
  const others = message.reactions.filter((r) => r.emoji !== update.emoji);
  const next = update.count > 0 ? [...others, { emoji: update.emoji, count: update.count, mine }] : others;
  return {
    ...message,
    reactions: next.sort((a, b) => CHAT_REACTIONS.indexOf(a.emoji) - CHAT_REACTIONS.indexOf(b.emoji)),
  };
}

export function applyReaction(queryClient: QueryClient, update: ChatReactionUpdated, viewerId: number): void {
  queryClient.setQueryData<ChatPages>(liveKeys.chat(update.session_id, update.room), (data) => {
    if (!data?.pages.some((page) => page.messages.some((m) => m.id === update.message_id))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: page.messages.map((m) => (m.id === update.message_id ? withReaction(m, update, viewerId) : m)),
      })),
    };
  });
}
