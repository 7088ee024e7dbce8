import type { ChatUser, Message, Thread } from '@atria/contracts/zod-free';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useAuth } from '../auth';
import { createThread, markThreadRead, messagesQueryOptions, sendMessage, threadsQueryOptions } from './api';
import { flattenMessages, isRead } from './cache';
import { applyMessage, applyRead, applyThread } from './cache-sync';
import { dispatchChat } from './chat-store';
import { useSocketState } from './chat-socket';

/** While the socket is down nothing is pushed, so open chat data is polled instead. */
const POLL_WITHOUT_SOCKET_MS = 15_000;

function usePollWithoutSocket(): number | false {
  return useSocketState() === 'open' ? false : POLL_WITHOUT_SOCKET_MS;
}

/** The current user's threads (one list for every tab; polled while the socket is down). */
export function useThreads() {
  return useQuery({ ...threadsQueryOptions(), refetchInterval: usePollWithoutSocket() });
}

/** One thread of the list (undefined while the list loads or when the thread is not in it yet). */
export function useThread(threadId: number): Thread | undefined {
  const { data } = useQuery({ ...threadsQueryOptions(), select: (d) => d.threads.find((t) => t.id === threadId) });
  return data;
}

/** A thread's loaded messages as one chronological list, with the query that loads older pages. */
export function useThreadMessages(threadId: number) {
  const query = useInfiniteQuery({ ...messagesQueryOptions(threadId), refetchInterval: usePollWithoutSocket() });
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  const partner: ChatUser | undefined = query.data?.pages[0]?.other_user;
  return { query, messages, partner };
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/**
 * Marks the thread read while its window is open on a visible page and something in it is unread: when the
 * window opens and again when new messages arrive (docs/product.md#chat-windows). One attempt per newest message.
 */
export function useMarkReadWhenSeen(threadId: number, thread: Thread | undefined, messages: Message[]): void {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const visible = usePageVisible();
  const attemptedFor = useRef<number | null>(null);
  const newest = messages.at(-1)?.id ?? null;
  const unread = (thread?.unread_count ?? 0) > 0 || messages.some((m) => !m.is_sender && !isRead(m.status));
  const userId = user?.id;

  useEffect(() => {
    if (!visible || !unread || newest === null || userId === undefined || attemptedFor.current === newest) return;
    attemptedFor.current = newest;
    markThreadRead(threadId).then(
      (result) => applyRead(queryClient, result.thread_id, result.reader_id, userId),
      (error: unknown) => console.error('Marking the conversation read failed', error),
    );
  }, [visible, unread, newest, userId, threadId, queryClient]);
}

/** Sends a message (socket first, HTTP fallback); the answer goes into the cache like a pushed message. */
export function useSendMessage(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(threadId, content),
    onSuccess: (message) => applyMessage(queryClient, message),
  });
}

export interface StartConversation {
  /** Creates the thread with the user (in the event's context when given) or finds it, then opens its window. */
  startConversation: (userId: number, eventId?: number | null) => void;
  isPending: boolean;
  error: Error | null;
}

/** For 'Message' actions elsewhere in the app (speakers page, members list). */
export function useStartConversation(): StartConversation {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ userId, eventId }: { userId: number; eventId: number | null }) =>
      createThread({ user_id: userId, event_id: eventId }),
    onSuccess: (thread) => {
      applyThread(queryClient, thread);
      dispatchChat({ type: 'openThread', threadId: thread.id });
    },
    onError: (error) => console.error('Starting the conversation failed', error),
  });
  return {
    startConversation: (userId, eventId = null) => mutation.mutate({ userId, eventId }),
    isPending: mutation.isPending,
    error: mutation.error,
  };
}
