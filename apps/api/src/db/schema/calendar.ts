import { bigint, date, index, integer, pgTable, primaryKey, text, time, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { users } from './users';

/** A person's bookmark of a session ("My agenda"). */
export const sessionBookmarks = pgTable(
  'session_bookmarks',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    session_id: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.session_id] }), index('session_bookmarks_session_idx').on(t.session_id)],
);

/**
 * A person's personal calendar feed: the SHA-256 of its secret token (the token itself is never stored), and
 * the ETag last served with the moment it was first served, which is the feed's Last-Modified.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique('calendar_feeds_token_hash_key'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  served_etag: text('served_etag'),
  served_at: timestamp('served_at', { withTimezone: true }),
  /**
   * Raised by triggers whenever what the feed shows may have changed (migration reminders_triggers, see
   * docs/calendar.md#polling-etag-and-last-modified): with the number of tombstones shown, it is the ETag.
   */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * A deleted session as it was, kept for each person whose feed showed it, so the feed can announce it as
 * cancelled (STATUS:CANCELLED with a higher SEQUENCE). Written by triggers on delete (migration
 * calendar_triggers); kept for a limited time (docs/calendar.md#cancelled-and-deleted-sessions).
 */
export const calendarTombstones = pgTable(
  'calendar_tombstones',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    session_id: integer('session_id').notNull(),
    event_id: integer('event_id').notNull(),
    event_title: text('event_title').notNull(),
    title: text('title').notNull(),
    local_date: date('local_date', { mode: 'string' }).notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
    time_zone: text('time_zone').notNull(),
    sequence: integer('sequence').notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.session_id] }),
    index('calendar_tombstones_deleted_idx').on(t.deleted_at),
  ],
);
