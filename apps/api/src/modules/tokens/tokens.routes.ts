import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

/** Personal access tokens (docs/api.md#authenticating-with-a-token). */
export function tokensHandlers({ tokens }: Services): GroupHandlers<'tokens'> {
  return {
    list: async ({ actor }) => tokens.list(actor),
    create: async ({ actor, body }) => tokens.create(actor, body),
    revoke: async ({ actor, params }) => {
      await tokens.revoke(actor, params.id);
      return null;
    },
  };
}
