import type { MediaFormat } from '@atria/contracts/media';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const mediaPurpose = pgEnum('media_purpose', ['AVATAR', 'EVENT_BANNER', 'EVENT_LOGO', 'SPONSOR_LOGO']);

/** One file made of an upload (docs/images.md#files). */
export type MediaFileRow = {
  /** `<hash>-<width>.<ext>`, the key in the storage. */
  name: string;
  format: MediaFormat;
  width: number;
  actual_width: number;
  actual_height: number;
  bytes: number;
};

/**
 * Uploaded images. The files live in the media storage (data dir or S3), named by the hash of their content;
 * two uploads of the same picture for the same purpose share their files and have a row each.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    /** Who uploaded it; null once that account is gone. */
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: mediaPurpose('purpose').notNull(),
    hash: text('hash').notNull(),
    /** The upload's size, upright. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<MediaFileRow[]>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_owner_idx').on(t.owner_id), index('media_hash_idx').on(t.hash)],
);
