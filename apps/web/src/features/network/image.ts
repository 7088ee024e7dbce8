import type { MediaImage } from '@atria/contracts/zod-free';

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
