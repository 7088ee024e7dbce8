import { UNSTORABLE_TEXT_MESSAGE, isStorableText } from '@atria/contracts';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { validation } from '../errors';

/**
 * The first field (top-level key, `_schema` for the body itself) holding a string PostgreSQL cannot store, or
 * null. Iterative, so that a deeply nested body cannot exhaust the stack.
 */
export function unstorableField(body: unknown): string | null {
  const stack: [unknown, string][] = [[body, '_schema']];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [value, field] = item;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return field;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const top = field === '_schema' && !Array.isArray(value) ? key : field;
        if (!isStorableText(key)) return top;
        stack.push([child, top]);
      }
    }
  }
  return null;
}

/**
 * Refuses (422, on the field) validated bodies holding text the database cannot store, before any handler
 * runs, so that no route can forget it. Fields with a rule of their own (message content) answer first, with
 * their own wording, during validation.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    // A file upload's body is the request stream itself (http/upload-body.ts, `as: 'stream'`): its reader checks the text it reads.
    if (request.body instanceof Readable) return;
    const field = unstorableField(request.body);
    if (field !== null) throw validation('Validation failed', { [field]: [UNSTORABLE_TEXT_MESSAGE] });
  });
}
