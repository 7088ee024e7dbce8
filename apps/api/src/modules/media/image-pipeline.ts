import { createHash } from 'node:crypto';
import { MEDIA_EXTENSION, MEDIA_LIMITS, type MediaFormat, type MediaPurpose } from '@atria/contracts/media';
import pLimit from 'p-limit';
import type { Sharp, SharpOptions } from 'sharp';
import { MediaError } from './media.errors';
import { PURPOSES, widthsFor, type PurposeSpec } from './image-purposes';

/** What the content's first bytes must say; the name and the declared type are never looked at. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
/** The same, as libvips names the loaders (AVIF is read by its HEIF loader). */
const ACCEPTED_LOADERS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);

/**
 * Images decoded at once. Each may hold tens of megabytes of pixels, and sharp's work runs on libuv's small
 * thread pool, which the file system shares: two at a time keeps both memory and disk reads in bounds.
 */
const decodeSlots = pLimit(2);

/**
 * sharp and file-type, loaded with the first image: libvips (some 10 MB mapped) and the type sniffer stay out of
 * the processes that never process one (the workers, and an API instance until its first upload). Node keeps
 * a module once imported, so later calls cost no load.
 */
const loadSharp = async () => (await import('sharp')).default;
const sniffType = async (bytes: Buffer) => (await import('file-type')).fileTypeFromBuffer(bytes);

const INPUT: SharpOptions = {
  // Truncated or corrupt pixel data is refused; libjpeg's mere warnings (common in phone pictures) are not.
  failOn: 'error',
  // libvips refuses to decode more than this, whatever the header claimed (second line of bomb defence).
  limitInputPixels: MEDIA_LIMITS.maxPixels,
  // Only the first frame of an animated GIF or WebP.
  pages: 1,
};

export interface ProcessedFile {
  /** `<hash>-<width>.<ext>`. */
  name: string;
  format: MediaFormat;
  width: number;
  actual_width: number;
  actual_height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** Hash of every file's content: the files' names, so a name always means the same bytes. */
  hash: string;
  /** The upload's type, as its content says. */
  source_type: string;
  /** The upload's size, upright. */
  width: number;
  height: number;
  files: ProcessedFile[];
}

/** Refuses what cannot be an acceptable image, from its bytes alone; returns its upright size. */
async function inspect(bytes: Buffer, spec: PurposeSpec): Promise<{ type: string; width: number; height: number }> {
  if (bytes.length === 0) throw new MediaError('EMPTY');
  const sharp = await loadSharp();
  if (bytes.length > MEDIA_LIMITS.maxBytes) throw new MediaError('TOO_LARGE');
  const type = await sniffType(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new MediaError('UNSUPPORTED_TYPE');
  // The header only: a decompression bomb is refused here without decoding a pixel.
  const meta = await sharp(bytes, { ...INPUT, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new MediaError('DAMAGED');
    });
  if (!ACCEPTED_LOADERS.has(meta.format)) throw new MediaError('UNSUPPORTED_TYPE');
  const { width, height } = meta.autoOrient;
  if (width > MEDIA_LIMITS.maxSide || height > MEDIA_LIMITS.maxSide || width * height > MEDIA_LIMITS.maxPixels) {
    throw new MediaError('TOO_MANY_PIXELS');
  }
  if (width < spec.minWidth || height < spec.minHeight) throw new MediaError('TOO_SMALL');
  return { type: type.mime, width, height };
}

function boxFor(spec: PurposeSpec, width: number): { width: number; height: number } {
  return { width, height: Math.max(1, Math.round(width * spec.aspect)) };
}

function resizeTo(image: Sharp, spec: PurposeSpec, width: number): Sharp {
  const box = boxFor(spec, width);
  return image.resize(box.width, box.height, {
    fit: spec.fit,
    withoutEnlargement: spec.fit === 'inside',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
}

/**
 * Encoder settings, measured on a 5 MB photo (bench/RESULTS.md): the large files dominate the time, the small
 * ones the bytes served most often, so effort goes where it is cheap. PNG is left unquantised: palette
 * quantisation of a photo costs a quarter of a second, for a fallback few browsers ever ask for.
 */
function encode(image: Sharp, format: MediaFormat, width: number): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: width > 256 ? 0 : 2 });
    case 'webp':
      return image.webp({ quality: 80, effort: width > 1024 ? 2 : 4, alphaQuality: 90 });
    case 'jpeg':
      return image.jpeg({ quality: 80, mozjpeg: width <= 512 });
    case 'png':
      return image.png({ compressionLevel: 6 });
  }
}

