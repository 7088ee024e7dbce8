import type {
  CreateThreadBody,
  MarkReadResponse,
  Message,
  MessagesPage,
  Thread,
  ThreadsResponse,
} from '@atria/contracts/zod-free';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { SocketRequestError, SocketUnavailableError } from '../../lib/socket';
import { chatSocket } from './chat-socket';

/** Messages per page (docs/product.md#limits-and-constants: page size 50). */
export const MESSAGES_PER_PAGE = 50;

/** Query keys of the chat; mutations and socket events update the cache by these. */
export const chatKeys = {
  all: ['chat'] as const,
  threads: () => ['chat', 'threads'] as const,
  messages: (threadId: number) => ['chat', 'messages', threadId] as const,
};

/** A refusal answered over the socket, as the ApiError HTTP would have thrown, plus the socket's Retry-After. */
export class SocketApiError extends ApiError {
  readonly retryAfterSeconds: number | undefined;

  constructor(cause: SocketRequestError) {
    const { status, code, message, errors, retry_after: retryAfter } = cause.error;
    super(status, { status, code, message, ...(errors ? { errors } : {}) }, message);
    this.retryAfterSeconds = retryAfter;
  }
}

/**
 * docs/product.md#chat-state: the socket first, HTTP when the socket is not connected, the user is unknown to it, the
 * request times out or the server failed (5xx). A refusal from the server (4xx) is final: the same call over
 * HTTP would be refused too, and a rate-limited send must not count twice.
 */
export async function socketFirst<T>(viaSocket: () => Promise<T>, viaHttp: () => Promise<T>): Promise<T> {
  try {
    return await viaSocket();
  } catch (error) {
    if (error instanceof SocketRequestError && error.error.status < 500) throw new SocketApiError(error);
    if (!(error instanceof SocketUnavailableError) && !(error instanceof SocketRequestError)) throw error;
  }
  return viaHttp();
}

export function fetchThreads(): Promise<ThreadsResponse> {
  return socketFirst(
    () => chatSocket.request('get_direct_message_threads', {}),
    () => api.directMessages.threads(),
  );
}

export function fetchMessages(threadId: number, page: number): Promise<MessagesPage> {
  return socketFirst(
    () => chatSocket.request('get_direct_messages', { thread_id: threadId, page, per_page: MESSAGES_PER_PAGE }),
    () => api.directMessages.messages({ params: { id: threadId }, query: { page, per_page: MESSAGES_PER_PAGE } }),
  );
}

export function sendMessage(threadId: number, content: string): Promise<Message> {
  return socketFirst(
    () => chatSocket.request('send_direct_message', { thread_id: threadId, content }),
    () => api.directMessages.send({ params: { id: threadId }, body: { content } }),
  );
}

export function markThreadRead(threadId: number): Promise<MarkReadResponse> {
  return socketFirst(
    () => chatSocket.request('mark_messages_read', { thread_id: threadId }),
    () => api.directMessages.markRead({ params: { id: threadId } }),
  );
}

/** Opens the thread with a user (in an event's context when given), or returns the existing one. */
export function createThread(body: CreateThreadBody): Promise<Thread> {
  return socketFirst(
    () => chatSocket.request('create_direct_message_thread', body),
    () => api.directMessages.openThread({ body }),
  );
}

/** The current user's threads, newest activity first; the sidebar filters them by tab and search. */
export function threadsQueryOptions() {
  return queryOptions({ queryKey: chatKeys.threads(), queryFn: fetchThreads });
}

/** A thread's messages, one page per fetch: page 1 is the newest, `fetchNextPage` loads older ones. */
export function messagesQueryOptions(threadId: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(threadId),
    queryFn: ({ pageParam }) => fetchMessages(threadId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: MessagesPage) => (last.pagination.has_next ? last.pagination.page + 1 : undefined),
  });
}
