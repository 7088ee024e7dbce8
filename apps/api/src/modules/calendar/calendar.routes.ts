import type { FastifyReply } from 'fastify';
import type { GroupHandlers } from '../../http/register-routes';
import { tooManyAttempts } from '../../lib/rate-limiter';
import type { Services } from '../../services';
import type { CalendarFile } from './calendar.service';
import { acceptsGzip } from './conditional';

/** A calendar file as a download under its own name. */
function sendFile(reply: FastifyReply, file: CalendarFile): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-cache')
    .type('text/calendar; charset=utf-8')
    .send(file.body);
}

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

export function calendarHandlers({ calendar, feedLimiter }: Services): GroupHandlers<'calendar'> {
  return {
    sessionFile: async ({ actor, params, reply }) => sendFile(reply, await calendar.sessionCalendar(actor, params.id)),
    eventFile: async ({ actor, params, reply }) => sendFile(reply, await calendar.eventCalendar(actor, params.id)),
    feedStatus: async ({ actor }) => calendar.feedStatus(actor),
    createFeed: async ({ actor }) => calendar.createFeed(actor),
    removeFeed: async ({ actor }) => {
      await calendar.removeFeed(actor);
      return null;
    },
    feed: async ({ params, request, reply }) => {
      // Before the token is looked at: guessing tokens costs the same budget as polling a real one.
      const decision = await feedLimiter.tryAcquire(request.ip);
      if (!decision.allowed)
        throw tooManyAttempts(
          decision.retryAfterSeconds,
          'Too many calendar feed requests. Please wait and try again.',
        );
      const answer = await calendar.personalFeed(
        params.token,
        {
          ifNoneMatch: header(request.headers['if-none-match']),
          ifModifiedSince: header(request.headers['if-modified-since']),
        },
        acceptsGzip(header(request.headers['accept-encoding'])),
      );
      void reply
        .header('etag', answer.etag)
        .header('vary', 'accept-encoding')
        .header('last-modified', answer.lastModified.toUTCString())
        .header('cache-control', 'private, no-cache');
      // No payload at all: `send(null)` would be serialized as "null" and announced with content-length 4, which a
      // keep-alive client then waits for (a 304 carries no body).
      if (answer.status === 304) return reply.code(304).send();
      if (answer.status === 200 && answer.encoding) void reply.header('content-encoding', answer.encoding);
      return reply.type('text/calendar; charset=utf-8').send(answer.body);
    },
  };
}
