import { z } from 'zod';

/**
 * Uploaded images (docs/images.md): what they are for, the limits an upload must meet, the refusals, and the
 * shape of a stored image as the API returns it.
 */

export const MediaPurpose = z.enum(['AVATAR', 'EVENT_BANNER', 'EVENT_LOGO', 'SPONSOR_LOGO']);
export type MediaPurpose = z.infer<typeof MediaPurpose>;

/** Formats served; AVIF and WebP first, JPEG (opaque) or PNG (transparent) as the fallback for old clients. */
export const MediaFormat = z.enum(['avif', 'webp', 'jpeg', 'png']);
export type MediaFormat = z.infer<typeof MediaFormat>;

/** File extension of each served format (`jpeg` is served as `.jpg`). */
export const MEDIA_EXTENSION: Record<MediaFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

export const MEDIA_LIMITS = {
  /** Largest upload, in bytes (5 MB). */
  maxBytes: 5 * 1024 * 1024,
  /** Longest side an upload may have, in pixels. */
  maxSide: 10_000,
  /** Most pixels an upload may decode to (width × height): refuses decompression bombs before decoding. */
  maxPixels: 40_000_000,
} as const;

/** Why an upload was refused: a stable reason beside the error code and message. */
export const MediaRefusal = z.enum([
  'EMPTY',
  'TOO_LARGE',
  'UNSUPPORTED_TYPE',
  'TOO_SMALL',
  'TOO_MANY_PIXELS',
  'DAMAGED',
]);
export type MediaRefusal = z.infer<typeof MediaRefusal>;

export const MEDIA_MESSAGES: Record<MediaRefusal, string> = {
  EMPTY: 'The file is empty',
  TOO_LARGE: 'Images must be 5 MB or smaller',
  UNSUPPORTED_TYPE: 'Only JPEG, PNG, WebP, AVIF or GIF images are accepted',
  TOO_SMALL: 'The image is too small',
  TOO_MANY_PIXELS: 'The image is too large: at most 10,000 pixels a side and 40 megapixels',
  DAMAGED: 'The image is damaged or incomplete',
};

/** Largest upload body the server reads: the body is the image alone, so the image limit (docs/images.md#uploading). */
export const MEDIA_UPLOAD = {
  mediaTypes: ['image/*', 'application/octet-stream'],
  maxBytes: MEDIA_LIMITS.maxBytes,
  as: 'buffer',
  tooLarge: MEDIA_MESSAGES.TOO_LARGE,
} as const;

/** A served file's name: `<hash>-<width>.<ext>`, the hash being that of the image's content. */
export const MEDIA_FILE_NAME_RE = /^([0-9a-f]{32})-(\d{1,5})\.(avif|webp|jpg|png)$/;

export const MediaVariant = z.object({
  format: MediaFormat,
  /** The width the variant was made for (in its file name). */
  width: z.number().int(),
  /** Its actual size: a logo is fitted inside the box, so may be narrower or shorter. */
  actual_width: z.number().int(),
  actual_height: z.number().int(),
  bytes: z.number().int(),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof MediaVariant>;

export const MediaImage = z.object({
  id: z.number().int(),
  purpose: MediaPurpose,
  /** Size of the uploaded image, after turning it upright. */
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(MediaVariant),
});
export type MediaImage = z.infer<typeof MediaImage>;
