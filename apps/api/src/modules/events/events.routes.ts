import type { GroupHandlers } from '../../http/register-routes';
import { readScopes } from '../../plugins/read-scopes';
import type { Services } from '../../services';

export function eventsHandlers({ events, eventImages }: Services): GroupHandlers<'events'> {
  return {
    get: {
      config: { readCache: readScopes.event },
      handler: async ({ actor, params }) => events.get(actor, params.id),
    },
    update: async ({ actor, params, body }) => events.update(actor, params.id, body),
    updateBranding: async ({ actor, params, body }) => events.updateBranding(actor, params.id, body),
    remove: async ({ actor, params }) => {
      await events.remove(actor, params.id);
      return null;
    },
    setBanner: async ({ actor, params, body }) => eventImages.set(actor, params.id, 'banner', body),
    removeBanner: async ({ actor, params }) => {
      await eventImages.remove(actor, params.id, 'banner');
      return null;
    },
    setLogo: async ({ actor, params, body }) => eventImages.set(actor, params.id, 'logo', body),
    removeLogo: async ({ actor, params }) => {
      await eventImages.remove(actor, params.id, 'logo');
      return null;
    },
  };
}

export function eventUsersHandlers({ events, inviteLimits }: Services): GroupHandlers<'eventUsers'> {
  return {
    list: {
      config: { readCache: readScopes.eventUsers },
      handler: async ({ actor, params, query }) => events.users(actor, params.eventId, query),
    },
    addExisting: async ({ actor, params, body }) => events.addExisting(actor, params.eventId, body),
    addByEmail: {
      preHandler: inviteLimits.addByEmail,
      handler: async ({ actor, params, body }) => events.addOrCreate(actor, params.eventId, body),
    },
    changeRole: async ({ actor, params, body }) => events.changeRole(actor, params.eventId, params.userId, body.role),
    updateSpeakerInfo: async ({ actor, params, body }) =>
      events.updateSpeakerInfo(actor, params.eventId, params.userId, body),
    remove: async ({ actor, params }) => {
      await events.removeUser(actor, params.eventId, params.userId);
      return null;
    },
    resendInvitation: {
      preHandler: inviteLimits.addByEmail,
      handler: async ({ actor, params }) => events.resendInvitation(actor, params.eventId, params.userId),
    },
    revokeInvitation: async ({ actor, params }) => events.revokeInvitation(actor, params.eventId, params.userId),
  };
}
