import {
  CHAT_MESSAGES,
  MESSAGES,
  type CreateThreadBody,
  type MarkReadResponse,
  type Message,
  type MessagesPage,
  type MessagesQuery,
  type SendMessageBody,
  type Thread,
  type ThreadsQuery,
  type ThreadsResponse,
  listMeta,
} from '@atria/contracts';
import { NETWORK_MESSAGES } from '@atria/contracts/network';
import type { Actor, AppContext } from '../../context';
import { AppError, forbidden, notFound, validation } from '../../errors';
import { SlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import { firstMessageThread, toChatUser, toMessage, toThread } from './messages.mapper';
import { messagesPolicy as policy } from './messages.policy';
import { messagesRepository as repo } from './messages.repository';

/** Per-user send limit: at most this many messages in any window of this length (see SlidingWindowLimiter). */
export const SEND_LIMIT = { max: 20, windowMs: 10_000 } as const;

/**
 * The messages service of one app. Built once per app (services.ts) and shared by the HTTP routes and the socket
 * handlers, so its send limiter counts a user's messages whichever way they come.
 */
export function createMessagesService(ctx: AppContext) {
  const { db, domainEvents, changes } = ctx;
  /**
   * A message write is dropped from this instance's cached answers at once; with several instances (REDIS_URL)
   * it is announced to the others too, before the sockets are told (messages have no notifying trigger: see
   * ChangeFeed.announce).
   */
  const scopesOf = (threadId: number, userIds: number[]) => [
    `thread:${threadId}`,
    ...userIds.map((id) => `inbox:${id}`),
  ];
  const changed = async (threadId: number, ...userIds: number[]) => {
    const scopes = scopesOf(threadId, userIds);
    changes.invalidate(scopes);
    if (ctx.env.REDIS_URL) await changes.announce(scopes);
  };
  const limiter = new SlidingWindowLimiter(SEND_LIMIT.max, SEND_LIMIT.windowMs);

  /** The thread with its participants; NOT_FOUND for anyone but its two participants. */
  async function requireThread(actor: Actor, threadId: number) {
    const found = await repo.findThread(db, threadId);
    const access = found ? policy.access(actor.id, found.thread, found.relationshipHolds) : 'none';
    if (!found || access === 'none') throw notFound('Thread');
    const other = found.thread.user_low_id === actor.id ? found.high : found.low;
    return { ...found, other, access };
  }

  /** The thread as `userId` sees it; it exists and `userId` takes part (callers checked). */
  async function threadAs(userId: number, threadId: number): Promise<Thread> {
    const row = (await repo.listThreads(db, userId, { threadId }, { limit: 1, offset: 0 })).rows[0];
    if (!row) throw notFound('Thread');
    return toThread(row);
  }

  return {
    /** A page of the caller's threads, newest activity first, optionally only those of one event. */
    async listThreads(actor: Actor, q: ThreadsQuery): Promise<ThreadsResponse> {
      const { rows, total } = await repo.listThreads(
        db,
        actor.id,
        { eventId: q.event_id },
        { limit: q.per_page, offset: (q.page - 1) * q.per_page },
      );
      return { threads: rows.map(toThread), ...listMeta(total, q) };
    },

    /**
     * Opens the thread between the caller and `user_id` in the given context (general or one event), or returns
     * the existing one. Throws VALIDATION for yourself or a user outside the event, NOT_FOUND for a user (or
     * event) the caller shares nothing with.
     */
    async createThread(actor: Actor, body: CreateThreadBody): Promise<{ thread: Thread; created: boolean }> {
      const eventId = body.event_id ?? null;
      const facts =
        actor.id === body.user_id
          ? { targetExists: true, sharesContext: true }
          : await repo.startFacts(db, actor.id, body.user_id, eventId);
      switch (policy.canStart(actor.id, body.user_id, eventId, facts)) {
        case 'self':
          throw validation(CHAT_MESSAGES.messageYourself, { user_id: [CHAT_MESSAGES.messageYourself] });
        case 'unknown-user':
          throw notFound('User');
        case 'unknown-event':
          throw new AppError('NOT_FOUND', MESSAGES.eventNotFound);
        case 'target-not-in-event':
          throw validation(CHAT_MESSAGES.notInEvent, { user_id: [CHAT_MESSAGES.notInEvent] });
        case 'ok':
          break;
      }
      const pair = policy.pair(actor.id, body.user_id);
      const existing = await repo.findThreadByPair(db, pair.user_low_id, pair.user_high_id, eventId);
      // Blocks and the other person's message setting (docs/networking.md): a block closes every thread of the
      // pair; the setting only keeps new conversations from starting.
      if (!policy.mayOpen(facts, existing !== undefined)) throw forbidden(NETWORK_MESSAGES.messagesNotAllowed);
      const inserted = existing ? undefined : await repo.insertThread(db, { ...pair, event_id: eventId });
      const row =
        existing ?? inserted ?? (await repo.findThreadByPair(db, pair.user_low_id, pair.user_high_id, eventId));
      if (!row) throw new Error('thread vanished right after its insert conflicted');
      const thread = await threadAs(actor.id, row.id);
      // A new thread's row is announced by its trigger; only this instance's copies are dropped here at once.
      if (inserted) changes.invalidate(scopesOf(row.id, [actor.id, body.user_id]));
      if (inserted)
        domainEvents.publish('dm.thread_created', { thread, createdBy: actor.id, otherUserId: body.user_id });
      return { thread, created: inserted !== undefined };
    },

    /** A page of a thread's messages, counted from the newest, in chronological order. NOT_FOUND for outsiders. */
    async listMessages(actor: Actor, threadId: number, q: MessagesQuery): Promise<MessagesPage> {
      // The thread (for its participants only) and the page (likewise) are asked at once: one round trip.
      const [head, rows] = await Promise.all([
        repo.threadPageHead(db, threadId, actor.id),
        repo.pageMessages(db, threadId, actor.id, q.per_page, (q.page - 1) * q.per_page),
      ]);
      if (!head) throw notFound('Thread');
      const other = head.thread.user_low_id === actor.id ? head.high : head.low;
      return {
        messages: rows.reverse().map((r) => toMessage(r, actor.id)),
        pagination: {
          page: q.page,
          per_page: q.per_page,
          total_items: head.total,
          has_next: q.page * q.per_page < head.total,
        },
        thread_id: threadId,
        other_user: toChatUser(other),
        is_encrypted: head.encrypted,
      };
    },

    /**
     * Stores a message exactly as sent, commits, then publishes `dm.message_created` (which reaches both
     * participants' sockets but the one it came from, which gets its answer instead). Throws NOT_FOUND for
     * outsiders, FORBIDDEN once the pair no longer shares a context, RATE_LIMITED (with Retry-After) past
     * SEND_LIMIT.
     *
     * One statement per message: the access rule is checked by the statement that appends (see
     * repo.appendChecked), not by an earlier query nor a cache, so a user who lost the relationship cannot send
     * a single message more, whichever instance or write took it away. The send counts towards the limit
     * before the statement runs (so concurrent sends cannot overshoot it); a refused send counts too.
     */
    async sendMessage(
      actor: Actor,
      threadId: number,
      body: SendMessageBody,
      origin: { socketId?: string } = {},
    ): Promise<Message> {
      const decision = limiter.tryAcquire(String(actor.id));
      if (!decision.allowed) {
        // Refusals keep precedence over the limit, as when the access check came first: 404 and 403 before 429.
        const t = await requireThread(actor, threadId);
        if (t.access !== 'read-write') throw forbidden(CHAT_MESSAGES.cannotMessage);
        throw new AppError('RATE_LIMITED', CHAT_MESSAGES.sendRateLimited, undefined, {
          'retry-after': String(decision.retryAfterSeconds),
        });
      }
      const sent = await repo.appendChecked(db, {
        thread_id: threadId,
        sender_id: actor.id,
        content: body.content,
        encrypted_content: body.encrypted_content ?? null,
      });
      if (sent.kind === 'not-found') throw notFound('Thread');
      if (sent.kind === 'forbidden') throw forbidden(CHAT_MESSAGES.cannotMessage);
      const recipientId = sent.otherId;
      await changed(threadId, actor.id, recipientId);
      const recipientThread = sent.first ? firstMessageThread(sent.row, sent.eventId, sent.sender) : null;
      const message = toMessage(sent.row, actor.id);
      domainEvents.publish('dm.message_created', {
        message,
        senderId: actor.id,
        recipientId,
        recipientThread,
        originSocketId: origin.socketId,
      });
      return message;
    },

    /**
     * Marks the other participant's messages in the thread READ and, when any changed, publishes
     * `dm.messages_read` (the sender gets `messages_read`). Idempotent. NOT_FOUND for outsiders.
     */
    async markRead(actor: Actor, threadId: number): Promise<MarkReadResponse> {
      // One statement: the participant check and the update (markReadChecked).
      const done = await repo.markReadChecked(db, threadId, actor.id);
      if (!done) throw notFound('Thread');
      const { otherId, messageIds } = done;
      if (messageIds.length > 0) {
        await changed(threadId, actor.id, otherId);
        domainEvents.publish('dm.messages_read', { threadId, readerId: actor.id, otherUserId: otherId, messageIds });
      }
      return { thread_id: threadId, reader_id: actor.id, message_ids: messageIds };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
