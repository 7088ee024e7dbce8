import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

/** Account settings: password, logins, deletion (docs/product.md#settings). The name is the profile edit. */
export function accountHandlers({ account }: Services): GroupHandlers<'account'> {
  return {
    changePassword: async ({ actor, body }) => {
      await account.changePassword(actor, body);
      return null;
    },
    changeEmail: async ({ actor, body }) => account.requestEmailChange(actor, body),
    confirmEmail: async ({ body }) => account.confirmEmailChange(body.token),
    listLogins: async ({ actor }) => account.listLogins(actor),
    endLogin: async ({ actor, params }) => {
      await account.endLogin(actor, params.id);
      return null;
    },
    endAllLogins: async ({ actor }) => {
      await account.endAllLogins(actor);
      return null;
    },
    deleteAccount: async ({ actor, body }) => {
      await account.deleteAccount(actor, body);
      return null;
    },
  };
}
