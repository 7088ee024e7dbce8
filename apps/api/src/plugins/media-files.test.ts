import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainPng } from '../modules/media/image.fixture';
import { processImage } from '../modules/media/image-pipeline';
import { LocalStorage } from '../modules/media/local-storage';
import { CONTENT_TYPE } from '../modules/media/media-types';
import { mediaFilesPlugin } from './media-files';

let app: FastifyInstance;
let names: string[];

beforeAll(async () => {
  const storage = new LocalStorage(join(mkdtempSync(join(tmpdir(), 'atria-media-serve-')), 'media'));
  const image = await processImage(await plainPng(300, 300, true), 'AVATAR');
  for (const f of image.files) await storage.put(f.name, f.data, CONTENT_TYPE[f.format]);
  names = image.files.map((f) => f.name);
  app = Fastify({ logger: false });
  await app.register(mediaFilesPlugin, { storage });
  await app.ready();
});
afterAll(() => app.close());

const named = (suffix: string): string => {
  const name = names.find((n) => n.endsWith(suffix));
  if (!name) throw new Error(`no file ending ${suffix}`);
  return name;
};

describe('GET /media/<hash>-<width>.<ext>', () => {
  it('serves a stored file with its type, a year of immutable caching and nosniff', async () => {
    const res = await app.inject({ method: 'GET', url: `/media/${named('-64.webp')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(64);
  });

  it('tells each format by its extension', async () => {
    for (const [suffix, type] of [
      ['-64.avif', 'image/avif'],
      ['-256.png', 'image/png'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/media/${named(suffix)}` });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, type]);
    }
  });

  it('answers 304 to a client that has the file already', async () => {
    const url = `/media/${named('-128.webp')}`;
    const first = await app.inject({ method: 'GET', url });
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: `/media/${named('-64.webp')}` });
    expect([res.statusCode, res.headers['content-type'], res.body]).toEqual([200, 'image/webp', '']);
  });

  it('answers 404 with the error body, not cached, for an unknown file', async () => {
    const res = await app.inject({ method: 'GET', url: `/media/${'0'.repeat(32)}-64.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Image not found' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('looks up only names of its own pattern: no paths, no other extensions', async () => {
    const hash = named('-64.webp').slice(0, 32);
    for (const url of [
      `/media/${hash}-64.svg`,
      `/media/${hash}-64.html`,
      `/media/${hash.toUpperCase()}-64.webp`,
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/.tmp-0123456789abcdef',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
