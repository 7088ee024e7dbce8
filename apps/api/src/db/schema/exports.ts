import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's request for an archive of their own data (docs/api.md#your-data-export), built in the background by
 * the export worker (modules/export/export.worker.ts). At most one PENDING or RUNNING job per person. The archive
 * is a file in the data dir named `file_key`; the row and its file go when it expires or the account is deleted.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING → RUNNING → READY or FAILED. */
    status: text('status', { enum: ['PENDING', 'RUNNING', 'READY', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    /** The archive's file name in the exports folder; set once READY. */
    file_key: text('file_key'),
    size_bytes: bigint('size_bytes', { mode: 'number' }),
    /** Tries so far: a worker that died leaves its RUNNING job to be taken again once its lease ends. */
    attempts: integer('attempts').notNull().default(0),
    /** While RUNNING: no other worker takes the job before this. */
    lease_until: timestamp('lease_until', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** Once READY or FAILED: the row and its file are removed after this. */
    expires_at: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.user_id, t.id),
    // One export under way per person: a second request answers the first.
    uniqueIndex('data_exports_one_active_uq')
      .on(t.user_id)
      .where(sql`${t.status} in ('PENDING', 'RUNNING')`),
    index('data_exports_due_idx').on(t.status, t.id),
    check('data_exports_status_ck', sql`${t.status} in ('PENDING', 'RUNNING', 'READY', 'FAILED')`),
  ],
);
