import type { MediaImage, MediaPurpose } from '@atria/contracts/media';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { processImage } from './image-pipeline';
import { toMediaImage } from './media.mapper';
import { mediaRepository as repo, type MediaRow } from './media.repository';
import { CONTENT_TYPE } from './media-types';
import type { MediaStorage } from './storage';

export interface MediaServiceDeps {
  db: Db;
  storage: MediaStorage;
  log?: FastifyBaseLogger;
}

export interface StoreImageOptions {
  /**
   * Runs in the transaction that records the image, after its row is inserted: e.g. setting it as someone's
   * avatar. Throwing there undoes everything, the files included.
   */
  attach?: (tx: Db, row: MediaRow) => Promise<void>;
}

export function createMediaService({ db, storage, log }: MediaServiceDeps) {
  /** Deletes files this call wrote; one that cannot be deleted is left unreferenced (and logged), never half. */
  async function removeFiles(names: string[]): Promise<void> {
    const results = await Promise.allSettled(names.map((name) => storage.delete(name)));
    for (const r of results)
      if (r.status === 'rejected') log?.warn({ err: r.reason }, 'media: could not remove a file of a failed upload');
  }

  /** Each deleted row's files that no remaining row names, under its hash's lock (same picture, same files). */
  async function removeUnusedFiles(rows: MediaRow[]): Promise<void> {
    for (const hash of new Set(rows.map((r) => r.hash))) {
      const names = rows.filter((r) => r.hash === hash).flatMap((r) => r.variants.map((v) => v.name));
      await db.transaction(async (tx) => {
        await repo.lockHash(tx, hash);
        if ((await repo.countByHash(tx, hash)) === 0) await removeFiles([...new Set(names)]);
      });
    }
  }

  return {
    /**
     * Checks and processes an upload (see processImage), writes its files and records it, in one transaction:
     * on any failure there is no row and none of the files this call wrote. Throws MediaError (VALIDATION or
     * PAYLOAD_TOO_LARGE, with a reason) for a refused upload; storage and database errors pass through.
     */
    async storeImage(
      actor: Pick<Actor, 'id'>,
      purpose: MediaPurpose,
      bytes: Buffer,
      opts: StoreImageOptions = {},
    ): Promise<MediaImage> {
      // The slow part, before any database connection is taken.
      const image = await processImage(bytes, purpose);
      const written: string[] = [];
      try {
        const row = await db.transaction(async (tx) => {
          await repo.lockHash(tx, image.hash);
          try {
            for (const file of image.files) {
              if (await storage.put(file.name, file.data, CONTENT_TYPE[file.format])) written.push(file.name);
            }
            const inserted = await repo.insert(tx, {
              owner_id: actor.id,
              purpose,
              hash: image.hash,
              width: image.width,
              height: image.height,
              variants: image.files.map((f) => ({
                name: f.name,
                format: f.format,
                width: f.width,
                actual_width: f.actual_width,
                actual_height: f.actual_height,
                bytes: f.data.length,
              })),
            });
            await opts.attach?.(tx, inserted);
            return inserted;
          } catch (err) {
            // Still under the hash's lock: no other upload of these files can be relying on them yet.
            await removeFiles(written.splice(0));
            throw err;
          }
        });
        return toMediaImage(row);
      } catch (err) {
        // Only the commit itself failing leaves files here.
        await removeFiles(written.splice(0));
        throw err;
      }
    },

    /**
     * Deletes someone's avatars (account deletion: the photos are personal data), rows first, then each file no
     * other row still names, under the hash's lock so an upload of the same picture at that moment keeps its
     * files. The users pointing at them lose their avatar (set null). Returns how many images were deleted.
     */
    async deleteOwnedAvatars(ownerId: number): Promise<number> {
      const rows = await db.transaction((tx) => repo.deleteOwned(tx, ownerId, ['AVATAR']));
      await removeUnusedFiles(rows);
      return rows.length;
    },

    /**
     * Deletes an image no longer used (replaced or removed: whatever pointed at it is set null), and its files
     * unless the same picture is still stored for someone else. No error when it is already gone.
     */
    async release(id: number): Promise<void> {
      const row = await repo.deleteById(db, id);
      if (row) await removeUnusedFiles([row]);
    },

    /** A stored image. Throws NOT_FOUND. */
    async get(id: number): Promise<MediaImage> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound('Image');
      return toMediaImage(row);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
