import type { MediaImage } from '@atria/contracts/media';
import type { Actor, AppContext } from '../../context';
import { notFound } from '../../errors';
import { imageById } from '../media/media-lookup';
import type { MediaService } from '../media/media.service';
import { usersPolicy } from './users.policy';
import { usersRepository as repo } from './users.repository';

/**
 * The file that stands for the photo where only one URL travels (`image_url`: chat senders, live chat authors,
 * attendee lists): the 128 px WebP, sharp in a 64 px box on dense screens.
 */
export function avatarUrl(image: MediaImage): string | null {
  const webp = image.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  return (webp.find((v) => v.width >= 128) ?? webp[webp.length - 1] ?? image.variants[0])?.url ?? null;
}

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
      // Everything that shows a person by one URL (chat, live chat, lists) shows the photo from now on.
      await repo.update(db, actor.id, { image_url: avatarUrl(image) });
      if (previous !== null) await media.release(previous);
      return image;
    },

    /** Removes the caller's avatar (and deletes the image); no error when there is none. */
    async remove(actor: Actor): Promise<void> {
      const previous = await db.transaction(async (tx) => {
        const user = await repo.lockById(tx, actor.id);
        if (!user?.avatar_media_id) return null;
        const current = await imageById(tx, user.avatar_media_id);
        const showsIt = current !== null && current.variants.some((v) => v.url === user.image_url);
        await repo.update(tx, actor.id, { avatar_media_id: null, ...(showsIt ? { image_url: null } : {}) });
        return user.avatar_media_id;
      });
      if (previous !== null) await media.release(previous);
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
