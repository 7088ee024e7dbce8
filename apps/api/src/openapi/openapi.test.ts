import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from '@atria/contracts';
import { createTestApp, type TestApp } from '../test/helpers';
import { compare } from './document-diff';

/*
 * openapi-baseline.json is the document as it was before the routes came from the contracts' table
 * (docs/architecture.md#route-table). The document may only gain from it: nothing described there may go.
 */
const baseline = JSON.parse(readFileSync(new URL('./openapi-baseline.json', import.meta.url), 'utf8'));

let t: TestApp;
let document: Parameters<typeof compare>[1];
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => t.close());

describe('the OpenAPI document', () => {
  it('keeps everything of the baseline document', () => {
    const diff = compare(baseline, document);
    if (process.env.ATRIA_OPENAPI_DIFF === '1') process.stdout.write(`${JSON.stringify(diff, null, 2)}\n`);
    expect(diff.lost).toEqual([]);
  });

  it('describes every route of the table under its operationId', () => {
    const paths = (document as { paths?: Record<string, Record<string, { operationId?: string }>> }).paths ?? {};
    const operations = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => op.operationId ?? `${method} ${path}`),
    );
    expect(operations.sort()).toEqual(
      listRoutes()
        .map(({ group, name }) => `${group}.${name}`)
        .sort(),
    );
  });

  it('describes the attendee CSV upload and download as text/csv, their errors as JSON', () => {
    type Op = {
      requestBody?: { content: Record<string, unknown> };
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    const paths = (document as { paths: Record<string, Record<string, Op>> }).paths;
    const commit = paths['/api/events/{id}/attendees/import']?.post;
    expect(Object.keys(commit?.requestBody?.content ?? {})).toEqual(['text/csv']);
    expect(Object.keys(commit?.responses['413']?.content ?? {})).toEqual(['application/json']);
    const download = paths['/api/events/{id}/attendees.csv']?.get;
    expect(Object.keys(download?.responses['200']?.content ?? {})).toEqual(['text/csv']);
    expect(Object.keys(download?.responses['403']?.content ?? {})).toEqual(['application/json']);
  });

  it('describes an upload body as raw image bytes', () => {
    const paths =
      (
        document as {
          paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
        }
      ).paths ?? {};
    const content = paths['/api/users/me/avatar']?.put?.requestBody?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(['application/octet-stream', 'image/*']);
    expect(content['image/*']?.schema).toEqual({ type: 'string', format: 'binary' });
  });

  it('finds a loss: a document without one operation loses it', () => {
    const paths = { ...(baseline.paths as Record<string, unknown>) };
    delete paths['/api/health'];
    expect(compare(baseline, { ...baseline, paths }).lost).toEqual(['/paths//api/health']);
  });
});
