import type { ChatRoom, SessionChatMessage } from '@atria/contracts/live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatBatches, type ChatSink } from './chat-batches';

const message = (id: number, sessionId = 1, room: ChatRoom = 'PUBLIC'): SessionChatMessage => ({
  id,
  session_id: sessionId,
  room,
  author: { id: 100 + id, full_name: `Author ${id}`, image_url: null },
  body: `message ${id}`,
  created_at: new Date(0).toISOString(),
  reactions: [],
});

type Packet = { kind: 'one'; id: number; origin: string | undefined } | { kind: 'many'; room: string; ids: number[] };

function recordingSink(): { sink: ChatSink; packets: Packet[] } {
  const packets: Packet[] = [];
  return {
    packets,
    sink: {
      one: (m, origin) => packets.push({ kind: 'one', id: m.id, origin }),
      many: (sessionId, room, ms) =>
        packets.push({ kind: 'many', room: `${sessionId}:${room}`, ids: ms.map((m) => m.id) }),
    },
  };
}

const delivered = (packets: Packet[]) => packets.flatMap((p) => (p.kind === 'one' ? [p.id] : p.ids));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat batches', () => {
  it('sends a quiet room’s message at once, on its own, sparing its sender', () => {
    const { sink, packets } = recordingSink();
    const batches = new ChatBatches(sink, 100);
    batches.add(message(1), 'socket-a');
    expect(packets).toEqual([{ kind: 'one', id: 1, origin: 'socket-a' }]);
    // Quiet for a whole interval: the next message goes at once too.
    vi.advanceTimersByTime(100);
    batches.add(message(2), 'socket-b');
    expect(packets).toEqual([
      { kind: 'one', id: 1, origin: 'socket-a' },
      { kind: 'one', id: 2, origin: 'socket-b' },
    ]);
  });

  it('batches a burst into one packet per interval, in order, losing nothing', () => {
    const { sink, packets } = recordingSink();
    const batches = new ChatBatches(sink, 100);
    // 1,000 messages at 2 per ms for 500 ms.
    for (let id = 1; id <= 1000; id += 1) {
      batches.add(message(id), `socket-${id % 7}`);
      if (id % 2 === 0) vi.advanceTimersByTime(1);
    }
    vi.advanceTimersByTime(300);
    expect(delivered(packets)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    expect(packets[0]).toEqual({ kind: 'one', id: 1, origin: 'socket-1' });
    expect(packets.slice(1).every((p) => p.kind === 'many')).toBe(true);
    // The first message, then one packet per 100 ms window: 5 of them.
    expect(packets).toHaveLength(6);
  });

  it('sends one waiting message on its own, excluding its sender, and then goes quiet', () => {
    const { sink, packets } = recordingSink();
    const batches = new ChatBatches(sink, 100);
    batches.add(message(1), 'a');
    vi.advanceTimersByTime(30);
    batches.add(message(2), 'b');
    expect(packets).toHaveLength(1);
    vi.advanceTimersByTime(70);
    expect(packets).toEqual([
      { kind: 'one', id: 1, origin: 'a' },
      { kind: 'one', id: 2, origin: 'b' },
    ]);
    // The window after that one ends empty: the room is quiet again and the next message goes at once.
    vi.advanceTimersByTime(100);
    batches.add(message(3), 'c');
    expect(packets.at(-1)).toEqual({ kind: 'one', id: 3, origin: 'c' });
  });

  it('keeps rooms apart: a busy room does not delay another, nor the backstage', () => {
    const { sink, packets } = recordingSink();
    const batches = new ChatBatches(sink, 100);
    batches.add(message(1, 1), 'a');
    batches.add(message(2, 1), 'a');
    batches.add(message(3, 2), 'b');
    batches.add(message(4, 1, 'BACKSTAGE'), 'c');
    expect(delivered(packets)).toEqual([1, 3, 4]);
    vi.advanceTimersByTime(100);
    expect(delivered(packets)).toEqual([1, 3, 4, 2]);
  });

  it('sends what waits before anything else is said about the room (flush), and everything at close', () => {
    const { sink, packets } = recordingSink();
    const batches = new ChatBatches(sink, 100);
    batches.add(message(1), 'a');
    batches.add(message(2), 'a');
    batches.add(message(3), 'a');
    batches.flush(1, 'PUBLIC');
    expect(packets).toEqual([
      { kind: 'one', id: 1, origin: 'a' },
      { kind: 'many', room: '1:PUBLIC', ids: [2, 3] },
    ]);
    batches.add(message(4), 'a');
    batches.add(message(5, 2), 'b');
    batches.add(message(6, 2), 'b');
    batches.close();
    expect(delivered(packets)).toEqual([1, 2, 3, 5, 4, 6]);
    vi.advanceTimersByTime(1000);
    expect(delivered(packets)).toHaveLength(6);
  });

  it('sends every message on its own when batching is off (0 ms)', () => {
    const { sink, packets } = recordingSink();
    const batches = new ChatBatches(sink, 0);
    for (let id = 1; id <= 5; id += 1) batches.add(message(id), 'a');
    expect(packets.map((p) => p.kind)).toEqual(['one', 'one', 'one', 'one', 'one']);
  });
});
