import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a person is told in the app (the bell, docs/notifications.md): one row per notification, newest read
 * first. `data` holds what the text needs, copied when the notification is made, so it reads the same later
 * even if the session is renamed or deleted.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `session_reminder` today. */
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.id),
    index('notifications_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} is null`),
  ],
);

/**
 * A person's notification settings; no row means the defaults (a reminder 10 minutes before, in the app and by
 * mail). `reminder_minutes` null turns reminders off.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminder_minutes: integer('reminder_minutes'),
  in_app: boolean('in_app').notNull().default(true),
  email: boolean('email').notNull().default(true),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per reminder sent: the person, the session and the instant it was to start. Its primary key is what
 * makes a reminder go out once across instances and restarts: schedulers insert it in the transaction that
 * writes the notification and queues the mail, and a second insert of the same key does nothing. A moved
 * session starts at another instant, so it gets a reminder of its own. Rows whose start is a day past are
 * deleted by the scheduler.
 */
export const sessionReminders = pgTable(
  'session_reminders',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    session_id: integer('session_id').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.session_id, t.starts_at] }),
    index('session_reminders_starts_idx').on(t.starts_at),
  ],
);
