import type { Message, MessagesPage, Thread } from '@atria/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { messagesQueryOptions, threadsQueryOptions } from './api';
import { applyMessage, applyRead, applyThread } from './cache-sync';

const ME = 1;
const OTHER = 2;

const message = (id: number, senderId: number): Message => ({
  id,
  thread_id: 10,
  sender_id: senderId,
  content: `m${id}`,
  encrypted_content: null,
  created_at: new Date(Date.UTC(2025, 0, 1, 0, id)).toISOString(),
  status: 'SENT',
  is_sender: senderId === ME,
});

const thread = (id: number): Thread => ({
  id,
  event_id: null,
  other_user: { id: OTHER, full_name: 'Grace Hopper', image_url: null },
  last_message: null,
  last_message_at: null,
  unread_count: 0,
});

const page: MessagesPage = {
  messages: [message(1, ME)],
  pagination: { page: 1, per_page: 50, total_items: 1, has_next: false },
  thread_id: 10,
  other_user: { id: OTHER, full_name: 'Grace Hopper', image_url: null },
  is_encrypted: false,
};

function seeded(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(threadsQueryOptions().queryKey, {
    threads: [thread(9), thread(10)],
    total_items: 2,
    total_pages: 1,
    current_page: 1,
    per_page: 50,
  });
  client.setQueryData(messagesQueryOptions(10).queryKey, { pages: [page], pageParams: [1] });
  return client;
}

describe('cache sync', () => {
  it('puts a pushed message into its thread’s pages and moves the thread to the top, once', () => {
    const client = seeded();
    applyMessage(client, message(2, OTHER));
    applyMessage(client, message(2, OTHER));
    const pages = client.getQueryData(messagesQueryOptions(10).queryKey);
    expect(pages?.pages[0]?.messages.map((m) => m.id)).toEqual([1, 2]);
    const threads = client.getQueryData(threadsQueryOptions().queryKey)?.threads;
    expect(threads?.map((t) => t.id)).toEqual([10, 9]);
    expect(threads?.[0]?.unread_count).toBe(1);
  });

  it('refetches the thread list when a message belongs to a thread it does not have', () => {
    const client = seeded();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyMessage(client, { ...message(3, OTHER), thread_id: 77 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: threadsQueryOptions().queryKey });
  });

  it('adds a created thread at the top unless it is listed', () => {
    const client = seeded();
    applyThread(client, thread(11));
    applyThread(client, thread(10));
    expect(client.getQueryData(threadsQueryOptions().queryKey)?.threads.map((t) => t.id)).toEqual([11, 9, 10]);
  });

  it('marks the sender’s messages READ when the other participant reads the thread', () => {
    const client = seeded();
    applyRead(client, 10, OTHER, ME);
    expect(client.getQueryData(messagesQueryOptions(10).queryKey)?.pages[0]?.messages[0]?.status).toBe('READ');
  });
});
