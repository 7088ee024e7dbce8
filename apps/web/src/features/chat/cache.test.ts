import type { Message, MessagesPage, Thread, ThreadsResponse } from '@atria/contracts';
import { describe, expect, it } from 'vitest';
import {
  flattenMessages,
  isRead,
  totalUnread,
  withMessageInPages,
  withMessageInThreads,
  withMessagesReadBy,
  withThreadAdded,
  withThreadReadBy,
  type MessagePages,
} from './cache';

const ME = 1;
const OTHER = 2;

function message(id: number, senderId: number, threadId = 10, status: Message['status'] = 'SENT'): Message {
  return {
    id,
    thread_id: threadId,
    sender_id: senderId,
    content: `message ${id}`,
    encrypted_content: null,
    created_at: new Date(Date.UTC(2025, 0, 1, 0, id)).toISOString(),
    status,
    is_sender: senderId === ME,
  };
}

function thread(id: number, lastId: number | null, unread = 0): Thread {
  const last = lastId === null ? null : message(lastId, OTHER, id);
  return {
    id,
    event_id: null,
    other_user: { id: OTHER, full_name: 'Grace Hopper', image_url: null },
    last_message: last && {
      id: last.id,
      content: last.content,
      sender_id: last.sender_id,
      created_at: last.created_at,
      status: last.status,
    },
    last_message_at: last?.created_at ?? null,
    unread_count: unread,
  };
}

function page(n: number, messages: Message[], hasNext = false): MessagesPage {
  return {
    messages,
    pagination: { page: n, per_page: 50, total_items: 0, has_next: hasNext },
    thread_id: 10,
    other_user: { id: OTHER, full_name: 'Grace Hopper', image_url: null },
    is_encrypted: false,
  };
}

/** A first page holding all the threads, as the API answers it. */
const listOf = (threads: Thread[]): ThreadsResponse => ({
  threads,
  total_items: threads.length,
  total_pages: 1,
  current_page: 1,
  per_page: 50,
});

const pages = (...list: MessagesPage[]): MessagePages => ({
  pages: list,
  pageParams: list.map((p) => p.pagination.page),
});

describe('threads cache', () => {
  const list = listOf([thread(11, 5), thread(10, 3), thread(12, null)]);

  it('moves the thread of a new message to the top with it as last message', () => {
    const { data, found } = withMessageInThreads(list, message(7, OTHER, 10));
    expect(found).toBe(true);
    expect(data?.threads.map((t) => t.id)).toEqual([10, 11, 12]);
    expect(data?.threads[0]).toMatchObject({ last_message: { id: 7, content: 'message 7' }, unread_count: 1 });
    expect(data?.threads[0]?.last_message_at).toBe(message(7, OTHER).created_at);
  });

  it('does not count the current user’s own message as unread', () => {
    const { data } = withMessageInThreads(list, message(7, ME, 12));
    expect(data?.threads[0]).toMatchObject({ id: 12, unread_count: 0, last_message: { sender_id: ME } });
  });

  it('ignores a message the thread already shows (same id) or one older than its last', () => {
    expect(withMessageInThreads(list, message(5, OTHER, 11)).data).toBe(list);
    expect(withMessageInThreads(list, message(2, OTHER, 10)).data).toBe(list);
  });

  it('counts a duplicated message once', () => {
    const once = withMessageInThreads(list, message(7, OTHER, 10)).data;
    const twice = withMessageInThreads(once, message(7, OTHER, 10)).data;
    expect(twice).toBe(once);
    expect(twice?.threads[0]?.unread_count).toBe(1);
  });

  it('reports a message of an unknown thread so the list can be refetched', () => {
    expect(withMessageInThreads(list, message(8, OTHER, 99))).toEqual({ data: list, found: false });
    expect(withMessageInThreads(list, message(20, OTHER, 12)).data).toMatchObject({
      total_items: 3,
      current_page: 1,
      per_page: 50,
    });
  });

  it('adds a new thread at the top, once', () => {
    const added = withThreadAdded(list, thread(13, null));
    expect(added?.threads.map((t) => t.id)).toEqual([13, 11, 10, 12]);
    expect(added).toMatchObject({ total_items: 4, total_pages: 1, current_page: 1, per_page: 50 });
    expect(withThreadAdded(added, thread(13, null))).toBe(added);
    expect(withThreadAdded(undefined, thread(13, null))).toBeUndefined();
  });

  it('clears the unread count when the current user read the thread', () => {
    const unread = listOf([thread(10, 3, 4)]);
    expect(withThreadReadBy(unread, 10, ME, ME)?.threads[0]).toMatchObject({
      unread_count: 0,
      last_message: { status: 'READ' },
    });
  });

  it('marks the current user’s last message READ when the other participant read it', () => {
    const mine = listOf([{ ...thread(10, 3, 2), last_message: { ...message(3, ME), status: 'SENT' } }]);
    const read = withThreadReadBy(mine, 10, OTHER, ME)?.threads[0];
    expect(read).toMatchObject({ unread_count: 2, last_message: { status: 'READ' } });
  });

  it('sums the unread counts', () => {
    expect(totalUnread(listOf([thread(1, 1, 2), thread(2, 2, 3)]))).toBe(5);
    expect(totalUnread(undefined)).toBe(0);
  });
});

describe('message pages cache', () => {
  const data = pages(page(1, [message(3, OTHER), message(4, ME)]), page(2, [message(1, ME), message(2, OTHER)]));

  it('appends a new message to the newest page', () => {
    const next = withMessageInPages(data, message(5, OTHER));
    expect(next?.pages[0]?.messages.map((m) => m.id)).toEqual([3, 4, 5]);
    expect(next?.pages[1]).toBe(data.pages[1]);
  });

  it('ignores a message whose id is on any page already', () => {
    expect(withMessageInPages(data, message(4, ME))).toBe(data);
    expect(withMessageInPages(data, message(1, ME))).toBe(data);
    expect(withMessageInPages(undefined, message(9, ME))).toBeUndefined();
  });

  it('marks every message not sent by the reader READ', () => {
    const read = withMessagesReadBy(data, OTHER);
    const statuses = flattenMessages(read).map((m) => [m.id, m.status]);
    expect(statuses).toEqual([
      [1, 'READ'],
      [2, 'SENT'],
      [3, 'SENT'],
      [4, 'READ'],
    ]);
    expect(withMessagesReadBy(read, OTHER)).toBe(read);
  });

  it('flattens pages into one chronological list without duplicates', () => {
    const overlapping = pages(
      page(1, [message(4, ME), message(5, OTHER)]),
      page(2, [message(3, OTHER), message(4, ME)]),
    );
    expect(flattenMessages(overlapping).map((m) => m.id)).toEqual([3, 4, 5]);
    expect(flattenMessages(undefined)).toEqual([]);
  });

  it('compares statuses case-insensitively', () => {
    expect(isRead('READ')).toBe(true);
    expect(isRead('read')).toBe(true);
    expect(isRead('SENT')).toBe(false);
  });
});
