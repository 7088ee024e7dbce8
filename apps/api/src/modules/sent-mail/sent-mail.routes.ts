import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

export function mailHandlers({ sentMail }: Services): GroupHandlers<'mail'> {
  return {
    listForOrganization: async ({ actor, params, query }) => sentMail.listForOrganization(actor, params.id, query),
    listForEvent: async ({ actor, params, query }) => sentMail.listForEvent(actor, params.id, query),
  };
}
