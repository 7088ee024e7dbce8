import type { GroupHandlers } from '../../http/register-routes';
import { readScopes } from '../../plugins/read-scopes';
import type { Services } from '../../services';

export function organizationsHandlers({
  organizations: orgs,
  events,
  inviteLimits,
}: Services): GroupHandlers<'organizations'> {
  return {
    list: {
      config: { readCache: readScopes.organizations },
      handler: async ({ actor, query }) => orgs.list(actor, query),
    },
    create: async ({ actor, body }) => orgs.create(actor, body.name),
    get: async ({ actor, params }) => orgs.get(actor, params.id),
    rename: async ({ actor, params, body }) => orgs.update(actor, params.id, body.name),
    remove: async ({ actor, params }) => {
      await orgs.remove(actor, params.id);
      return null;
    },
    members: async ({ actor, params, query }) => orgs.members(actor, params.orgId, query),
    activity: async ({ actor, params, query }) => orgs.activity(actor, params.orgId, query),
    addMember: {
      preHandler: inviteLimits.addByEmail,
      handler: async ({ actor, params, body }) => orgs.addMember(actor, params.orgId, body),
    },
    changeMemberRole: async ({ actor, params, body }) => orgs.changeRole(actor, params.orgId, params.userId, body.role),
    removeMember: async ({ actor, params }) => {
      await orgs.removeMember(actor, params.orgId, params.userId);
      return null;
    },
    reinvite: async ({ actor, params }) => orgs.reinvite(actor, params.orgId, params.userId),
    events: {
      config: { readCache: readScopes.organizationEvents },
      handler: async ({ actor, params, query }) => events.listForOrganization(actor, params.orgId, query),
    },
    createEvent: async ({ actor, params, body }) => events.create(actor, params.orgId, body),
  };
}
