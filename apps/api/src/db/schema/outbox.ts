import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events';
import { organizations } from './organizations';

/**
 * pending: waiting for (another) attempt; sent: delivered; failed: gave up after the last attempt; held: not sent
 * because no transport is configured for its kind (mail without SMTP_URL). docs/outbox.md#states
 */
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed', 'held']);

/**
 * Side effects that leave the process (mail today; webhooks and reminders later), written in the same transaction
 * as their cause and delivered by the outbox workers (modules/outbox). docs/outbox.md
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler delivers it, e.g. `mail`. */
    kind: text('kind').notNull(),
    /** What the handler needs, as the kind defines it; secrets in it are dropped once delivered. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** One line an admin recognizes the item by (a mail's subject). */
    summary: text('summary').notNull(),
    /** Who it goes to (a mail's address), shown to admins. */
    recipient: text('recipient').notNull(),
    organization_id: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    event_id: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it next; a worker taking it moves this forward by its lease. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_organization_idx').on(t.organization_id, t.created_at),
    index('outbox_event_idx').on(t.event_id, t.created_at),
  ],
);
