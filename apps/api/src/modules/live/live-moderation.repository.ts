import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationActionName } from '@atria/contracts/live';
import type { Db } from '../../db/client';
import { eventBans, eventMutes, moderationLog, users } from '../../db/schema';

const actors = alias(users, 'actor');
const targets = alias(users, 'target');
const person = (u: typeof actors | typeof targets) => ({
  id: u.id,
  first_name: u.first_name,
  last_name: u.last_name,
  image_url: u.image_url,
});

/** Mutes, bans and the moderation log: the only Drizzle caller for them. */
export const liveModerationRepository = {
  async mute(db: Db, v: { event_id: number; user_id: number; until: Date; created_by: number }): Promise<void> {
    await db
      .insert(eventMutes)
      .values(v)
      .onConflictDoUpdate({
        target: [eventMutes.event_id, eventMutes.user_id],
        set: { until: v.until, created_by: v.created_by },
      });
  },

  async unmute(db: Db, eventId: number, userId: number): Promise<boolean> {
    const rows = await db
      .delete(eventMutes)
      .where(and(eq(eventMutes.event_id, eventId), eq(eventMutes.user_id, userId)))
      .returning({ user_id: eventMutes.user_id });
    return rows.length > 0;
  },

  /** False when the user was banned already. */
  async ban(
    db: Db,
    v: { event_id: number; user_id: number; reason: string | null; created_by: number },
  ): Promise<boolean> {
    const rows = await db.insert(eventBans).values(v).onConflictDoNothing().returning({ user_id: eventBans.user_id });
    return rows.length > 0;
  },

  async unban(db: Db, eventId: number, userId: number): Promise<boolean> {
    const rows = await db
      .delete(eventBans)
      .where(and(eq(eventBans.event_id, eventId), eq(eventBans.user_id, userId)))
      .returning({ user_id: eventBans.user_id });
    return rows.length > 0;
  },

  async log(
    db: Db,
    v: {
      event_id: number;
      actor_id: number;
      action: ModerationActionName;
      target_user_id: number | null;
      target_id: number | null;
      reason: string | null;
    },
  ): Promise<void> {
    await db.insert(moderationLog).values(v);
  },

  /**
   * Newest first, older than `before` when given, with the actor's and the target's names and where the target
   * stands now (running mute, ban).
   */
  async page(db: Db, eventId: number, before: number | undefined, limit: number) {
    return db
      .select({
        id: moderationLog.id,
        event_id: moderationLog.event_id,
        actor_id: moderationLog.actor_id,
        action: moderationLog.action,
        target_user_id: moderationLog.target_user_id,
        target_id: moderationLog.target_id,
        reason: moderationLog.reason,
        created_at: moderationLog.created_at,
        actor: person(actors),
        target: person(targets),
        target_muted_until:
          sql<Date | null>`(select m.until from ${eventMutes} m where m.event_id = ${moderationLog.event_id}
          and m.user_id = ${moderationLog.target_user_id} and m.until > now())`.mapWith((v: string | Date | null) =>
            v === null ? null : new Date(v),
          ),
        target_banned: sql<boolean>`exists (select 1 from ${eventBans} b where b.event_id = ${moderationLog.event_id}
          and b.user_id = ${moderationLog.target_user_id})`,
      })
      .from(moderationLog)
      .leftJoin(actors, eq(actors.id, moderationLog.actor_id))
      .leftJoin(targets, eq(targets.id, moderationLog.target_user_id))
      .where(and(eq(moderationLog.event_id, eventId), before === undefined ? undefined : lt(moderationLog.id, before)))
      .orderBy(desc(moderationLog.id))
      .limit(limit);
  },

  /** The running mutes (their ends) of the given users in the event. */
  async mutesOf(db: Db, eventId: number, userIds: number[]): Promise<Map<number, Date>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ user_id: eventMutes.user_id, until: eventMutes.until })
      .from(eventMutes)
      .where(
        and(eq(eventMutes.event_id, eventId), inArray(eventMutes.user_id, userIds), gt(eventMutes.until, new Date())),
      );
    return new Map(rows.map((r) => [r.user_id, r.until]));
  },
};
