import type { MediaRefusal } from '@atria/contracts/media';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  decompressionBomb,
  jpegWithGps,
  noisyJpeg,
  plainImage,
  plainPng,
  svgWithScript,
  textFile,
} from './image.fixture';
import { processImage } from './image-pipeline';
import { MediaError } from './media.errors';

async function refusal(promise: Promise<unknown>): Promise<{ reason: MediaRefusal; code: string; message: string }> {
  const err: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof MediaError)) throw new Error(`expected a MediaError, got ${String(err)}`);
  return { reason: err.reason, code: err.code, message: err.message };
}

describe('processImage: accepted uploads', () => {
  it('makes square WebP, AVIF and one JPEG avatar file from a photo, named by content hash', async () => {
    const out = await processImage(await noisyJpeg(900, 700), 'AVATAR');
    expect(out.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(out).toMatchObject({ source_type: 'image/jpeg', width: 900, height: 700 });
    const names = out.files.map((f) => f.name.slice(33));
    expect(names).toEqual([
      '64.avif',
      '64.webp',
      '128.avif',
      '128.webp',
      '256.avif',
      '256.webp',
      '512.avif',
      '512.webp',
      '256.jpg',
    ]);
    for (const f of out.files) {
      const meta = await sharp(f.data).metadata();
      expect([meta.width, meta.height]).toEqual([f.width, f.width]);
      expect(f.name.startsWith(`${out.hash}-`)).toBe(true);
    }
  });

  it('is deterministic: the same upload gets the same hash', async () => {
    const png = await plainPng(300, 300);
    expect((await processImage(png, 'AVATAR')).hash).toBe((await processImage(png, 'AVATAR')).hash);
  });

  it('accepts a PNG whatever it is called (avatar.jpg): the content says PNG', async () => {
    const out = await processImage(await plainPng(200, 200), 'AVATAR');
    expect(out.source_type).toBe('image/png');
  });

  it('accepts a JPEG sent as image/png: the content says JPEG', async () => {
    const out = await processImage(await noisyJpeg(200, 200), 'EVENT_LOGO');
    expect(out.source_type).toBe('image/jpeg');
  });

  it('accepts WebP, AVIF and GIF', async () => {
    for (const format of ['webp', 'avif', 'gif'] as const) {
      const out = await processImage(await plainImage(128, 128, format), 'AVATAR');
      expect(out.files.length).toBeGreaterThan(0);
    }
  });

  it('strips EXIF with a GPS position: no output file carries any metadata', async () => {
    const upload = await jpegWithGps();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const out = await processImage(upload, 'AVATAR');
    for (const f of out.files) {
      const meta = await sharp(f.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(f.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('turns a photo upright from its EXIF orientation before cutting it', async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#357' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await processImage(sideways, 'EVENT_LOGO');
    expect([out.width, out.height]).toEqual([200, 400]);
    expect(out.files.find((f) => f.name.endsWith('-256.webp'))).toMatchObject({
      actual_width: 128,
      actual_height: 256,
    });
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 100, height: 100, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#e00'), await frame('#0e0')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const out = await processImage(gif, 'AVATAR');
    expect([out.width, out.height]).toEqual([100, 100]);
    for (const f of out.files) expect((await sharp(f.data).metadata()).pages ?? 1).toBe(1);
    const { dominant } = await sharp(out.files[0]?.data).stats();
    expect(dominant.r).toBeGreaterThan(dominant.g);
  });

  it('never enlarges: widths the upload cannot fill are left out', async () => {
    const out = await processImage(await plainPng(100, 100), 'AVATAR');
    expect([...new Set(out.files.map((f) => f.width))]).toEqual([64, 128]);
  });

  it('crops banners to 3:1 and keeps logos whole, transparency and all', async () => {
    const banner = await processImage(await noisyJpeg(2000, 1000), 'EVENT_BANNER');
    const wide = banner.files.find((f) => f.name.endsWith('-1280.webp'));
    expect([wide?.actual_width, wide?.actual_height]).toEqual([1280, 427]);
    expect(banner.files.some((f) => f.format === 'avif')).toBe(false);

    const logo = await processImage(await plainPng(400, 100, true), 'SPONSOR_LOGO');
    const fallback = logo.files.find((f) => f.format === 'png');
    expect(fallback).toBeDefined();
    const meta = await sharp(fallback?.data).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([320, 160, true]);
    const eventLogo = await processImage(await plainPng(400, 100), 'EVENT_LOGO');
    expect(eventLogo.files.find((f) => f.name.endsWith('-256.webp'))).toMatchObject({
      actual_width: 256,
      actual_height: 64,
    });
  });
});

describe('processImage: refused uploads', () => {
  it('refuses a 0-byte upload', async () => {
    expect(await refusal(processImage(Buffer.alloc(0), 'AVATAR'))).toEqual({
      reason: 'EMPTY',
      code: 'VALIDATION',
      message: 'The file is empty',
    });
  });

  it('refuses more than 5 MB with 413 before looking at it', async () => {
    const big = Buffer.concat([await plainPng(100, 100), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await refusal(processImage(big, 'AVATAR'))).toMatchObject({
      reason: 'TOO_LARGE',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses a text file named .png', async () => {
    expect(await refusal(processImage(textFile, 'AVATAR'))).toMatchObject({
      reason: 'UNSUPPORTED_TYPE',
      code: 'VALIDATION',
    });
  });

  it('refuses SVG, script or not', async () => {
    expect(await refusal(processImage(svgWithScript, 'EVENT_LOGO'))).toMatchObject({
      reason: 'UNSUPPORTED_TYPE',
      message: 'Only JPEG, PNG, WebP, AVIF or GIF images are accepted',
    });
  });

  it('refuses TIFF, which libvips could read, because it is not on the list', async () => {
    const tiff = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    expect((await refusal(processImage(tiff, 'AVATAR'))).reason).toBe('UNSUPPORTED_TYPE');
  });

  it('refuses a decompression bomb (20,000 × 20,000 in a small PNG) before decoding it, fast', async () => {
    const bomb = decompressionBomb(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    expect((await refusal(processImage(bomb, 'AVATAR'))).reason).toBe('TOO_MANY_PIXELS');
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses a truncated JPEG', async () => {
    const photo = await noisyJpeg(600, 400);
    expect(await refusal(processImage(photo.subarray(0, Math.floor(photo.length * 0.6)), 'AVATAR'))).toMatchObject({
      reason: 'DAMAGED',
      message: 'The image is damaged or incomplete',
    });
  });

  it('refuses a truncated PNG', async () => {
    const png = await noisyJpeg(300, 300).then((j) => sharp(j).png().toBuffer());
    expect((await refusal(processImage(png.subarray(0, Math.floor(png.length / 2)), 'AVATAR'))).reason).toBe('DAMAGED');
  });

  it('refuses images smaller than the purpose needs', async () => {
    expect((await refusal(processImage(await plainPng(40, 40), 'AVATAR'))).reason).toBe('TOO_SMALL');
    expect((await refusal(processImage(await plainPng(600, 300), 'EVENT_BANNER'))).reason).toBe('TOO_SMALL');
  });
});
