import type { GroupHandlers } from '../../http/register-routes';
import { readScopes } from '../../plugins/read-scopes';
import type { Services } from '../../services';

/**
 * Direct messages over HTTP: the fallback of the socket, with the same service (services.ts) and the same emits.
 * The writes change nothing the caches hold beyond what the service drops itself (`keepsCaches`).
 */
export function directMessagesHandlers({ messages }: Services): GroupHandlers<'directMessages'> {
  return {
    threads: {
      config: { readCache: readScopes.threads },
      handler: async ({ actor, query }) => messages.listThreads(actor, query),
    },
    openThread: {
      config: { keepsCaches: true },
      handler: async ({ actor, body, reply }) => {
        const { thread, created } = await messages.createThread(actor, body);
        return reply.status(created ? 201 : 200).send(thread);
      },
    },
    messages: {
      config: { readCache: readScopes.messages },
      handler: async ({ actor, params, query }) => messages.listMessages(actor, params.id, query),
    },
    send: {
      config: { keepsCaches: true },
      handler: async ({ actor, params, body }) => messages.sendMessage(actor, params.id, body),
    },
    markRead: {
      config: { keepsCaches: true },
      handler: async ({ actor, params }) => messages.markRead(actor, params.id),
    },
  };
}
