import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = (path: string) => readFileSync(fileURLToPath(new URL(`../../../../${path}`, import.meta.url)), 'utf8');
const limitIn = (text: string): number | undefined => {
  const found = /--max-old-space-size=(\d+)/.exec(text);
  return found ? Number(found[1]) : undefined;
};
/** The garbage collector's flags in a command line (everything but the heap limit), sorted. */
const gcFlagsIn = (text: string): string =>
  (text.match(/--[a-z-]+=\d+/g) ?? [])
    .filter((flag) => !flag.startsWith('--max-old-space-size='))
    .sort()
    .join(' ');

const startScript: string = JSON.parse(repo('apps/api/package.json')).scripts.start;
const dockerfile = repo('docker/Dockerfile');
const nodeOptions = /^ENV NODE_OPTIONS=(.*)$/m.exec(dockerfile)?.[1] ?? '';
const dockerCmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]';
const bench = repo('bench/lib/common.mjs');

// The API runs with a heap limit below 2 GB (above it, V8 lets the old generation grow to 4 × its live size
// before collecting) and with a smaller young generation and slower old-generation growth, so that the garbage
// of a burst of connections does not hold hundreds of megabytes (README, "Running at scale"; docs/live.md#memory).
// The benchmarks must run the API as it is deployed.
describe('the API heap limit and garbage-collector settings', () => {
  const limits = {
    'apps/api start script': limitIn(startScript),
    'docker/Dockerfile NODE_OPTIONS': limitIn(nodeOptions),
    'bench API_HEAP_LIMIT': limitIn(/API_HEAP_LIMIT = '([^']*)'/.exec(bench)?.[1] ?? ''),
  };

  it('is set where the API is started for production and for the benchmarks, and the same everywhere', () => {
    for (const [where, mb] of Object.entries(limits)) expect(mb, where).toBeTypeOf('number');
    expect(new Set(Object.values(limits)).size).toBe(1);
  });

  it('stays below 2 GB, where V8 switches to its largest heap growth factor', () => {
    expect(limits['apps/api start script']).toBeLessThan(2048);
  });

  it('uses the same garbage-collector flags in the start script, the image and the benchmarks', () => {
    const flags = {
      'apps/api start script': gcFlagsIn(startScript),
      // NODE_OPTIONS carries the young generation; the rest must be on the command line (Node refuses them there).
      'docker/Dockerfile': gcFlagsIn(`${nodeOptions} ${(JSON.parse(dockerCmd) as string[]).join(' ')}`),
      'bench API_GC_FLAGS': gcFlagsIn(/API_GC_FLAGS = '([^']*)'/.exec(bench)?.[1] ?? ''),
    };
    expect(flags['apps/api start script']).toContain('--max-semi-space-size=');
    expect(flags['apps/api start script']).toContain('--heap-growing-percent=');
    expect(flags['docker/Dockerfile']).toBe(flags['apps/api start script']);
    expect(flags['bench API_GC_FLAGS']).toBe(flags['apps/api start script']);
  });

  it('puts in NODE_OPTIONS only what Node accepts there', () => {
    expect(nodeOptions).not.toContain('--heap-growing-percent');
  });
});
