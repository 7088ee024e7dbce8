import type { LastMessage, Message, MessagesPage, Thread, ThreadsResponse } from '@atria/contracts/zod-free';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * Pure updates of the chat's cached data (docs/product.md#chat-state): a new message moves its thread to the top, a new
 * thread is added at the top, duplicate message ids are ignored, a read receipt marks messages READ. Socket
 * events and mutation results go through these, so both reach the same state.
 */
export type MessagePages = InfiniteData<MessagesPage>;

/** Statuses are compared case-insensitively: the original client checked 'read', the API sends 'READ'. */
export function isRead(status: string): boolean {
  return status.toLowerCase() === 'read';
}

function toLastMessage(message: Message): LastMessage {
  const { id, content, sender_id, created_at, status } = message;
  return { id, content, sender_id, created_at, status };
}

/** Adds the thread at the top of the list (and to its count) unless a thread with its id is already there. */
export function withThreadAdded(data: ThreadsResponse | undefined, thread: Thread): ThreadsResponse | undefined {
  if (!data || data.threads.some((t) => t.id === thread.id)) return data;
  const total = data.total_items + 1;
  return {
    ...data,
    threads: [thread, ...data.threads],
    total_items: total,
    total_pages: Math.ceil(total / data.per_page),
  };
}

/**
 * Records a message on its thread and moves the thread to the top; a message from the other participant adds
 * one unread. A message the thread already shows (same id) or one older than its last message changes nothing.
 * `found` is false when the thread is not in the list (the caller refetches it).
 */
export function withMessageInThreads(
  data: ThreadsResponse | undefined,
  message: Message,
): { data: ThreadsResponse | undefined; found: boolean } {
  if (!data) return { data, found: true };
  const thread = data.threads.find((t) => t.id === message.thread_id);
  if (!thread) return { data, found: false };
  if (thread.last_message && thread.last_message.id >= message.id) return { data, found: true };
  const updated: Thread = {
    ...thread,
    last_message: toLastMessage(message),
    last_message_at: message.created_at,
    unread_count: message.is_sender ? thread.unread_count : thread.unread_count + 1,
  };
  return { data: { ...data, threads: [updated, ...data.threads.filter((t) => t.id !== thread.id)] }, found: true };
}

/** Appends a message to the newest page, unless a message with its id is already on any page. */
export function withMessageInPages(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/** After `readerId` read the thread: every message not sent by the reader is READ. */
export function withMessagesReadBy(data: MessagePages | undefined, readerId: number): MessagePages | undefined {
  if (!data) return data;
  const needsUpdate = (m: Message) => m.sender_id !== readerId && !isRead(m.status);
  if (!data.pages.some((page) => page.messages.some(needsUpdate))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => (needsUpdate(m) ? { ...m, status: 'READ' as const } : m)),
    })),
  };
}

/**
 * After `readerId` read the thread: its last message is READ when the reader did not send it, and when the
 * reader is the current user nothing in it is unread any more.
 */
export function withThreadReadBy(
  data: ThreadsResponse | undefined,
  threadId: number,
  readerId: number,
  currentUserId: number,
): ThreadsResponse | undefined {
  if (!data) return data;
  return {
    ...data,
    threads: data.threads.map((t) => {
      if (t.id !== threadId) return t;
      const last = t.last_message;
      return {
        ...t,
        unread_count: readerId === currentUserId ? 0 : t.unread_count,
        last_message: last && last.sender_id !== readerId ? { ...last, status: 'READ' as const } : last,
      };
    }),
  };
}

/** The loaded pages as one chronological list, each id once (pages may overlap after new messages arrive). */
export function flattenMessages(data: MessagePages | undefined): Message[] {
  const byId = new Map<number, Message>();
  for (const page of data?.pages ?? []) for (const m of page.messages) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/** Total unread messages over all threads (the sidebar's badge). */
export function totalUnread(data: ThreadsResponse | undefined): number {
  return data?.threads.reduce((sum, t) => sum + t.unread_count, 0) ?? 0;
}
