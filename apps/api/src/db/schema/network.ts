import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { connectionStatus, reportStatus } from './enums';
import { events } from './events';
import { media } from './media';
import { directMessages } from './messages';
import { users } from './users';

/**
 * A connection between two people, or a request for one (docs/networking.md). One row per pair whoever asked:
 * user_low_id < user_high_id, so two people asking each other at once end up with one row. Not tied to an
 * event: a connection outlives the event where it was made.
 */
export const connections = pgTable(
  'connections',
  {
    id: serial('id').primaryKey(),
    user_low_id: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_high_id: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requester_id: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING, ACCEPTED, or DECLINED (which the requester still sees as pending: they are not told). */
    status: connectionStatus('status').notNull().default('PENDING'),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    responded_at: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connections_pair_uq').on(t.user_low_id, t.user_high_id),
    index('connections_high_idx').on(t.user_high_id, t.status),
    index('connections_low_status_idx').on(t.user_low_id, t.status),
    index('connections_requester_idx').on(t.requester_id),
    check('connections_pair_ck', sql`${t.user_low_id} < ${t.user_high_id}`),
    check(
      'connections_requester_ck',
      sql`${t.requester_id} = ${t.user_low_id} or ${t.requester_id} = ${t.user_high_id}`,
    ),
    check('connections_note_ck', sql`${t.note} is null or char_length(${t.note}) <= 300`),
  ],
);

/** `blocker_id` blocked `blocked_id`: no messages, no requests, hidden from each other's directory. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blocker_id: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blocked_id: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blocker_id, t.blocked_id] }),
    index('user_blocks_blocked_idx').on(t.blocked_id),
    check('user_blocks_self_ck', sql`${t.blocker_id} <> ${t.blocked_id}`),
  ],
);

/** A person or a direct message reported to an event's moderators. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    reporter_id: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reported_user_id: integer('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    message_id: bigint('message_id', { mode: 'number' }).references(() => directMessages.id, {
      onDelete: 'set null',
    }),
    /** The message's text when it was reported, so moderators read what was reported even if it goes. */
    message_content: text('message_content'),
    message_sent_at: timestamp('message_sent_at', { withTimezone: true }),
    reason: text('reason').notNull(),
    status: reportStatus('status').notNull().default('OPEN'),
    resolution: text('resolution'),
    resolved_by: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_event_status_idx').on(t.event_id, t.status, t.id),
    index('reports_reporter_idx').on(t.reporter_id),
    index('reports_reported_idx').on(t.reported_user_id),
    index('reports_message_idx').on(t.message_id),
    index('reports_resolved_by_idx').on(t.resolved_by),
  ],
);

/** A sponsor level of an event ("Gold", "Silver"...), shown in `order`. */
export const sponsorTiers = pgTable(
  'sponsor_tiers',
  {
    id: serial('id').primaryKey(),
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: integer('order').notNull(),
    colour: text('colour'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sponsor_tiers_event_idx').on(t.event_id, t.order)],
);

export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tier_id: integer('tier_id')
      .notNull()
      .references(() => sponsorTiers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    website_url: text('website_url'),
    featured: boolean('featured').notNull().default(false),
    order: integer('order').notNull(),
    /** The uploaded logo (docs/images.md, purpose SPONSOR_LOGO); set null when that image is deleted. */
    logo_media_id: integer('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sponsors_event_idx').on(t.event_id),
    index('sponsors_tier_idx').on(t.tier_id, t.order),
    index('sponsors_logo_media_idx').on(t.logo_media_id),
  ],
);

/**
 * An event's networking settings (docs/networking.md#networking-settings), a row once its organizers first change
 * them: an event without one has its directory open and no icebreaker prompt.
 */
export const eventNetworkingSettings = pgTable(
  'event_networking_settings',
  {
    event_id: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    directory_enabled: boolean('directory_enabled').notNull().default(true),
    icebreaker: text('icebreaker'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'event_networking_icebreaker_ck',
      sql`${t.icebreaker} is null or char_length(${t.icebreaker}) between 1 and 200`,
    ),
  ],
);
