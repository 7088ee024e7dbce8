import { LIVE_MESSAGES, type WatchersResponse } from '@atria/contracts/live';
import type { Actor, AppContext } from '../../context';
import { forbidden } from '../../errors';
import { fullName } from '../users/users.mapper';
import { requireLiveSession } from './live.access';
import { livePolicy, type LiveFacts } from './live.policy';
import { liveAccessRepository } from './live-access.repository';
import { liveModerationRepository } from './live-moderation.repository';

/** Who watches which session: the realtime layer's presence store (realtime/presence.ts), across instances. */
export interface WatcherSource {
  watchers(sessionId: number): Promise<number[]>;
}

const participant = (f: LiveFacts) => livePolicy.canReadRoom(f, 'PUBLIC');

/**
 * The "who is watching" list for the event's staff. The presence store belongs to the realtime layer, which
 * starts after the services are built: it hands the store over with `attach` (until then nobody is watching).
 */
export function createLiveWatchersService(ctx: AppContext) {
  const { db } = ctx;
  let source: WatcherSource | undefined;

  return {
    attach(s: WatcherSource | undefined): void {
      source = s;
    },

    /** The distinct users watching now, by name. NOT_FOUND for outsiders, FORBIDDEN unless staff. */
    async list(actor: Actor, sessionId: number): Promise<WatchersResponse> {
      const { facts, session } = await requireLiveSession(db, sessionId, actor.id, participant);
      if (!livePolicy.canModerate(facts)) throw forbidden(LIVE_MESSAGES.watchersStaffOnly);
      const ids = source ? await source.watchers(sessionId) : [];
      const [people, mutes] = await Promise.all([
        liveAccessRepository.people(db, ids),
        liveModerationRepository.mutesOf(db, session.event_id, ids),
      ]);
      const watchers = people
        .map((u) => ({
          id: u.id,
          full_name: fullName(u),
          image_url: u.image_url,
          muted_until: mutes.get(u.id)?.toISOString() ?? null,
        }))
        .sort((a, b) => a.full_name.localeCompare(b.full_name) || a.id - b.id);
      return { session_id: sessionId, watching: watchers.length, watchers };
    },
  };
}

export type LiveWatchersService = ReturnType<typeof createLiveWatchersService>;
