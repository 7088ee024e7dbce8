import type { BookmarkState, MyAgenda, SessionInterestList } from '@atria/contracts/calendar';
import type { Actor, AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { loadEventAccess, requireEventViewer } from '../events/events.access';
import { sessionsRepository } from '../sessions/sessions.repository';
import { bookmarksPolicy } from './bookmarks.policy';
import { bookmarksRepository as repo } from './bookmarks.repository';
import { toAgendaItem, toTimedBookmark } from './bookmarks.mapper';
import { findClashes } from './clashes';

type Who = Pick<Actor, 'id'>;

export function createBookmarksService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  /** The session if the caller may bookmark it; NOT_FOUND ('Session not found') otherwise, as for a missing one. */
  async function requireBookmarkable(actor: Who, sessionId: number): Promise<void> {
    const session = await sessionsRepository.findById(db, sessionId);
    const found = session && (await loadEventAccess(db, session.event_id, actor.id));
    if (!found || !bookmarksPolicy.canBookmark(found.access)) throw notFound('Session');
  }

  return {
    /** Bookmarks a session for the caller; bookmarking it again changes nothing. NOT_FOUND when not visible. */
    async add(actor: Who, sessionId: number): Promise<BookmarkState> {
      await requireBookmarkable(actor, sessionId);
      await repo.add(db, actor.id, sessionId);
      return { session_id: sessionId, bookmarked: true };
    },

    /** Removes the caller's bookmark; removing one that is not there changes nothing. NOT_FOUND when not visible. */
    async remove(actor: Who, sessionId: number): Promise<BookmarkState> {
      await requireBookmarkable(actor, sessionId);
      await repo.remove(db, actor.id, sessionId);
      return { session_id: sessionId, bookmarked: false };
    },

    /**
     * The caller's bookmarked sessions with their instants and clashes, across every event they can see, or of
     * one event (NOT_FOUND when they cannot see it). Clashes are always looked for across all events: a session
     * of this event can clash with one of another.
     */
    async myAgenda(actor: Who, eventId?: number): Promise<MyAgenda> {
      if (eventId !== undefined) await requireEventViewer(db, eventId, actor.id);
      const timed = (await repo.listForUser(db, actor.id)).map(toTimedBookmark);
      const clashes = findClashes(
        timed.map((t) => ({ id: t.session_id, start: t.start, end: t.end, cancelled: t.status === 'CANCELLED' })),
      );
      const shown = eventId === undefined ? timed : timed.filter((t) => t.event.id === eventId);
      shown.sort((a, b) => a.start - b.start || a.session_id - b.session_id);
      return { items: shown.map((t) => toAgendaItem(t, clashes.get(t.session_id) ?? [])) };
    },

    /**
     * How many people bookmarked each session of the event (its editors only). NOT_FOUND for outsiders,
     * FORBIDDEN for everyone else who sees the event.
     */
    async interest(actor: Who, eventId: number): Promise<SessionInterestList> {
      const { access } = await requireEventViewer(db, eventId, actor.id);
      if (!bookmarksPolicy.canSeeInterest(access)) throw forbidden('Only the event organizers can do this');
      return { sessions: await repo.interestForEvent(db, eventId) };
    },
  };
}

export type BookmarksService = ReturnType<typeof createBookmarksService>;
