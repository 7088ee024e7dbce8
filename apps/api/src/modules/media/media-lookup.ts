import type { MediaImage } from '@atria/contracts/media';
import type { Db } from '../../db/client';
import { toMediaImage } from './media.mapper';
import { mediaRepository } from './media.repository';

/**
 * The images of these ids by id, in one query (null ids are skipped): what other modules' services use to put
 * an avatar, banner or logo in their answers.
 */
export async function imagesByIds(db: Db, ids: (number | null)[]): Promise<Map<number, MediaImage>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = await mediaRepository.findByIds(db, wanted);
  return new Map(rows.map((r) => [r.id, toMediaImage(r)]));
}

/** One image, or null for no id (or one deleted meanwhile). */
export async function imageById(db: Db, id: number | null): Promise<MediaImage | null> {
  if (id === null) return null;
  return (await imagesByIds(db, [id])).get(id) ?? null;
}
