import {
  LIVE_MESSAGES,
  type BanBody,
  type ModerationLogPage,
  type ModerationLogQuery,
  type MuteBody,
  type MuteResult,
} from '@atria/contracts/live';
import type { Actor, AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { loadEventAccess } from '../events/events.access';
import { eventsPolicy, type EventAccess } from '../events/events.policy';
import { toLogEntry } from './live.mapper';
import { livePolicy, type LiveFacts } from './live.policy';
import { liveModerationRepository as repo } from './live-moderation.repository';
import { spendLiveLimit } from './live-limits';

export function createLiveModerationService(ctx: AppContext) {
  const { db, changes, domainEvents } = ctx;

  /** The actor as a moderator of the event: NOT_FOUND when they cannot see it, FORBIDDEN when not staff. */
  async function requireModerator(actor: Actor, eventId: number): Promise<LiveFacts> {
    const found = await loadEventAccess(db, eventId, actor.id);
    if (!found || !eventsPolicy.canView(found.access)) throw notFound('Event');
    const facts: LiveFacts = { access: found.access, isSessionSpeaker: false, banned: false, mutedUntil: null };
    if (!livePolicy.canModerate(facts)) throw forbidden(LIVE_MESSAGES.cannotModerate);
    return facts;
  }

  /**
   * The target's roles in the event: NOT_FOUND for someone who takes no part in it (or does not exist),
   * FORBIDDEN for the event's staff (they cannot be muted or banned).
   */
  async function requireSanctionable(moderator: LiveFacts, eventId: number, userId: number): Promise<EventAccess> {
    const target = await loadEventAccess(db, eventId, userId);
    const access = target?.access ?? { orgRole: null, eventRole: null };
    if (access.orgRole === null && access.eventRole === null) throw notFound('User');
    if (!livePolicy.canSanction(moderator, access)) throw forbidden(LIVE_MESSAGES.cannotModerateStaff);
    return access;
  }

  return {
    /** Mutes a participant in the event's chats and Q&A for `minutes` (replacing a running mute). Logged. */
    async mute(actor: Actor, eventId: number, body: MuteBody): Promise<MuteResult> {
      const facts = await requireModerator(actor, eventId);
      await requireSanctionable(facts, eventId, body.user_id);
      spendLiveLimit(ctx, 'moderation', actor.id, LIVE_MESSAGES.chatRateLimited);
      const until = new Date(Date.now() + body.minutes * 60_000);
      await db.transaction(async (tx) => {
        await repo.mute(tx, { event_id: eventId, user_id: body.user_id, until, created_by: actor.id });
        await repo.log(tx, {
          event_id: eventId,
          actor_id: actor.id,
          action: 'MUTE',
          target_user_id: body.user_id,
          target_id: null,
          reason: body.reason ?? null,
        });
      });
      domainEvents.publish('live.user_muted', { eventId, userId: body.user_id, until });
      return { event_id: eventId, user_id: body.user_id, until: until.toISOString() };
    },

    async unmute(actor: Actor, eventId: number, userId: number): Promise<void> {
      await requireModerator(actor, eventId);
      spendLiveLimit(ctx, 'moderation', actor.id, LIVE_MESSAGES.chatRateLimited);
      const lifted = await db.transaction(async (tx) => {
        const removed = await repo.unmute(tx, eventId, userId);
        if (removed) {
          await repo.log(tx, {
            event_id: eventId,
            actor_id: actor.id,
            action: 'UNMUTE',
            target_user_id: userId,
            target_id: null,
            reason: null,
          });
        }
        return removed;
      });
      if (lifted) domainEvents.publish('live.user_muted', { eventId, userId, until: null });
    },

    /**
     * Bans someone from the event: from then on the event, its sessions, chats, Q&A, polls and event-context DMs
     * answer them NOT_FOUND, and their sockets leave its live rooms: at once here, and on the other instances when
     * the database's change notification (`user:<id>`) reaches them (realtime/live-rooms.ts). Idempotent; logged.
     */
    async ban(actor: Actor, eventId: number, body: BanBody): Promise<void> {
      const facts = await requireModerator(actor, eventId);
      await requireSanctionable(facts, eventId, body.user_id);
      spendLiveLimit(ctx, 'moderation', actor.id, LIVE_MESSAGES.chatRateLimited);
      const banned = await db.transaction(async (tx) => {
        const added = await repo.ban(tx, {
          event_id: eventId,
          user_id: body.user_id,
          reason: body.reason ?? null,
          created_by: actor.id,
        });
        if (added)
          await repo.log(tx, {
            event_id: eventId,
            actor_id: actor.id,
            action: 'BAN',
            target_user_id: body.user_id,
            target_id: null,
            reason: body.reason ?? null,
          });
        return added;
      });
      if (banned) changes.invalidate([`event:${eventId}`, `user:${body.user_id}`]);
    },

    async unban(actor: Actor, eventId: number, userId: number): Promise<void> {
      await requireModerator(actor, eventId);
      spendLiveLimit(ctx, 'moderation', actor.id, LIVE_MESSAGES.chatRateLimited);
      await db.transaction(async (tx) => {
        if (await repo.unban(tx, eventId, userId)) {
          await repo.log(tx, {
            event_id: eventId,
            actor_id: actor.id,
            action: 'UNBAN',
            target_user_id: userId,
            target_id: null,
            reason: null,
          });
        }
      });
    },

    /** The event's moderation log, newest first. Staff only (FORBIDDEN for others, NOT_FOUND for outsiders). */
    async log(actor: Actor, eventId: number, q: ModerationLogQuery): Promise<ModerationLogPage> {
      await requireModerator(actor, eventId);
      const rows = await repo.page(db, eventId, q.before, q.limit + 1);
      const page = rows.slice(0, q.limit);
      const last = page[page.length - 1];
      return { entries: page.map(toLogEntry), next_before: rows.length > q.limit && last ? last.id : null };
    },
  };
}

export type LiveModerationService = ReturnType<typeof createLiveModerationService>;
