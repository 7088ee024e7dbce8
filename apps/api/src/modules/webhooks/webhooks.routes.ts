import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

/** Outbound webhooks (docs/api.md#webhooks). */
export function webhooksHandlers({ webhooks }: Services): GroupHandlers<'webhooks'> {
  return {
    list: async ({ actor, params }) => webhooks.list(actor, params.id),
    create: async ({ actor, params, body }) => webhooks.create(actor, params.id, body),
    update: async ({ actor, params, body }) => webhooks.update(actor, params.id, params.webhookId, body),
    remove: async ({ actor, params }) => {
      await webhooks.remove(actor, params.id, params.webhookId);
      return null;
    },
    rotateSecret: async ({ actor, params }) => webhooks.rotateSecret(actor, params.id, params.webhookId),
    sendTest: async ({ actor, params }) => webhooks.sendTest(actor, params.id, params.webhookId),
    deliveries: async ({ actor, params, query }) => webhooks.deliveries(actor, params.id, params.webhookId, query),
    redeliver: async ({ actor, params }) => webhooks.redeliver(actor, params.id, params.webhookId, params.deliveryId),
  };
}
