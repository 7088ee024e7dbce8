import type { NetworkingSettings, UpdateNetworkingSettingsBody } from '@atria/contracts/network';
import type { Actor, AppContext } from '../../context';
import { requireEventEditor, requireEventViewer } from '../events/events.access';
import { eventsPolicy, type EventAccess } from '../events/events.policy';
import { networkingSettingsRepository as repo, type NetworkingRow } from './networking-settings.repository';

/**
 * The event's staff for networking: those who edit it and its moderators. They work the report queue, and they
 * still read the directory while its organizers have turned it off.
 */
export const isEventStaff = (a: EventAccess): boolean => eventsPolicy.canEdit(a) || a.eventRole === 'MODERATOR';

/**
 * An event's networking settings (docs/networking.md#networking-settings): everyone who sees the event reads
 * them (the directory page and the connection dialog need them), those who edit it change them.
 */
export function createNetworkingSettingsService(ctx: Pick<AppContext, 'db' | 'changes'>) {
  const { db, changes } = ctx;
  const answer = (eventId: number, row: NetworkingRow): NetworkingSettings => ({
    event_id: eventId,
    directory_enabled: row.directory_enabled,
    icebreaker: row.icebreaker,
  });

  return {
    /** NOT_FOUND for someone who cannot see the event. */
    async get(actor: Actor, eventId: number): Promise<NetworkingSettings> {
      await requireEventViewer(db, eventId, actor.id);
      return answer(eventId, await repo.find(db, eventId));
    },

    /** Changes the fields given. NOT_FOUND for outsiders, FORBIDDEN for those who see the event but do not edit it. */
    async update(actor: Actor, eventId: number, body: UpdateNetworkingSettingsBody): Promise<NetworkingSettings> {
      const saved = await db.transaction(async (tx) => {
        await requireEventEditor(tx, eventId, actor.id);
        const change: Partial<NetworkingRow> = {};
        if (body.directory_enabled !== undefined) change.directory_enabled = body.directory_enabled;
        if (body.icebreaker !== undefined) change.icebreaker = body.icebreaker;
        if (Object.keys(change).length === 0) return answer(eventId, await repo.find(tx, eventId));
        return answer(eventId, await repo.upsert(tx, eventId, change));
      });
      // This instance's directory sees the change at once; the others when the table's trigger notification
      // reaches them (the directory holds the settings, network.service.ts).
      changes.invalidate([`event:${eventId}`]);
      return saved;
    },
  };
}

export type NetworkingSettingsService = ReturnType<typeof createNetworkingSettingsService>;
