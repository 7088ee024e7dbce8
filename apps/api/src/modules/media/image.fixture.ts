import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Images made on the spot for tests and the benchmark, hostile ones included; nothing is downloaded. */

/** A photo-like JPEG: coloured gaussian noise, which compresses about as badly as a real photo's detail. */
export function noisyJpeg(width: number, height: number, quality = 90, sigma = 40): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#6a8', noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .jpeg({ quality })
    .toBuffer();
}

/**
 * A photo-like JPEG: smooth blotches of colour (detail that survives shrinking to a thumbnail, as a face
 * does) under fine gaussian grain (the sensor noise that makes a real photo's file large).
 */
export async function photoLikeJpeg(width: number, height: number, quality = 86, grain = 27): Promise<Buffer> {
  const blotches = await sharp({
    create: {
      width: 48,
      height: 36,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const base = await sharp(blotches).resize(width, height, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
  const fine = await sharp({
    create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: grain } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(base, { raw: { width, height, channels: 3 } })
    .composite([{ input: fine, blend: 'overlay' }])
    .jpeg({ quality })
    .toBuffer();
}

export function plainPng(width: number, height: number, transparent = false): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 30, g: 90, b: 200, alpha: transparent ? 0.5 : 1 } },
  })
    .png()
    .toBuffer();
}

export function plainImage(width: number, height: number, format: 'webp' | 'avif' | 'gif'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c63' } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF with a GPS position and a camera name (as a phone writes them). */
export function jpegWithGps(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#486' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Home of the owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2993/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4024/100',
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A valid PNG of `side`×`side` black pixels (1 bit each) whose zeros compress about 1,000 to 1: 20,000 a side
 * is 400 megapixels in a file of about 50 KB.
 */
export function decompressionBomb(side = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">' +
    '<script>alert(document.cookie)</script><rect width="200" height="200" fill="red"/></svg>',
);

export const textFile = Buffer.from('This is not a picture, whatever its name (avatar.png) says.\n'.repeat(20));
