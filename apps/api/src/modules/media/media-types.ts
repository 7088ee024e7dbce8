import type { MediaFormat } from '@atria/contracts/media';

/** The Content-Type each served format is stored and served with. */
export const CONTENT_TYPE: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The same, by file extension (the serving route reads the extension of the name asked for). */
export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  avif: CONTENT_TYPE.avif,
  webp: CONTENT_TYPE.webp,
  jpg: CONTENT_TYPE.jpeg,
  png: CONTENT_TYPE.png,
};
