import { PassThrough, Readable } from 'node:stream';
import type { FileUpload } from '@atria/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** A media type of the route's list as Fastify matches it: `image/*` as a pattern, the others as they are. */
const matcherOf = (mediaType: string): string | RegExp =>
  mediaType.endsWith('/*')
    ? new RegExp(`^${mediaType.slice(0, -1).replace(/[.+]/g, '\\$&')}[\\w.+-]+$`, 'i')
    : mediaType;

const tooLarge = (upload: FileUpload): AppError =>
  new AppError('PAYLOAD_TOO_LARGE', upload.tooLarge, { file: [upload.tooLarge] });

/**
 * Accepts the upload's media types as the body of the routes of `app`, one upload route's own scope
 * (docs/architecture.md#route-table); every other media type, JSON included, gets Fastify's 415. A declared
 * length over `maxBytes` is refused with 413 before a byte is read. `as: 'buffer'` collects the bytes and stops
 * with 413 as soon as they pass the limit, so an oversized file is never held whole; `as: 'stream'` hands the
 * request on unread, for a handler that reads and counts it itself (`uploadBody`).
 */
export function registerUploadParser(app: FastifyInstance, upload: FileUpload): void {
  app.removeAllContentTypeParsers();
  for (const mediaType of upload.mediaTypes) {
    app.addContentTypeParser(matcherOf(mediaType), (request, payload, done) => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > upload.maxBytes) {
        done(tooLarge(upload));
        return;
      }
      if (upload.as === 'stream') {
        done(null, payload);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let finished = false;
      const finish = (err: Error | null, body?: Buffer) => {
        if (finished) return;
        finished = true;
        payload.removeAllListeners('data');
        if (err) payload.resume();
        done(err, body);
      };
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > upload.maxBytes) finish(tooLarge(upload));
        else chunks.push(chunk);
      });
      payload.on('end', () => finish(null, Buffer.concat(chunks, size)));
      payload.on('error', (err) => finish(err));
    });
  }
}

/**
 * The parsed body as the handler gets it. A buffer upload: the bytes (empty when the request has none). A stream
 * upload: the request's body through a pass-through, so a reader that stops early (a size limit, a bad header)
 * destroys its own stream, not the request, and the error answer can still be sent; a request that fails (the
 * client went away) fails the reader too. No body reads as an empty file.
 */
export function uploadBody(upload: FileUpload, body: unknown): Buffer | Readable {
  if (upload.as === 'buffer') return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  if (!(body instanceof Readable)) return Readable.from([]);
  const reader = new PassThrough();
  body.on('error', (err) => reader.destroy(err));
  return body.pipe(reader);
}