/** The files to make: every width as WebP, the small ones as AVIF too, and one JPEG or PNG fallback. */
function plan(spec: PurposeSpec, widths: number[], opaque: boolean): { format: MediaFormat; width: number }[] {
  const out: { format: MediaFormat; width: number }[] = [];
  for (const width of widths) {
    if (width <= spec.avifMaxWidth) out.push({ format: 'avif', width });
    out.push({ format: 'webp', width });
  }
  const fallback = [...widths].reverse().find((w) => w <= spec.fallbackWidth) ?? widths[0] ?? spec.fallbackWidth;
  out.push({ format: opaque ? 'jpeg' : 'png', width: fallback });
  return out;
}

async function render(bytes: Buffer, spec: PurposeSpec, widths: number[]): Promise<Omit<ProcessedFile, 'name'>[]> {
  const largest = widths[widths.length - 1] ?? spec.widths[0] ?? 0;
  const sharp = await loadSharp();
  // Decoded once, upright, at the largest box; every file is made from these pixels. Encoding from raw
  // pixels is also what drops EXIF (GPS included), XMP, IPTC and ICC data: nothing of the upload's metadata
  // can reach the files served.
  const master = await resizeTo(sharp(bytes, INPUT).autoOrient(), spec, largest)
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((err: unknown) => {
      throw err instanceof Error && /pixel limit/i.test(err.message)
        ? new MediaError('TOO_MANY_PIXELS')
        : new MediaError('DAMAGED');
    });
  const raw = { width: master.info.width, height: master.info.height, channels: master.info.channels };
  const opaque = raw.channels < 4 || (await sharp(master.data, { raw }).stats()).isOpaque;
  // Encoded side by side: each encoder is single-threaded, so this is what uses every core.
  return Promise.all(
    plan(spec, widths, opaque).map(async ({ format, width }) => {
      const image =
        width === largest ? sharp(master.data, { raw }) : resizeTo(sharp(master.data, { raw }), spec, width);
      const { data, info } = await encode(image, format, width).toBuffer({ resolveWithObject: true });
      return { format, width, actual_width: info.width, actual_height: info.height, data };
    }),
  );
}

/**
 * Checks an upload by its content and makes the files served for it (docs/images.md). Throws MediaError:
 * EMPTY, TOO_LARGE (413), UNSUPPORTED_TYPE (not JPEG/PNG/WebP/AVIF/GIF by its bytes: SVG, text, HEIC...),
 * TOO_MANY_PIXELS (decompression bombs), TOO_SMALL, DAMAGED (truncated or corrupt).
 */
export async function processImage(bytes: Buffer, purpose: MediaPurpose): Promise<ProcessedImage> {
  const spec = PURPOSES[purpose];
  const { type, width, height } = await inspect(bytes, spec);
  const rendered = await decodeSlots(() => render(bytes, spec, widthsFor(spec, width, height)));
  const digest = createHash('sha256');
  for (const f of rendered) digest.update(`${f.format}:${f.width}:${f.data.length}:`).update(f.data);
  const hash = digest.digest('hex').slice(0, 32);
  return {
    hash,
    source_type: type,
    width,
    height,
    files: rendered.map((f) => ({ ...f, name: `${hash}-${f.width}.${MEDIA_EXTENSION[f.format]}` })),
  };
}
