import type { MediaImage } from '@atria/contracts/media';
import type { MediaRow } from './media.repository';

/** Path under which the API serves image files (plugins/media-files.ts). */
export const MEDIA_URL_PREFIX = '/media/';

/** A stored image as the API shows it: its files, each with the URL it is served at. */
export function toMediaImage(row: MediaRow): MediaImage {
  return {
    id: row.id,
    purpose: row.purpose,
    width: row.width,
    height: row.height,
    variants: row.variants.map((v) => ({
      format: v.format,
      width: v.width,
      actual_width: v.actual_width,
      actual_height: v.actual_height,
      bytes: v.bytes,
      url: `${MEDIA_URL_PREFIX}${v.name}`,
    })),
  };
}
