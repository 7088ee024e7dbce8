import type { MediaImage } from '@atria/contracts/zod-free';

/** A `srcset` of an uploaded image's files in one format ('url 640w, url 1280w'), empty when it has none. */
export function srcSetOf(image: MediaImage, format: 'avif' | 'webp'): string {
  return image.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.actual_width}w`)
    .join(', ');
}

/** The fallback file for browsers without `srcset` support: the widest WebP, else any file. */
export function fallbackSrcOf(image: MediaImage): string | undefined {
  const webp = image.variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width);
  return (webp[0] ?? image.variants[0])?.url;
}

/**
 * The URL of an uploaded image's file for a box `width` CSS pixels wide (docs/images.md#uploading): the
 * smallest WebP at least twice that (sharp on dense screens), else the largest WebP, else the fallback.
 */
export function imageUrl(image: MediaImage | null | undefined, width: number): string | null {
  if (!image) return null;
  const webp = image.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  const fit = webp.find((v) => v.width >= width * 2) ?? webp[webp.length - 1];
  return (fit ?? image.variants[0])?.url ?? null;
}
