import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { media } from '../../db/schema';

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

/** The media table under two names, for joining an event's banner and logo in one query. */
export const bannerMedia = alias(media, 'banner_media');
export const logoMedia = alias(media, 'logo_media');

/** Advisory-lock namespace of media hashes (the second key is the hash's own hash). */
const MEDIA_LOCK_NAMESPACE = 2_204;

export const mediaRepository = {
  /**
   * Holds, until the transaction ends, a lock on one content hash: storing and cleaning up that hash's files
   * is then never interleaved with another upload of the same picture.
   */
  async lockHash(db: Db, hash: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${MEDIA_LOCK_NAMESPACE}, hashtext(${hash}))`);
  },

  async insert(db: Db, row: NewMediaRow): Promise<MediaRow> {
    const rows = await db.insert(media).values(row).returning();
    const inserted = rows[0];
    if (!inserted) throw new Error('media insert returned no row');
    return inserted;
  },

  async findById(db: Db, id: number): Promise<MediaRow | undefined> {
    const rows = await db.select().from(media).where(eq(media.id, id)).limit(1);
    return rows[0];
  },

  /** The rows of these ids, in no particular order (one query). */
  async findByIds(db: Db, ids: number[]): Promise<MediaRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(media).where(inArray(media.id, ids));
  },

  /** Deletes one image row; returns it, or undefined when there was none. */
  async deleteById(db: Db, id: number): Promise<MediaRow | undefined> {
    const rows = await db.delete(media).where(eq(media.id, id)).returning();
    return rows[0];
  },

  /** Deletes the owner's images of these purposes; returns the deleted rows. */
  async deleteOwned(db: Db, ownerId: number, purposes: MediaRow['purpose'][]): Promise<MediaRow[]> {
    return db
      .delete(media)
      .where(and(eq(media.owner_id, ownerId), inArray(media.purpose, purposes)))
      .returning();
  },

  async countByHash(db: Db, hash: string): Promise<number> {
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(media)
      .where(eq(media.hash, hash));
    return rows[0]?.n ?? 0;
  },
};
