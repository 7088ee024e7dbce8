import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

export function mailHandlers({ outbox }: Services): GroupHandlers<'mail'> {
  return {
    listForOrganization: async ({ actor, params, query }) => outbox.listForOrganization(actor, params.id, query),
    listForEvent: async ({ actor, params, query }) => outbox.listForEvent(actor, params.id, query),
  };
}
