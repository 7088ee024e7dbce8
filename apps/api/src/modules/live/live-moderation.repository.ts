import { and, desc, eq, lt } from 'drizzle-orm';
import type { ModerationActionName } from '@atria/contracts/live';
import type { Db } from '../../db/client';
import { eventBans, eventMutes, moderationLog } from '../../db/schema';

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

  /** Newest first, older than `before` when given. */
  async page(db: Db, eventId: number, before: number | undefined, limit: number) {
    return db
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.event_id, eventId), before === undefined ? undefined : lt(moderationLog.id, before)))
      .orderBy(desc(moderationLog.id))
      .limit(limit);
  },
};
