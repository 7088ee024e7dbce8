import type { ChatRoom, SessionChatMessage } from '@atria/contracts/live';

/** The default batching interval of a busy room's chat (LIVE_CHAT_BATCH_MS; 0 sends every message on its own). */
export const CHAT_BATCH_MS = 100;

/** How a batcher sends: one message (excluding the socket it came from), or several in one packet. */
export interface ChatSink {
  one(message: SessionChatMessage, originSocketId: string | undefined): void;
  many(sessionId: number, room: ChatRoom, messages: SessionChatMessage[]): void;
}

interface RoomWindow {
  timer: NodeJS.Timeout;
  pending: { message: SessionChatMessage; originSocketId: string | undefined }[];
}

const keyOf = (sessionId: number, room: ChatRoom) => `${sessionId}:${room}`;

/**
 * Coalesces a busy live room's chat on the instance that emits it (docs/live.md#chat-batches). A message to a
 * quiet room goes out at once and opens a window of `everyMs`; the messages that arrive within it wait, and when
 * it ends they go out together in one packet (or on their own when only one came, still sparing its sender), and
 * a new window opens; a window that ends with nothing to send leaves the room quiet again. So a quiet room gets
 * every message without delay, and a busy room at most one packet per interval, whatever its rate: one
 * encoding, one write per socket and, with Redis, one adapter publish per interval instead of one per message.
 * Messages keep the order in which they were published on this instance.
 */
export class ChatBatches {
  private readonly rooms = new Map<string, RoomWindow>();

  constructor(
    private readonly sink: ChatSink,
    private readonly everyMs = CHAT_BATCH_MS,
  ) {}

  /** Sends `message` at once if its room is quiet (or batching is off), else with the room's next packet. */
  add(message: SessionChatMessage, originSocketId: string | undefined): void {
    if (this.everyMs <= 0) {
      this.sink.one(message, originSocketId);
      return;
    }
    const key = keyOf(message.session_id, message.room);
    const open = this.rooms.get(key);
    if (open) {
      open.pending.push({ message, originSocketId });
      return;
    }
    this.sink.one(message, originSocketId);
    this.openWindow(key);
  }

  /**
   * Sends what waits in the room now (before anything else is said about the room, so that a deletion or a
   * reaction never arrives before its message). The window stays open.
   */
  flush(sessionId: number, room: ChatRoom): void {
    const open = this.rooms.get(keyOf(sessionId, room));
    if (open) this.send(sessionId, room, open.pending.splice(0));
  }

  /** Sends everything that waits and stops the timers (at shutdown, before the server closes). */
  close(): void {
    for (const [key, open] of this.rooms) {
      clearTimeout(open.timer);
      const [first] = open.pending;
      if (first) this.send(first.message.session_id, first.message.room, open.pending.splice(0));
      this.rooms.delete(key);
    }
  }

  private openWindow(key: string): void {
    const timer = setTimeout(() => {
      const open = this.rooms.get(key);
      if (!open) return;
      const due = open.pending.splice(0);
      const [first] = due;
      if (!first) {
        this.rooms.delete(key);
        return;
      }
      this.send(first.message.session_id, first.message.room, due);
      this.openWindow(key);
    }, this.everyMs);
    timer.unref();
    const open = this.rooms.get(key);
    if (open) open.timer = timer;
    else this.rooms.set(key, { timer, pending: [] });
  }

  private send(sessionId: number, room: ChatRoom, due: RoomWindow['pending']): void {
    const [first, ...rest] = due;
    if (!first) return;
    if (rest.length === 0) this.sink.one(first.message, first.originSocketId);
    else
      this.sink.many(
        sessionId,
        room,
        due.map((d) => d.message),
      );
  }
}
