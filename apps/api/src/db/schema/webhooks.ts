import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * An organization's outbound webhook endpoint (docs/api.md#webhooks). `secret` signs every delivery, so it is
 * kept in clear (an HMAC key cannot be hashed); it is shown to admins once, when created or rotated.
 * `event_types` are the categories it receives (`event`, `session`, `participant`, `invitation`, `sponsor`,
 * `poll`). `lease_until` is the delivery lease: one worker at a time delivers an endpoint's queue, in order.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    event_types: text('event_types').array().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was turned off by the server (`failing`), null when an admin did it or it is on. */
    disabled_reason: text('disabled_reason'),
    lease_until: timestamp('lease_until', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_organization_idx').on(t.organization_id),
    // Every foreign key has an index leading with it (a user's deletion sets these to null).
    index('webhook_endpoints_created_by_idx').on(t.created_by),
  ],
);

/** What happened, once per change, whatever the number of endpoints it goes to. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** `session.updated`, `participant.added`, `webhook.test`... */
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_organization_idx').on(t.organization_id, t.id)],
);

/** pending: waiting for (another) attempt; delivered: a 2xx answer; failed: given up after the retry window. */
export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['pending', 'delivered', 'failed']);

/** One event to one endpoint; delivered in `id` order per endpoint. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpoint_id: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event_id: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: webhookDeliveryStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    first_attempt_at: timestamp('first_attempt_at', { withTimezone: true }),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
    /** The receiver's HTTP status of the last attempt; null when none came (refused, timed out, blocked). */
    last_status_code: integer('last_status_code'),
    last_duration_ms: integer('last_duration_ms'),
    last_error: text('last_error'),
    /** Set on a copy made by "redeliver": the delivery it repeats. */
    redelivery_of: bigint('redelivery_of', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpoint_id, t.id),
    index('webhook_deliveries_queue_idx')
      .on(t.endpoint_id, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_event_idx').on(t.event_id),
  ],
);
