import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = import.meta.dirname;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('route files', () => {
  // The router plugin splits a route's component into its own chunk, but whatever else the route file imports
  // stays in the entry chunk that every page loads, the landing page included (docs/architecture.md#what-the-first-page-loads).
  it('import nothing for its side effects (a catalog registration belongs with the page component)', () => {
    const files = routeFiles(ROUTES);
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => /^import\s+['"]/.test(line))
        .map((line) => `${relative(ROUTES, path)}: ${line}`),
    );
    expect(found).toEqual([]);
  });
});
