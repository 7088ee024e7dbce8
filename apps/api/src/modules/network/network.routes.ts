import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

/** Privacy, directory, an event's networking settings, connections, blocks and reports (docs/networking.md). */
export function networkHandlers({ network, networkingSettings, reports }: Services): GroupHandlers<'network'> {
  return {
    privacy: async ({ actor }) => network.privacy(actor),
    setPrivacy: async ({ actor, body }) => network.setPrivacy(actor, body),
    directory: async ({ actor, params, query }) => network.directory(actor, params.id, query),
    eventSettings: async ({ actor, params }) => networkingSettings.get(actor, params.id),
    updateEventSettings: async ({ actor, params, body }) => networkingSettings.update(actor, params.id, body),
    connections: async ({ actor, query }) => network.connections(actor, query),
    pendingCount: async ({ actor }) => network.pendingCount(actor),
    request: async ({ actor, body, reply }) => {
      const { connection, created } = await network.request(actor, body);
      return reply.status(created ? 201 : 200).send(connection);
    },
    accept: async ({ actor, params }) => network.accept(actor, params.id),
    decline: async ({ actor, params }) => {
      await network.decline(actor, params.id);
      return null;
    },
    remove: async ({ actor, params }) => {
      await network.remove(actor, params.id);
      return null;
    },
    blocked: async ({ actor }) => network.blocked(actor),
    block: async ({ actor, params }) => network.block(actor, params.userId),
    unblock: async ({ actor, params }) => network.unblock(actor, params.userId),
    report: async ({ actor, params, body }) => reports.create(actor, params.id, body),
    reports: async ({ actor, params, query }) => reports.list(actor, params.id, query),
    resolveReport: async ({ actor, params, body }) => reports.resolve(actor, params.id, params.reportId, body),
  };
}

/** An event's sponsors (docs/networking.md#sponsors). */
export function sponsorsHandlers({ sponsors }: Services): GroupHandlers<'sponsors'> {
  return {
    list: async ({ actor, params }) => sponsors.list(actor, params.id),
    createTier: async ({ actor, params, body }) => sponsors.createTier(actor, params.id, body),
    updateTier: async ({ actor, params, body }) => sponsors.updateTier(actor, params.id, params.tierId, body),
    deleteTier: async ({ actor, params }) => {
      await sponsors.deleteTier(actor, params.id, params.tierId);
      return null;
    },
    reorderTiers: async ({ actor, params, body }) => sponsors.reorderTiers(actor, params.id, body.ids),
    create: async ({ actor, params, body }) => sponsors.create(actor, params.id, body),
    update: async ({ actor, params, body }) => sponsors.update(actor, params.id, params.sponsorId, body),
    delete: async ({ actor, params }) => {
      await sponsors.delete(actor, params.id, params.sponsorId);
      return null;
    },
    reorder: async ({ actor, params, body }) => sponsors.reorder(actor, params.id, params.tierId, body.ids),
    setLogo: async ({ actor, params, body }) => sponsors.setLogo(actor, params.id, params.sponsorId, body),
    removeLogo: async ({ actor, params }) => {
      await sponsors.removeLogo(actor, params.id, params.sponsorId);
      return null;
    },
  };
}
