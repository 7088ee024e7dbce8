import type { GroupHandlers } from '../../http/register-routes';
import { readScopes } from '../../plugins/read-scopes';
import type { Services } from '../../services';

export function sessionsHandlers({ sessions }: Services): GroupHandlers<'sessions'> {
  return {
    list: async ({ actor, params, query, request, reply }) => {
      const agenda = await sessions.list(actor, params.eventId, query);
      void reply.header('etag', agenda.etag).header('cache-control', 'private, no-cache');
      // No payload: `send(null)` would announce content-length 4 for a body a 304 never carries.
      if (request.headers['if-none-match'] === agenda.etag) return reply.code(304).send();
      // Already serialized through the SessionList schema when it was built: sent as it is.
      return reply.type('application/json; charset=utf-8').send(agenda.body as never);
    },
    create: async ({ actor, params, body }) => sessions.create(actor, params.eventId, body),
    get: {
      config: { readCache: readScopes.session },
      handler: async ({ actor, params }) => sessions.get(actor, params.id),
    },
    update: async ({ actor, params, body }) => sessions.update(actor, params.id, body),
    setStatus: async ({ actor, params, body }) => sessions.setStatus(actor, params.id, body.status),
    reschedule: async ({ actor, params, body }) => sessions.reschedule(actor, params.id, body),
    remove: async ({ actor, params }) => {
      await sessions.remove(actor, params.id);
      return null;
    },
  };
}
