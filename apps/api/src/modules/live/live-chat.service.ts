import {
  LIVE_MESSAGES,
  type ChatReaction,
  type ChatReactionUpdated,
  type SendSessionChatBody,
  type SessionChatMessage,
  type SessionChatPage,
  type SessionChatQuery,
} from '@atria/contracts/live';
import type { Actor, AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { loadLiveFacts, requireLiveSession } from './live.access';
import { toChatMessage } from './live.mapper';
import { livePolicy } from './live.policy';
import { liveChatRepository as repo } from './live-chat.repository';
import { liveModerationRepository as moderation } from './live-moderation.repository';
import { spendLiveLimit } from './live-limits';

const canSeeSession = (f: Parameters<typeof livePolicy.canReadRoom>[0]) => livePolicy.canReadRoom(f, 'PUBLIC');

export function createLiveChatService(ctx: AppContext) {
  const { db, domainEvents } = ctx;

  /** The session if the actor may read `room`: NOT_FOUND for outsiders and the banned, FORBIDDEN for the backstage. */
  async function requireRoom(actor: Actor, sessionId: number, room: SessionChatQuery['room']) {
    const found = await requireLiveSession(db, sessionId, actor.id, canSeeSession);
    if (!livePolicy.canReadRoom(found.facts, room)) throw forbidden(LIVE_MESSAGES.backstageOnly);
    return found;
  }

  return {
    /**
     * Whether the actor may watch the session, its backstage, and the staff's room (poll results): null for
     * outsiders and the banned (the check behind joining and staying in the session's socket rooms).
     */
    async watchAccess(
      actor: Pick<Actor, 'id'>,
      sessionId: number,
    ): Promise<{ eventId: number; backstage: boolean; staff: boolean; mutedUntil: Date | null } | null> {
      const found = await loadLiveFacts(db, sessionId, actor.id);
      if (!found || !canSeeSession(found.facts)) return null;
      return {
        eventId: found.session.event_id,
        backstage: livePolicy.canReadRoom(found.facts, 'BACKSTAGE'),
        staff: livePolicy.canManagePolls(found.facts),
        mutedUntil: livePolicy.isMuted(found.facts, new Date()) ? found.facts.mutedUntil : null,
      };
    },

    /** A page of a room's history, newest first, before the `before` cursor. NOT_FOUND / FORBIDDEN as requireRoom. */
    async history(actor: Actor, sessionId: number, q: SessionChatQuery): Promise<SessionChatPage> {
      await requireRoom(actor, sessionId, q.room);
      const rows = await repo.page(db, sessionId, q.room, q.before, q.limit + 1);
      const page = rows.slice(0, q.limit);
      const last = page[page.length - 1];
      const reactions = await repo.reactionsOf(
        db,
        page.map((m) => m.id),
        actor.id,
      );
      return {
        messages: page.map((m) => toChatMessage(m, reactions.get(m.id))),
        next_before: rows.length > q.limit && last ? last.id : null,
      };
    },

    /**
     * Posts a message in a room, then publishes `live.chat_message_created`. Throws NOT_FOUND / FORBIDDEN as
     * requireRoom, FORBIDDEN while muted, RATE_LIMITED past LIVE_LIMITS.chat (the attempt counts first, so
     * concurrent sends cannot overshoot).
     */
    async send(
      actor: Actor,
      sessionId: number,
      body: SendSessionChatBody,
      origin: { socketId?: string } = {},
    ): Promise<SessionChatMessage> {
      const found = await requireRoom(actor, sessionId, body.room);
      if (!livePolicy.canPost(found.facts, body.room, new Date())) throw forbidden(LIVE_MESSAGES.muted);
      spendLiveLimit(ctx, 'chat', actor.id, LIVE_MESSAGES.chatRateLimited);
      const row = await repo.insert(db, {
        session_id: sessionId,
        room: body.room,
        author_id: actor.id,
        body: body.body,
      });
      const message = toChatMessage(row);
      domainEvents.publish('live.chat_message_created', { message, originSocketId: origin.socketId });
      return message;
    },

    /**
     * Adds (`on`) or takes back the actor's `emoji` reaction on a message, then tells the message's room the new
     * count. Idempotent. NOT_FOUND for a message the actor cannot see (or deleted), FORBIDDEN while muted,
     * RATE_LIMITED past LIVE_LIMITS.reaction.
     */
    async react(actor: Actor, messageId: number, emoji: ChatReaction, on: boolean): Promise<ChatReactionUpdated> {
      const msg = await repo.findWithEvent(db, messageId);
      const found = msg && !msg.deleted_at ? await loadLiveFacts(db, msg.session_id, actor.id) : undefined;
      if (!msg || !found || !livePolicy.canReadRoom(found.facts, msg.room)) throw notFound('Message');
      if (!livePolicy.canPost(found.facts, msg.room, new Date())) throw forbidden(LIVE_MESSAGES.muted);
      spendLiveLimit(ctx, 'reaction', actor.id, LIVE_MESSAGES.reactionRateLimited);
      const count = await repo.react(db, messageId, actor.id, emoji, on);
      const update: ChatReactionUpdated = {
        session_id: msg.session_id,
        room: msg.room,
        message_id: messageId,
        emoji,
        count,
        user_id: actor.id,
        reacted: on,
      };
      domainEvents.publish('live.chat_reaction_updated', update);
      return update;
    },

    /**
     * Deletes a message: its author, or the event's staff (logged). Idempotent. NOT_FOUND for a message the
     * actor cannot see, FORBIDDEN for someone else's message when not staff.
     */
    async deleteMessage(actor: Actor, messageId: number): Promise<void> {
      const msg = await repo.findWithEvent(db, messageId);
      const found = msg ? await loadLiveFacts(db, msg.session_id, actor.id) : undefined;
      if (!msg || !found || !livePolicy.canReadRoom(found.facts, msg.room)) throw notFound('Message');
      const own = msg.author_id === actor.id;
      if (!own && !livePolicy.canModerate(found.facts)) throw forbidden(LIVE_MESSAGES.cannotModerate);
      spendLiveLimit(ctx, 'moderation', actor.id, LIVE_MESSAGES.chatRateLimited);
      const deleted = await db.transaction(async (tx) => {
        const changed = await repo.softDelete(tx, messageId, actor.id);
        if (changed && !own) {
          await moderation.log(tx, {
            event_id: msg.event_id,
            actor_id: actor.id,
            action: 'DELETE_MESSAGE',
            target_user_id: msg.author_id,
            target_id: messageId,
            reason: null,
          });
        }
        return changed;
      });
      if (deleted)
        domainEvents.publish('live.chat_message_deleted', { sessionId: msg.session_id, room: msg.room, messageId });
    },
  };
}

export type LiveChatService = ReturnType<typeof createLiveChatService>;
