import type { Thread } from '@atria/contracts';
import { describe, expect, it } from 'vitest';
import { filterThreads } from './thread-filter';

function thread(id: number, name: string, content: string | null, eventId: number | null = null): Thread {
  return {
    id,
    event_id: eventId,
    other_user: { id: id + 100, full_name: name, image_url: null },
    last_message:
      content === null
        ? null
        : { id, content, sender_id: id + 100, created_at: '2025-01-01T00:00:00.000Z', status: 'SENT' },
    last_message_at: content === null ? null : '2025-01-01T00:00:00.000Z',
    unread_count: 0,
  };
}

const threads = [
  thread(1, 'Ada Lovelace', 'See you at the keynote', 7),
  thread(2, 'Grace Hopper', 'Lunch?'),
  thread(3, '', null, 7),
];

describe('filterThreads', () => {
  it('keeps every thread, in order, for an empty search on the General tab', () => {
    expect(filterThreads(threads, { query: '  ', eventId: null }).map((t) => t.id)).toEqual([1, 2, 3]);
  });

  it("matches the other participant's name, ignoring case and surrounding spaces", () => {
    expect(filterThreads(threads, { query: ' grace ', eventId: null }).map((t) => t.id)).toEqual([2]);
  });

  it('matches the last message text', () => {
    expect(filterThreads(threads, { query: 'KEYNOTE', eventId: null }).map((t) => t.id)).toEqual([1]);
  });

  it("matches 'Unknown User' for a participant without a name", () => {
    expect(filterThreads(threads, { query: 'unknown', eventId: null }).map((t) => t.id)).toEqual([3]);
  });

  it("keeps only the event's threads on the Event tab, combined with the search", () => {
    expect(filterThreads(threads, { query: '', eventId: 7 }).map((t) => t.id)).toEqual([1, 3]);
    expect(filterThreads(threads, { query: 'lunch', eventId: 7 })).toEqual([]);
  });
});
