import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = (path: string) => readFileSync(fileURLToPath(new URL(`../../../../${path}`, import.meta.url)), 'utf8');
const limitIn = (text: string): number | undefined => {
  const found = /--max-old-space-size=(\d+)/.exec(text);
  return found ? Number(found[1]) : undefined;
};

// The API runs with a heap limit below 2 GB: above it, V8 lets the old generation grow to 4 × its live size
// before collecting, and the garbage of a burst of connections can then stay for a long while (README,
// "Running at scale"; bench/RESULTS.md, sixth run). The benchmarks must run the API as it is deployed.
describe('the API heap limit', () => {
  const places = {
    'apps/api start script': limitIn(JSON.parse(repo('apps/api/package.json')).scripts.start),
    'docker/Dockerfile NODE_OPTIONS': limitIn(/^ENV NODE_OPTIONS=.*$/m.exec(repo('docker/Dockerfile'))?.[0] ?? ''),
    'bench API_HEAP_LIMIT': limitIn(/API_HEAP_LIMIT = '([^']*)'/.exec(repo('bench/lib/common.mjs'))?.[1] ?? ''),
  };

  it('is set where the API is started for production and for the benchmarks, and the same everywhere', () => {
    for (const [where, mb] of Object.entries(places)) expect(mb, where).toBeTypeOf('number');
    expect(new Set(Object.values(places)).size).toBe(1);
  });

  it('stays below 2 GB, where V8 switches to its largest heap growth factor', () => {
    expect(places['apps/api start script']).toBeLessThan(2048);
  });
});

const flagIn = (text: string, flag: string): number | boolean | undefined => {
  const valued = new RegExp(`--${flag}=(\\d+)`).exec(text);
  if (valued) return Number(valued[1]);
  return new RegExp(`--${flag}(?![\\w=-])`).test(text) ? true : undefined;
};

// The old generation's garbage-collector settings decide how far
// the heap overshoots what is live after a burst of connections (README, "Running at scale"; docs/live.md,
// "Memory").
describe('the API garbage collector settings', () => {
  const start = JSON.parse(repo('apps/api/package.json')).scripts.start as string;
  const dockerfile = repo('docker/Dockerfile');
  const nodeOptions = /^ENV NODE_OPTIONS=.*$/m.exec(dockerfile)?.[0] ?? '';
  const cmd = /^CMD \[.*\]$/m.exec(dockerfile)?.[0] ?? '';
  const bench = /API_GC_FLAGS = '([^']*)'/.exec(repo('bench/lib/common.mjs'))?.[1] ?? '';
  // Node refuses these in NODE_OPTIONS: the image passes them on its command line.
  const commandLineOnly = ['heap-growing-percent', 'compact-on-every-full-gc'];

  it.each(commandLineOnly)('sets --%s alike for production and the benchmarks', (flag) => {
    const docker = commandLineOnly.includes(flag) ? cmd : nodeOptions;
    const places = {
      'apps/api start script': flagIn(start, flag),
      'docker/Dockerfile': flagIn(docker, flag),
      'bench API_GC_FLAGS': flagIn(bench, flag),
    };
    for (const [where, value] of Object.entries(places)) expect(value, where).not.toBeUndefined();
    expect(new Set(Object.values(places)).size).toBe(1);
  });

  it('keeps NODE_OPTIONS to the flags Node accepts there', () => {
    for (const flag of commandLineOnly) expect(nodeOptions).not.toContain(`--${flag}`);
  });
});
