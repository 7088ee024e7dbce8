import { EventEmitter } from 'node:events';
import type { Message, SessionStatus, Thread } from '@atria/contracts';
import type { ChatReactionUpdated, Poll, PollResults, Question, SessionChatMessage } from '@atria/contracts/live';
import type { Notification } from '@atria/contracts/notifications';
import type { ConnectionRequestNotice, ConnectionUpdated } from '@atria/contracts/network';

/**
 * Domain events published by services after their transaction commits. realtime/publisher.ts is the only
 * subscriber that talks to sockets; services never reach for `io` themselves. Payloads carry what the
 * subscribers need (already mapped), so fan-out costs no further queries.
 */
export interface DomainEventMap {
  /** A new thread; `thread` as the creator sees it. */
  'dm.thread_created': { thread: Thread; createdBy: number; otherUserId: number };
  /**
   * A committed message; `message.is_sender` is from the sender's side. `recipientThread` (the thread as the
   * recipient sees it) is set for the first message of a thread: that is when the recipient learns of it.
   * `originSocketId`: the socket that sent it, which has its answer already and needs no copy.
   */
  'dm.message_created': {
    message: Message;
    senderId: number;
    recipientId: number;
    recipientThread: Thread | null;
    originSocketId?: string;
  };
  'dm.messages_read': { threadId: number; readerId: number; otherUserId: number; messageIds: number[] };
  /** A session chat message was committed (docs/live.md); `originSocketId` already has its answer. */
  'live.chat_message_created': { message: SessionChatMessage; originSocketId?: string };
  'live.chat_message_deleted': { sessionId: number; room: 'PUBLIC' | 'BACKSTAGE'; messageId: number };
  /** Someone reacted to a chat message or took the reaction back: the message's new count for that reaction. */
  'live.chat_reaction_updated': ChatReactionUpdated;
  /**
   * A question was asked or changed. `publicView` is what attendees see (null while hidden: it disappears for
   * them), `staffView` what the backstage sees (anonymous authors shown).
   */
  'live.question_changed': { sessionId: number; questionId: number; publicView: Question | null; staffView: Question };
  'live.question_deleted': { sessionId: number; questionId: number };
  /** A question was asked; views as in `live.question_changed`. `originSocketId` has its answer already. */
  'live.question_created': { sessionId: number; publicView: Question; staffView: Question; originSocketId?: string };
  /** A poll was opened (`poll` without results) or closed (`poll` with its final results). */
  'live.poll_opened': { poll: Poll };
  'live.poll_closed': { poll: Poll };
  /** Someone voted (or changed their vote) in an open poll: its results changed, and `userId` may now see them. */
  'live.poll_voted': { sessionId: number; pollId: number; userId: number };
  /** An open poll's current results, coalesced (realtime/poll-results.ts). */
  'live.poll_results': { results: PollResults };
  /** A participant was muted in an event until `until`, or their mute was lifted (`until` null). */
  'live.user_muted': { eventId: number; userId: number; until: Date | null };
  /** The number of people watching a session changed (realtime/presence-broadcast.ts). */
  'live.presence_changed': { sessionId: number; watching: number };
  /** Someone is typing in a session's chat room; `socketId` is theirs (not told of their own typing). */
  'live.typing': { sessionId: number; room: 'PUBLIC' | 'BACKSTAGE'; userId: number; socketId: string };
  /** An organizer changed a session's status (LIVE, COMPLETED...). */
  'session.status_changed': { sessionId: number; eventId: number; status: SessionStatus };
  /** A notification was committed for a user (a session reminder, docs/notifications.md). */
  'notification.created': { userId: number; notification: Notification };
  /** A login ended: logout, or reuse of a rotated refresh token revoked its family. */
  'auth.session_revoked': { userId: number; familyId: string };
  /** Someone asked `userId` to connect (docs/networking.md); the notice is from the recipient's side. */
  'network.connection_request': { userId: number; notice: ConnectionRequestNotice };
  /** A connection of `userId` changed; the update is from their side. */
  'network.connection_updated': { userId: number; update: ConnectionUpdated };
}

export class DomainEvents {
  private readonly emitter = new EventEmitter();

  publish<K extends keyof DomainEventMap>(name: K, payload: DomainEventMap[K]): void {
    this.emitter.emit(name, payload);
  }

  subscribe<K extends keyof DomainEventMap>(name: K, listener: (payload: DomainEventMap[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
