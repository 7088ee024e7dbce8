import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Personal access tokens (docs/api.md#authenticating-with-a-token), stored as the SHA-256 of the token. Revoking
 * one deletes its row; a trigger announces it on atria_changes (`auth`), so every instance stops accepting it.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    token_hash: text('token_hash').notNull(),
    /** The token's first characters, shown so that its owner can tell tokens apart. */
    prefix: text('prefix').notNull(),
    /** `read` and/or `write`. */
    scopes: text('scopes').array().notNull(),
    /** Only these organizations' resources; null: every organization of the owner. */
    organization_ids: integer('organization_ids').array(),
    /** null: never expires. */
    expires_at: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per token and instance. */
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('personal_access_tokens_hash_uq').on(t.token_hash),
    index('personal_access_tokens_user_idx').on(t.user_id),
  ],
);
