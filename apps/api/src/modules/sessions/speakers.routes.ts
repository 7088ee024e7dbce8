import type { GroupHandlers } from '../../http/register-routes';
import { readScopes } from '../../plugins/read-scopes';
import type { Services } from '../../services';

export function speakersHandlers({ speakers }: Services): GroupHandlers<'speakers'> {
  return {
    list: {
      config: { readCache: readScopes.sessionSpeakers },
      handler: async ({ actor, params, query }) => speakers.list(actor, params.sessionId, query),
    },
    add: async ({ actor, params, body }) => speakers.add(actor, params.sessionId, body),
    setRole: async ({ actor, params, body }) => speakers.setRole(actor, params.sessionId, params.userId, body.role),
    reorder: async ({ actor, params, body }) => speakers.reorder(actor, params.sessionId, params.userId, body.order),
    remove: async ({ actor, params }) => {
      await speakers.remove(actor, params.sessionId, params.userId);
      return null;
    },
  };
}
