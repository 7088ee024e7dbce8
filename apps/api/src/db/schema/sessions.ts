import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import { sessionStatus, sessionType, speakerRole } from './enums';
import { events } from './events';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    session_type: sessionType('session_type').notNull().default('PRESENTATION'),
    day_number: integer('day_number').notNull().default(1),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
    stream_url: text('stream_url'),
    status: sessionStatus('status').notNull().default('UPCOMING'),
    /**
     * The iCalendar SEQUENCE of the session's calendar entry: raised by triggers (migration calendar_triggers)
     * whenever what a calendar shows changes — title, description, day, times, status, stream URL, or the
     * event's start date, zone or title (docs/calendar.md#feeds).
     */
    calendar_sequence: integer('calendar_sequence').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_event_day_idx').on(t.event_id, t.day_number, t.start_time),
    check('sessions_day_number_ck', sql`${t.day_number} >= 1`),
    check('sessions_times_ck', sql`${t.end_time} > ${t.start_time}`),
  ],
);

export const sessionSpeakers = pgTable(
  'session_speakers',
  {
    session_id: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: speakerRole('role').notNull().default('SPEAKER'),
    /** 1..n within a session, kept without gaps by the service. */
    order: integer('order').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.session_id, t.user_id] }),
    index('session_speakers_user_idx').on(t.user_id),
    check('session_speakers_order_ck', sql`${t.order} >= 1`),
  ],
);
