import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * What happened in an organization and its events (docs/organizer-console.md#activity): one row per change,
 * written in the same transaction as the change. `event_id` is a plain column (no foreign key): the row of a
 * deleted event stays, with its title in `details`.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    event_id: integer('event_id'),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** One of ACTIVITY_KINDS in the contracts. */
    kind: text('kind').notNull(),
    /** What the entry names (titles, a person's name, a role, counts), as they were at the time. */
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_org_idx').on(t.organization_id, t.id),
    // Every foreign key has an index leading with it (a user's deletion sets the actor to null).
    index('activity_log_actor_idx').on(t.actor_id),
  ],
);
