import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

export function invitationsHandlers({ invitations, inviteLimits }: Services): GroupHandlers<'invitations'> {
  return {
    info: async ({ params }) => invitations.info(params.token),
    claim: {
      preHandler: inviteLimits.claims,
      handler: async ({ params, body }) => invitations.claim(params.token, body.password),
    },
  };
}
