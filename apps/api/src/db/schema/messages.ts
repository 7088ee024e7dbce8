import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { messageStatus } from './enums';
import { events } from './events';
import { users } from './users';

/** A conversation between two users, optionally in the context of an event. user_low_id < user_high_id. */
export const directMessageThreads = pgTable(
  'direct_message_threads',
  {
    id: serial('id').primaryKey(),
    user_low_id: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_high_id: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event_id: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_message_at: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dm_threads_pair_context_uq').on(t.user_low_id, t.user_high_id, sql`coalesce(${t.event_id}, 0)`),
    index('dm_threads_user_low_idx').on(t.user_low_id, t.last_message_at),
    index('dm_threads_user_high_idx').on(t.user_high_id, t.last_message_at),
    index('dm_threads_event_idx').on(t.event_id),
    check('dm_threads_pair_ck', sql`${t.user_low_id} < ${t.user_high_id}`),
  ],
);

export const directMessages = pgTable(
  'direct_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    thread_id: integer('thread_id')
      .notNull()
      .references(() => directMessageThreads.id, { onDelete: 'cascade' }),
    sender_id: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    encrypted_content: text('encrypted_content'),
    status: messageStatus('status').notNull().default('SENT'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('direct_messages_thread_idx').on(t.thread_id, t.id),
    index('direct_messages_sender_idx').on(t.sender_id),
    check('direct_messages_content_ck', sql`char_length(${t.content}) between 1 and 5000`),
  ],
);
