import type { MediaPurpose } from '@atria/contracts/media';

/** How the images of one purpose are cut and which files are made of them (docs/images.md#purposes). */
export interface PurposeSpec {
  /**
   * `cover`: cropped to fill the box exactly (avatars, banners); `inside`: shrunk to fit, transparent areas kept
   * (logos); `contain`: fitted and padded with transparency to the exact box (sponsor logos line up in a strip).
   */
  fit: 'cover' | 'inside' | 'contain';
  /** Height of the box as a fraction of its width. */
  aspect: number;
  /** Box widths made, smallest first; widths the upload cannot fill are left out (never enlarged). */
  widths: readonly number[];
  /** Widths also made as AVIF: AVIF is small but slow to encode, so only the small sizes get it. */
  avifMaxWidth: number;
  /** The width of the one JPEG/PNG fallback file. */
  fallbackWidth: number;
  /** Smallest upload accepted, in pixels. */
  minWidth: number;
  minHeight: number;
}

export const PURPOSES: Record<MediaPurpose, PurposeSpec> = {
  AVATAR: {
    fit: 'cover',
    aspect: 1,
    widths: [64, 128, 256, 512],
    avifMaxWidth: 512,
    fallbackWidth: 256,
    minWidth: 64,
    minHeight: 64,
  },
  EVENT_BANNER: {
    fit: 'cover',
    aspect: 1 / 3,
    widths: [640, 1280, 1920],
    avifMaxWidth: 0,
    fallbackWidth: 1280,
    minWidth: 640,
    minHeight: 160,
  },
  EVENT_LOGO: {
    fit: 'inside',
    aspect: 1,
    widths: [64, 128, 256, 512],
    avifMaxWidth: 512,
    fallbackWidth: 256,
    minWidth: 32,
    minHeight: 32,
  },
  SPONSOR_LOGO: {
    fit: 'contain',
    aspect: 1 / 2,
    widths: [160, 320, 640],
    avifMaxWidth: 640,
    fallbackWidth: 320,
    minWidth: 32,
    minHeight: 32,
  },
};

/**
 * The box widths worth making for an upload of the given size: the smallest always, each larger one only while
 * the previous box was smaller than what the upload can fill (so no two files are the same enlarged pixels).
 */
export function widthsFor(spec: PurposeSpec, width: number, height: number): number[] {
  const fillable = spec.fit === 'cover' ? Math.min(width, height / spec.aspect) : Math.max(width, height / spec.aspect);
  return spec.widths.filter((w, i) => i === 0 || (spec.widths[i - 1] ?? 0) < fillable);
}
