import type { MediaImage } from '@atria/contracts/media';
import type { Actor, AppContext } from '../../context';
import { notFound } from '../../errors';
import type { MediaService } from '../media/media.service';
import { usersPolicy } from './users.policy';
import { usersRepository as repo } from './users.repository';

/** A person's photo (docs/images.md#uploading): only they set or remove it. */
export function createAvatarService(ctx: AppContext, media: MediaService) {
  const { db } = ctx;

  return {
    /**
     * Stores an uploaded photo and makes it the caller's avatar; the previous one is deleted. Throws MediaError
     * (VALIDATION or PAYLOAD_TOO_LARGE) for a refused upload, NOT_FOUND when the account is gone; nothing is
     * stored in either case.
     */
    async set(actor: Actor, bytes: Buffer): Promise<MediaImage> {
      let previous: number | null = null;
      const image = await media.storeImage(actor, 'AVATAR', bytes, {
        attach: async (tx, row) => {
          const user = await repo.lockById(tx, actor.id);
          if (!user || !usersPolicy.canEdit(actor.id, user.id)) throw notFound('User');
          previous = user.avatar_media_id;
          await repo.update(tx, actor.id, { avatar_media_id: row.id });
        },
      });
      if (previous !== null) await media.release(previous);
      return image;
    },

    /** Removes the caller's avatar (and deletes the image); no error when there is none. */
    async remove(actor: Actor): Promise<void> {
      const previous = await db.transaction(async (tx) => {
        const user = await repo.lockById(tx, actor.id);
        if (!user?.avatar_media_id) return null;
        await repo.update(tx, actor.id, { avatar_media_id: null });
        return user.avatar_media_id;
      });
      if (previous !== null) await media.release(previous);
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
