import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventNetworkingSettings } from '../../db/schema';

/** What an event without a row of its own has: the directory open, no icebreaker prompt. */
export const DEFAULT_NETWORKING = { directory_enabled: true, icebreaker: null } as const;

export interface NetworkingRow {
  directory_enabled: boolean;
  icebreaker: string | null;
}

/** An event's networking settings (docs/networking.md#networking-settings). */
export const networkingSettingsRepository = {
  /** The event's settings, the defaults when its organizers never changed them. */
  async find(db: Db, eventId: number): Promise<NetworkingRow> {
    const rows = await db
      .select({
        directory_enabled: eventNetworkingSettings.directory_enabled,
        icebreaker: eventNetworkingSettings.icebreaker,
      })
      .from(eventNetworkingSettings)
      .where(eq(eventNetworkingSettings.event_id, eventId));
    return rows[0] ?? DEFAULT_NETWORKING;
  },

  /** Writes the fields of `change` (the others keep their value, or their default on the event's first change). */
  async upsert(db: Db, eventId: number, change: Partial<NetworkingRow>): Promise<NetworkingRow> {
    const [row] = await db
      .insert(eventNetworkingSettings)
      .values({ event_id: eventId, ...DEFAULT_NETWORKING, ...change })
      .onConflictDoUpdate({ target: eventNetworkingSettings.event_id, set: { ...change, updated_at: sql`now()` } })
      .returning({
        directory_enabled: eventNetworkingSettings.directory_enabled,
        icebreaker: eventNetworkingSettings.icebreaker,
      });
    if (!row) throw new Error('networking settings upsert returned nothing');
    return row;
  },
};
