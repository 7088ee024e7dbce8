import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type PreferencesRow = Pick<typeof notificationPreferences.$inferSelect, 'reminder_minutes' | 'in_app' | 'email'>;

export const notificationsRepository = {
  /** One page of the user's notifications, newest first. */
  async page(db: Db, userId: number, limit: number, offset: number): Promise<NotificationRow[]> {
    return db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, userId))
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset(offset);
  },

  async total(db: Db, userId: number): Promise<number> {
    const rows = await db.select({ n: count() }).from(notifications).where(eq(notifications.user_id, userId));
    return rows[0]?.n ?? 0;
  },

  async unread(db: Db, userId: number): Promise<number> {
    const rows = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
    return rows[0]?.n ?? 0;
  },

  /** Marks the user's notification read (keeping the first read time); undefined when it is not theirs. */
  async markRead(db: Db, userId: number, id: number): Promise<NotificationRow | undefined> {
    const rows = await db
      .update(notifications)
      .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
      .returning();
    return rows[0];
  },

  async markAllRead(db: Db, userId: number): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ read_at: sql`now()` })
      .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
      .returning({ id: notifications.id });
    return rows.length;
  },

  async preferences(db: Db, userId: number): Promise<PreferencesRow | undefined> {
    const rows = await db
      .select({
        reminder_minutes: notificationPreferences.reminder_minutes,
        in_app: notificationPreferences.in_app,
        email: notificationPreferences.email,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.user_id, userId));
    return rows[0];
  },

  /**
   * Applies a change in one statement: a first change writes the defaults for what it leaves out; later ones set
   * only the fields they name, so two tabs changing different settings at once both keep theirs.
   */
  async updatePreferences(db: Db, userId: number, change: Partial<PreferencesRow>, defaults: PreferencesRow) {
    const rows = await db
      .insert(notificationPreferences)
      .values({ user_id: userId, ...defaults, ...change })
      .onConflictDoUpdate({ target: notificationPreferences.user_id, set: { ...change, updated_at: sql`now()` } })
      .returning({
        reminder_minutes: notificationPreferences.reminder_minutes,
        in_app: notificationPreferences.in_app,
        email: notificationPreferences.email,
      });
    return rows[0] as PreferencesRow;
  },
};
