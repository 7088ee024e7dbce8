import type { MediaImage } from '@atria/contracts/zod-free';
import { describe, expect, it } from 'vitest';
import { moved } from './components/admin-sponsors-page';
import { imageUrl } from './image';

describe('moved', () => {
  it('moves an item up, down, to either end, and leaves the list alone past its ends', () => {
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
  });
});

describe('imageUrl', () => {
  const variant = (format: 'webp' | 'avif' | 'jpeg', width: number) => ({
    format,
    width,
    actual_width: width,
    actual_height: width,
    bytes: 1,
    url: `/media/x-${width}.${format}`,
  });
  const image = {
    id: 1,
    purpose: 'AVATAR',
    width: 512,
    height: 512,
    variants: [
      variant('avif', 64),
      variant('webp', 256),
      variant('webp', 64),
      variant('webp', 128),
      variant('jpeg', 256),
    ],
  } as unknown as MediaImage;

  it('picks the smallest WebP twice the box, else the largest', () => {
    expect(imageUrl(image, 48)).toBe('/media/x-128.webp');
    expect(imageUrl(image, 32)).toBe('/media/x-64.webp');
    expect(imageUrl(image, 400)).toBe('/media/x-256.webp');
    expect(imageUrl(null, 48)).toBeNull();
  });
});
