import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { liveAccessRepository, type LiveSession } from './live-access.repository';
import type { LiveFacts } from './live.policy';

export type { LiveSession };

/** The session and who the user is to it; undefined when the session does not exist. */
export const loadLiveFacts = (
  db: Db,
  sessionId: number,
  userId: number,
): Promise<{ session: LiveSession; facts: LiveFacts } | undefined> =>
  liveAccessRepository.loadLiveFacts(db, sessionId, userId);

/**
 * The session and the caller's facts; NOT_FOUND ('Session not found') when it does not exist or the caller is
 * not (or no longer) a participant of its event, so outsiders and the banned cannot tell it exists.
 */
export async function requireLiveSession(
  db: Db,
  sessionId: number,
  userId: number,
  visible: (f: LiveFacts) => boolean,
) {
  const found = await loadLiveFacts(db, sessionId, userId);
  if (!found || !visible(found.facts)) throw notFound('Session');
  return found;
}
