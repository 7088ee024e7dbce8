import { PassThrough, Readable } from 'node:stream';
import type { FileMediaType, RouteDefinition } from '@atria/contracts';
import { errorCodes, type FastifyInstance, type FastifyRequest, type FastifySchemaCompiler, type RouteShorthandOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';

type Upload = NonNullable<RouteDefinition['upload']>;

const FILE_MEDIA_TYPES: readonly FileMediaType[] = ['text/csv'];

const mediaTypeOf = (request: FastifyRequest): string => (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The file media types as raw streams, for upload routes only (docs/architecture.md#route-table): any other route
 * sent such a body answers 415, as for a media type nobody parses.
 */
export function registerFileParsers(app: FastifyInstance): void {
  for (const mediaType of FILE_MEDIA_TYPES) {
    app.addContentTypeParser(mediaType, (request, payload, done) => {
      const consumes = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes;
      if (!consumes?.includes(mediaType)) return done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(mediaType), undefined);
      return done(null, payload);
    });
  }
}

/** The file is a stream for the handler: only params and query are validated, by their zod schemas. */
const skipBody: FastifySchemaCompiler<z.ZodType> = (route) => (route.httpPart === 'body' ? () => true : validatorCompiler(route));

/**
 * The route options of an upload route: another media type answers 415 and a declared size above the limit 413,
 * both before the body is read; the service still counts the bytes it reads (a chunked upload declares no size).
 */
export function fileUploadOptions(upload: Upload): Pick<RouteShorthandOptions, 'bodyLimit' | 'preParsing' | 'validatorCompiler'> {
  const megabytes = Math.round(upload.maxBytes / (1024 * 1024));
  return {
    bodyLimit: upload.maxBytes,
    validatorCompiler: skipBody as RouteShorthandOptions['validatorCompiler'],
    preParsing: async (request, _reply, payload) => {
      const mediaType = mediaTypeOf(request);
      if (mediaType !== upload.mediaType) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(mediaType || 'none (send Content-Type: text/csv)');
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > upload.maxBytes) {
        const message = `The file is larger than ${megabytes} MB: split it into smaller files`;
        throw new AppError('PAYLOAD_TOO_LARGE', message, { file: [message] });
      }
      return payload;
    },
  };
}

/** The request body as OpenAPI shows it: the file as text, of the upload's media type (`consumes`). */
export const fileUploadSchema = (upload: Upload): z.ZodType => z.string().describe(upload.description);

/** The success answer as a file of `mediaType` (OpenAPI `content`), the other statuses as JSON. */
export function fileDownloadSchema(responses: RouteDefinition['responses'], status: number, mediaType: FileMediaType): Record<number, unknown> {
  const file = responses[status];
  return { ...responses, [status]: { description: file?.description ?? 'The file', content: { [mediaType]: { schema: file } } } };
}

/**
 * The upload as the handler reads it: the request's body through a pass-through, so a reader that stops early
 * (a size limit, a bad header) destroys its own stream, not the request, and the error answer can still be sent.
 * A request that fails (the client went away) fails the reader too. No body reads as an empty file.
 */
export function uploadStream(body: unknown): Readable {
  if (!(body instanceof Readable)) return Readable.from([]);
  const reader = new PassThrough();
  body.on('error', (err) => reader.destroy(err));
  return body.pipe(reader);
}
