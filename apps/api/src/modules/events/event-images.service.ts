import type { MediaImage } from '@atria/contracts/media';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { MediaService } from '../media/media.service';
import { requireEventEditor } from './events.access';
import { eventsRepository as repo } from './events.repository';

/** Which of an event's pictures: its banner or its logo. */
export type EventImageKind = 'banner' | 'logo';

const PURPOSE = { banner: 'EVENT_BANNER', logo: 'EVENT_LOGO' } as const;
const COLUMN = { banner: 'banner_media_id', logo: 'logo_media_id' } as const;

/** An event's banner and logo (docs/images.md#uploading): set and removed by the event's editors. */
export function createEventImagesService(ctx: AppContext, media: MediaService) {
  const { db } = ctx;

  /** Points the event at `mediaId` (or nothing), its row locked; returns the image it pointed at before. */
  async function swap(
    tx: Db,
    actor: Actor,
    eventId: number,
    kind: EventImageKind,
    mediaId: number | null,
  ): Promise<number | null> {
    await requireEventEditor(tx, eventId, actor.id);
    const current = await repo.lockImages(tx, eventId);
    if (!current) throw notFound('Event');
    await repo.update(tx, eventId, { [COLUMN[kind]]: mediaId });
    return current[kind];
  }

  return {
    /**
     * Stores an uploaded banner or logo and sets it on the event; the previous one is deleted. The caller must
     * be one of its editors (organization owner/admin, event admin/organizer), checked before the upload is
     * processed and again when it is attached. Throws NOT_FOUND (cannot see the event), FORBIDDEN (cannot edit
     * it), MediaError (VALIDATION or PAYLOAD_TOO_LARGE); nothing is stored on any error.
     */
    async set(actor: Actor, eventId: number, kind: EventImageKind, bytes: Buffer): Promise<MediaImage> {
      await requireEventEditor(db, eventId, actor.id);
      let previous: number | null = null;
      const image = await media.storeImage(actor, PURPOSE[kind], bytes, {
        attach: async (tx, row) => {
          previous = await swap(tx, actor, eventId, kind, row.id);
        },
      });
      if (previous !== null) await media.release(previous);
      return image;
    },

    /** Removes the event's banner or logo (editors). Throws NOT_FOUND or FORBIDDEN; no error when there is none. */
    async remove(actor: Actor, eventId: number, kind: EventImageKind): Promise<void> {
      const previous = await db.transaction((tx) => swap(tx, actor, eventId, kind, null));
      if (previous !== null) await media.release(previous);
    },
  };
}
