import type { FastifyInstance } from 'fastify';
import { MediaError } from '../modules/media/media.errors';

/** An upload's content types as OpenAPI names them (the route's `consumes`). */
export const UPLOAD_CONTENT_TYPES = ['image/*', 'application/octet-stream'];

/** What an upload may be declared as: an image type or plain bytes; its content decides the rest. */
const UPLOAD_TYPES = [/^image\/[\w.+-]+$/i, 'application/octet-stream'];

/**
 * Accepts raw bytes as the body of the routes of `app` (one upload route's own scope): a declared length
 * over `maxBytes` is refused before a byte is read, and a body that grows past it is refused as soon as it
 * does, so an oversized upload is never held whole (docs/images.md#uploading). Both are 413 with the image
 * size message. Any other content type (JSON included) gets Fastify's 415.
 */
export function registerUploadParser(app: FastifyInstance, maxBytes: number): void {
  // Only raw bytes here: JSON or text would reach the handler as something other than a Buffer.
  app.removeAllContentTypeParsers();
  for (const type of UPLOAD_TYPES) {
    app.addContentTypeParser(type, (request, payload, done) => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        done(new MediaError('TOO_LARGE'));
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
        if (size > maxBytes) finish(new MediaError('TOO_LARGE'));
        else chunks.push(chunk);
      });
      payload.on('end', () => finish(null, Buffer.concat(chunks, size)));
      payload.on('error', (err) => finish(err));
    });
  }
}
