import { MEDIA_FILE_NAME_RE } from '@atria/contracts/media';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../errors';
import { MEDIA_URL_PREFIX } from '../modules/media/media.mapper';
import { CONTENT_TYPE_BY_EXTENSION } from '../modules/media/media-types';
import type { MediaStorage } from '../modules/media/storage';
import { toErrorBody } from './error-handler';

export interface MediaFilesOptions {
  storage: MediaStorage;
}

/** A file's name is the hash of its content: it never changes, so caches may keep it for a year, unasked. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

function missing(reply: FastifyReply): FastifyReply {
  const body = toErrorBody(notFound('Image'));
  return reply.code(body.status).header('cache-control', 'no-store').type('application/json').send(body);
}

/**
 * Serves stored image files at `GET /media/<hash>-<width>.<ext>` (docs/images.md#serving), from whichever
 * storage is configured. Only names of the pipeline's own pattern are looked up; the content type comes from
 * the extension, with `nosniff` and a CSP that lets nothing run should a file ever be opened as a page.
 * Register with `app.register(mediaFilesPlugin, { storage })`.
 */
export async function mediaFilesPlugin(app: FastifyInstance, opts: MediaFilesOptions): Promise<void> {
  const { storage } = opts;
  app.get<{ Params: { name: string } }>(
    `${MEDIA_URL_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const match = MEDIA_FILE_NAME_RE.exec(name);
      const type = match?.[3] ? CONTENT_TYPE_BY_EXTENSION[match[3]] : undefined;
      if (!type) return missing(reply);
      const etag = `"${name}"`;
      void reply.headers({
        'cache-control': CACHE_FOREVER,
        etag,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'same-site',
      });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const file = await storage.get(name);
      if (!file) return missing(reply);
      return reply.type(type).header('content-length', file.size).send(file.body);
    },
  );
}
