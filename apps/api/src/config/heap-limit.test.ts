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
