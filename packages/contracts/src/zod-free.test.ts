import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RouteRequest, RouteResponse, RouteTable, Session, SessionsQuery } from './zod-free';
import { SOCKET_RESPONSES } from './zod-free';

/** The modules a file loads at run time: its imports and re-exports that are not `import type` / `export type`. */
function runtimeImports(file: URL): string[] {
  const source = readFileSync(file, 'utf8');
  const found = source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms);
  return [...found].map((match) => match[1] ?? '');
}

function loadedModules(entry: URL, seen = new Set<string>()): Set<string> {
  for (const spec of runtimeImports(entry)) {
    if (!spec.startsWith('.')) {
      seen.add(spec);
      continue;
    }
    const next = new URL(`${spec}.ts`, entry);
    if (seen.has(next.href)) continue;
    seen.add(next.href);
    loadedModules(next, seen);
  }
  return seen;
}

describe('the zod-free entry', () => {
  it('loads no package at all, zod included', () => {
    const external = [...loadedModules(new URL('./zod-free.ts', import.meta.url))].filter(
      (spec) => !spec.startsWith('file:'),
    );
    expect(external).toEqual([]);
  });

  it('sees the schema modules through the checker: a module importing zod is found', () => {
    expect(loadedModules(new URL('./index.ts', import.meta.url)).has('zod')).toBe(true);
  });

  it('types a route call from the table', () => {
    expectTypeOf<RouteRequest<RouteTable['sessions']['get']>>().toEqualTypeOf<
      { params: { id: number } } & { query?: undefined } & { body?: undefined }
    >();
    expectTypeOf<RouteResponse<RouteTable['sessions']['get']>>().toEqualTypeOf<Session>();
    expectTypeOf<RouteRequest<RouteTable['users']['checkEmail']>['query']>().toEqualTypeOf<{ email: string }>();
    expectTypeOf<RouteRequest<RouteTable['sessions']['list']>['query']>().toEqualTypeOf<
      Partial<SessionsQuery> | undefined
    >();
    expect(Object.keys(SOCKET_RESPONSES)).toContain('send_direct_message');
  });
});
