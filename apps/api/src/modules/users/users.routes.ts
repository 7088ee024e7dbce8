import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

export function usersHandlers({ users, events, avatars }: Services): GroupHandlers<'users'> {
  return {
    checkEmail: async ({ query }) => users.checkEmail(query.email),
    get: async ({ actor, params }) => users.get(actor, params.id),
    update: async ({ actor, params, body }) => users.update(actor, params.id, body),
    events: async ({ actor, params, query }) => events.listForUser(actor, params.userId, query),
    speakingSessions: async ({ actor, params }) => users.speakingSessions(actor, params.userId),
    setAvatar: async ({ actor, body }) => avatars.set(actor, body),
    removeAvatar: async ({ actor }) => {
      await avatars.remove(actor);
      return null;
    },
  };
}
