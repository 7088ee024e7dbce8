import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { sessions } from './sessions';
import { users } from './users';

/** The live session's tables (docs/live.md): chat, Q&A, polls, and the event's moderation. */
export const liveChatRoom = pgEnum('live_chat_room', ['PUBLIC', 'BACKSTAGE']);
export const pollKind = pgEnum('poll_kind', ['SINGLE', 'MULTIPLE']);
export const pollStatus = pgEnum('poll_status', ['DRAFT', 'OPEN', 'CLOSED']);
export const moderationAction = pgEnum('moderation_action', [
  'DELETE_MESSAGE',
  'DELETE_QUESTION',
  'HIDE_QUESTION',
  'UNHIDE_QUESTION',
  'MUTE',
  'UNMUTE',
  'BAN',
  'UNBAN',
]);

export const sessionChatMessages = pgTable(
  'session_chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    session_id: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    room: liveChatRoom('room').notNull(),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // History pages walk (session, room) by id downwards.
    index('session_chat_messages_page_idx').on(t.session_id, t.room, t.id),
    index('session_chat_messages_author_idx').on(t.author_id),
    index('session_chat_messages_deleted_by_idx').on(t.deleted_by),
    check('session_chat_messages_body_ck', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/** One row per person and reaction on a chat message (the fixed set of @atria/contracts/live's ChatReaction). */
export const sessionChatReactions = pgTable(
  'session_chat_reactions',
  {
    message_id: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => sessionChatMessages.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.message_id, t.emoji, t.user_id] }),
    index('session_chat_reactions_user_idx').on(t.user_id),
    check(
      'session_chat_reactions_emoji_ck',
      // The contracts' CHAT_REACTIONS (live.routes.test.ts reacts with each of them).
      sql`${t.emoji} in ('thumbs_up', 'heart', 'laugh', 'party', 'wow', 'clap')`,
    ),
  ],
);

export const sessionQuestions = pgTable(
  'session_questions',
  {
    id: serial('id').primaryKey(),
    session_id: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Anonymous to other attendees; moderators, organizers and the session's speakers still see the author. */
    is_anonymous: boolean('is_anonymous').notNull().default(false),
    is_answered: boolean('is_answered').notNull().default(false),
    is_pinned: boolean('is_pinned').notNull().default(false),
    is_hidden: boolean('is_hidden').notNull().default(false),
    /** Kept equal to the question's votes by the statements that add and remove them. */
    upvote_count: integer('upvote_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('session_questions_time_idx').on(t.session_id, t.id),
    index('session_questions_votes_idx').on(t.session_id, t.upvote_count, t.id),
    index('session_questions_author_idx').on(t.author_id),
    index('session_questions_deleted_by_idx').on(t.deleted_by),
    check('session_questions_body_ck', sql`char_length(${t.body}) between 1 and 1000`),
    check('session_questions_upvotes_ck', sql`${t.upvote_count} >= 0`),
  ],
);

export const sessionQuestionVotes = pgTable(
  'session_question_votes',
  {
    question_id: integer('question_id')
      .notNull()
      .references(() => sessionQuestions.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.question_id, t.user_id] }), index('session_question_votes_user_idx').on(t.user_id)],
);

export const sessionPolls = pgTable(
  'session_polls',
  {
    id: serial('id').primaryKey(),
    session_id: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    kind: pollKind('kind').notNull(),
    status: pollStatus('status').notNull().default('DRAFT'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    opened_at: timestamp('opened_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('session_polls_session_idx').on(t.session_id, t.id),
    index('session_polls_created_by_idx').on(t.created_by),
  ],
);

export const sessionPollOptions = pgTable(
  'session_poll_options',
  {
    id: serial('id').primaryKey(),
    poll_id: integer('poll_id')
      .notNull()
      .references(() => sessionPolls.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('session_poll_options_poll_idx').on(t.poll_id, t.position)],
);

/** One row per voter and poll: changing a vote replaces `option_ids` (one id for a single-choice poll). */
export const sessionPollVotes = pgTable(
  'session_poll_votes',
  {
    poll_id: integer('poll_id')
      .notNull()
      .references(() => sessionPolls.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    option_ids: integer('option_ids').array().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.poll_id, t.user_id] }),
    index('session_poll_votes_user_idx').on(t.user_id),
    check('session_poll_votes_options_ck', sql`cardinality(${t.option_ids}) >= 1`),
  ],
);

/** Someone who may not write in the event's chats and Q&A until `until`. */
export const eventMutes = pgTable(
  'event_mutes',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.event_id, t.user_id] }),
    index('event_mutes_user_idx').on(t.user_id),
    index('event_mutes_created_by_idx').on(t.created_by),
  ],
);

/** Someone shut out of the event: its pages, chats, Q&A, polls and event-context DMs (docs/live.md#moderation). */
export const eventBans = pgTable(
  'event_bans',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.event_id, t.user_id] }),
    index('event_bans_user_idx').on(t.user_id),
    index('event_bans_created_by_idx').on(t.created_by),
  ],
);

export const moderationLog = pgTable(
  'moderation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: moderationAction('action').notNull(),
    target_user_id: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The message or question acted on, when there is one. */
    target_id: bigint('target_id', { mode: 'number' }),
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_log_event_idx').on(t.event_id, t.id),
    index('moderation_log_actor_idx').on(t.actor_id),
    index('moderation_log_target_user_idx').on(t.target_user_id),
  ],
);
