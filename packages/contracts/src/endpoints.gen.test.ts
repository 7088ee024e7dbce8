import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from './api/route';
import { listRoutes, routeTable } from './api/table';
import { endpoints } from './endpoints.gen';

const FILE = new URL('./endpoints.gen.ts', import.meta.url);

/** The Content-Type the client sends an upload with by default: the first media type that is not a pattern. */
function defaultUploadType(mediaTypes: readonly string[]): string {
  return mediaTypes.find((type) => !type.endsWith('/*')) ?? 'application/octet-stream';
}

/** The zod-free half of a route: what the client needs to send it and read its answer. */
function zodFree(route: RouteDefinition): Record<string, string> {
  return {
    method: route.method,
    path: route.path,
    auth: route.auth,
    ...(route.upload ? { upload: defaultUploadType(route.upload.mediaTypes) } : {}),
    ...(route.download ? { download: route.download.mediaType } : {}),
  };
}

const fields = (route: RouteDefinition): string =>
  Object.entries(zodFree(route))
    .map(([key, value]) => `${key}: '${value}'`)
    .join(', ');

/** endpoints.gen.ts as the route table says it should be. */
function render(): string {
  const groups = Object.entries(routeTable).map(([group, routes]) => {
    // As Prettier prints it (printWidth 120): one line when it fits, else one field per line.
    const lines = Object.entries(routes).map(([name, route]) => {
      const line = `    ${name}: { ${fields(route)} },`;
      if (line.length <= 120) return line;
      const each = fields(route)
        .split(', ')
        .map((field) => `      ${field},`);
      return `    ${name}: {\n${each.join('\n')}\n    },`;
    });
    return `  ${group}: {\n${lines.join('\n')}\n  },`;
  });
  return [
    '// Generated from the route table (src/api/table.ts) by `pnpm --filter @atria/contracts gen`: do not edit.',
    "import type { Endpoint } from './endpoint';",
    '',
    '/** How to address every route of the table, without zod (docs/architecture.md#route-table). */',
    'export const endpoints = {',
    ...groups,
    '} as const satisfies Readonly<Record<string, Readonly<Record<string, Endpoint>>>>;',
    '',
  ].join('\n');
}

describe('endpoints.gen.ts', () => {
  it('matches the route table (run `pnpm --filter @atria/contracts gen` after changing a route)', () => {
    if (process.env.ATRIA_WRITE_ENDPOINTS === '1') writeFileSync(FILE, render());
    expect(readFileSync(FILE, 'utf8')).toBe(render());
  });

  it('names every route of the table with its method, path and credential', () => {
    for (const { group, name, route } of listRoutes()) {
      const groupEndpoints: Readonly<Record<string, unknown>> = endpoints[group as keyof typeof endpoints];
      expect(groupEndpoints[name], `${group}.${name}`).toEqual(zodFree(route));
    }
  });

  it('has one route per method and path', () => {
    const keys = listRoutes().map(({ route }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
