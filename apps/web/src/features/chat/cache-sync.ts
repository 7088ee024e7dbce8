import type { Message, Thread } from '@atria/contracts/zod-free';
import type { QueryClient } from '@tanstack/react-query';
import { messagesQueryOptions, threadsQueryOptions } from './api';
import {
  withMessageInPages,
  withMessageInThreads,
  withMessagesReadBy,
  withThreadAdded,
  withThreadReadBy,
} from './cache';

/**
 * Applies chat news to the query cache, whether it came from a socket event or an HTTP answer. The helpers
 * ignore what the cache already holds, so the same news arriving both ways changes nothing the second time.
 */

/** A new message: appended to its thread's loaded pages; its thread moves to the top (or the list is refetched). */
export function applyMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData(messagesQueryOptions(message.thread_id).queryKey, (data) =>
    withMessageInPages(data, message),
  );
  const threadsKey = threadsQueryOptions().queryKey;
  const result = withMessageInThreads(queryClient.getQueryData(threadsKey), message);
  if (result.found) queryClient.setQueryData(threadsKey, result.data);
  else void queryClient.invalidateQueries({ queryKey: threadsKey });
}

/** A new thread: added at the top of the list unless it is there already. */
export function applyThread(queryClient: QueryClient, thread: Thread): void {
  queryClient.setQueryData(threadsQueryOptions().queryKey, (data) => withThreadAdded(data, thread));
}

/** Someone read a thread: the messages they did not send are READ; when it was the current user, nothing is unread. */
export function applyRead(queryClient: QueryClient, threadId: number, readerId: number, currentUserId: number): void {
  queryClient.setQueryData(messagesQueryOptions(threadId).queryKey, (data) => withMessagesReadBy(data, readerId));
  queryClient.setQueryData(threadsQueryOptions().queryKey, (data) =>
    withThreadReadBy(data, threadId, readerId, currentUserId),
  );
}
