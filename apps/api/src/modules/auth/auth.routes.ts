import type { GroupHandlers } from '../../http/register-routes';
import { bearerToken } from '../../plugins/auth';
import { readScopes } from '../../plugins/read-scopes';
import type { Services } from '../../services';

export function authHandlers({ auth }: Services): GroupHandlers<'auth'> {
  return {
    signup: async ({ body, request }) => auth.signup(body, request.ip, request.headers['user-agent']),
    login: async ({ body, request }) => auth.login(body, request.ip, request.headers['user-agent']),
    refresh: async ({ request }) =>
      auth.refresh(bearerToken(request.headers.authorization), request.headers['user-agent']),
    me: { config: { readCache: readScopes.me }, handler: async ({ actor }) => auth.me(actor) },
    logout: async ({ actor }) => {
      await auth.logout(actor);
      return null;
    },
  };
}
