/**
 * Image uploads (docs/images.md): the time to check, resize and encode a 5 MB photo and write its files to
 * local disk, per purpose, and the size of the served 64 px avatar. The photo is made here: a 4000×3000 JPEG
 * of just under 5 MB, blotches of colour under fine grain (image.fixture.ts). Prints JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaPurpose } from '@atria/contracts/media';
import Fastify from 'fastify';
import { photoLikeJpeg } from '../modules/media/image.fixture';
import { processImage } from '../modules/media/image-pipeline';
import { LocalStorage } from '../modules/media/local-storage';
import { CONTENT_TYPE } from '../modules/media/media-types';
import { mediaFilesPlugin } from '../plugins/media-files';

const RUNS = Number(process.env.BENCH_IMAGE_RUNS ?? 7);
const dir = mkdtempSync(join(tmpdir(), 'atria-bench-images-'));
const storage = new LocalStorage(join(dir, 'media'));

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

const photo = await photoLikeJpeg(4000, 3000);

async function upload(purpose: MediaPurpose) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const image = await processImage(photo, purpose);
  for (const f of image.files) await storage.put(f.name, f.data, CONTENT_TYPE[f.format]);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpu_ms: (used.user + used.system) / 1000, image };
}

/** Wall time, and the CPU time of all threads (libvips' included), which a busy machine does not inflate. */
const results: Record<
  string,
  { median_ms: number; max_ms: number; runs_ms: number[]; cpu_median_ms: number; files: number; total_kb: number }
> = {};
let avatarNames: string[] = [];
for (const purpose of ['AVATAR', 'EVENT_BANNER', 'EVENT_LOGO', 'SPONSOR_LOGO'] as const) {
  await upload(purpose); // warm-up: libvips loads its codecs on first use
  const runs: number[] = [];
  const cpu: number[] = [];
  let last: Awaited<ReturnType<typeof upload>> | undefined;
  for (let i = 0; i < RUNS; i += 1) {
    last = await upload(purpose);
    runs.push(last.ms);
    cpu.push(last.cpu_ms);
  }
  const files = last?.image.files ?? [];
  if (purpose === 'AVATAR') avatarNames = files.map((f) => f.name);
  results[purpose] = {
    median_ms: Math.round(median(runs)),
    max_ms: Math.round(Math.max(...runs)),
    runs_ms: runs.map((r) => Math.round(r)),
    cpu_median_ms: Math.round(median(cpu)),
    files: files.length,
    total_kb: Math.round(files.reduce((n, f) => n + f.data.length, 0) / 102.4) / 10,
  };
}

// The 64 px avatar as served, in each format the browser may pick.
const app = Fastify({ logger: false });
await app.register(mediaFilesPlugin, { storage });
const served: Record<string, number> = {};
for (const name of avatarNames.filter((n) => /-64\.\w+$/.test(n))) {
  const res = await app.inject({ method: 'GET', url: `/media/${name}` });
  served[name.slice(33)] = Number(res.headers['content-length']);
}
await app.close();
rmSync(dir, { recursive: true, force: true });

console.log(JSON.stringify({ photo_bytes: photo.length, runs: RUNS, upload: results, avatar_64_bytes: served }));
