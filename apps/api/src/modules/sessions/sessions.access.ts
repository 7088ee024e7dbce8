import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { loadEventAccess } from '../events/events.access';
import { sessionsPolicy } from './sessions.policy';
import { sessionsRepository as repo } from './sessions.repository';

/**
 * A session with its event and the caller's access to it. NOT_FOUND ('Session not found') when it does not
 * exist or the caller may not see its event; FORBIDDEN when `need` is 'manage' and the caller only reads.
 */
export async function requireSession(db: Db, sessionId: number, userId: number, need: 'read' | 'manage') {
  const session = await repo.findById(db, sessionId);
  if (!session) throw notFound('Session');
  const found = await loadEventAccess(db, session.event_id, userId);
  if (!found || !sessionsPolicy.canRead(found.access)) throw notFound('Session');
  if (need === 'manage' && !sessionsPolicy.canManage(found.access))
    throw forbidden('Only the event organizers can do this');
  return { session, event: found.event, access: found.access };
}
