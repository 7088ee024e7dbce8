import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { networkAudience } from './enums';
import { events } from './events';
import { media } from './media';
import { organizations } from './organizations';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** null until an invited account is claimed: such an account cannot log in. */
    password_hash: text('password_hash'),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    image_url: text('image_url'),
    /** The uploaded profile picture (docs/images.md); set null when that image is deleted. */
    avatar_media_id: integer('avatar_media_id').references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
    title: text('title'),
    company_name: text('company_name'),
    bio: text('bio'),
    linkedin_url: text('linkedin_url'),
    website_url: text('website_url'),
    /** Privacy (docs/networking.md#privacy): who sees the profile (and finds it in directories), the email, who may message. */
    profile_visibility: networkAudience('profile_visibility').notNull().default('EVERYONE'),
    email_visibility: networkAudience('email_visibility').notNull().default('NOBODY'),
    message_permission: networkAudience('message_permission').notNull().default('EVERYONE'),
    /**
     * The language the person chose (docs/i18n.md#saved-language): `en`, `de` or `ar`, null until they choose
     * one. Mails to them are written in it; error messages use it when a request names no language.
     */
    locale: text('locale', { enum: ['en', 'de', 'ar'] }),
    /** Set when the person deleted their account: the row stays, anonymized, so their messages keep a sender. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_avatar_media_idx').on(t.avatar_media_id),
    check('users_locale_ck', sql`${t.locale} IN ('en', 'de', 'ar')`),
  ],
);

/** Refresh tokens, stored hashed; a family is one login, rotated on every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** set when this token was exchanged for a new one; presenting it again is reuse. */
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The successor's refresh token, encrypted with a key derived from this token (which is not stored): lets
     * a second presenter within the grace window get the same successor. Unreadable without this token.
     */
    successor_sealed: text('successor_sealed'),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** The User-Agent of the client that got this token (shortened), shown in the list of logins. */
    user_agent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.token_hash),
    index('refresh_tokens_user_idx').on(t.user_id),
    index('refresh_tokens_family_idx').on(t.family_id),
  ],
);

/** Access tokens revoked before their expiry (logout); rows can be purged after expires_at. */
export const revokedAccessTokens = pgTable(
  'revoked_access_tokens',
  {
    jti: uuid('jti').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('revoked_access_tokens_user_idx').on(t.user_id),
    index('revoked_access_tokens_expiry_idx').on(t.expires_at),
  ],
);

/** One-time links that let an invited account set its password. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    organization_id: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    event_id: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    /** Set when the person was removed from the organization or event that issued the link: claiming answers 410. */
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_uq').on(t.token_hash),
    index('invitations_user_idx').on(t.user_id),
    index('invitations_invited_by_idx').on(t.invited_by),
    index('invitations_organization_idx').on(t.organization_id),
    index('invitations_event_idx').on(t.event_id),
  ],
);

/** Fixed-window counters for login/sign-up limits, shared by all instances. Old windows can be purged. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] }), index('rate_limit_hits_window_idx').on(t.window_start)],
);

/**
 * A change of email address waiting for its confirmation (docs/security/account.md, section 5): the link mailed to the
 * new address carries a token whose SHA-256 is kept here; it works once, until `expires_at`. A person has at most
 * one waiting change (a new request replaces it).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    new_email: text('new_email').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_changes_token_uq').on(t.token_hash), index('email_changes_user_idx').on(t.user_id)],
);
