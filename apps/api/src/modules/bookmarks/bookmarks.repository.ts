import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, sessionBookmarks, sessions } from '../../db/schema';
import { eventVisibleTo } from '../events/event-visibility.repository';

/** A bookmarked session with what "My agenda" shows of it and its event. */
export interface BookmarkRow {
  session_id: number;
  title: string;
  session_type: (typeof sessions.$inferSelect)['session_type'];
  status: (typeof sessions.$inferSelect)['status'];
  day_number: number;
  start_time: string;
  end_time: string;
  event_id: number;
  event_title: string;
  start_date: string;
  time_zone: string;
  bookmarked_at: Date;
}

export const bookmarksRepository = {
  /** True when the bookmark is new, false when it was there already. */
  async add(db: Db, userId: number, sessionId: number): Promise<boolean> {
    const rows = await db
      .insert(sessionBookmarks)
      .values({ user_id: userId, session_id: sessionId })
      .onConflictDoNothing()
      .returning({ session_id: sessionBookmarks.session_id });
    return rows.length > 0;
  },

  async remove(db: Db, userId: number, sessionId: number): Promise<void> {
    await db
      .delete(sessionBookmarks)
      .where(and(eq(sessionBookmarks.user_id, userId), eq(sessionBookmarks.session_id, sessionId)));
  },

  /**
   * The user's bookmarks in events they may still see (a bookmark in an event they lost access to is kept but
   * not shown), optionally of one event, by event start, day and time.
   */
  async listForUser(db: Db, userId: number, eventId?: number): Promise<BookmarkRow[]> {
    return db
      .select({
        session_id: sessions.id,
        title: sessions.title,
        session_type: sessions.session_type,
        status: sessions.status,
        day_number: sessions.day_number,
        start_time: sessions.start_time,
        end_time: sessions.end_time,
        event_id: events.id,
        event_title: events.title,
        start_date: events.start_date,
        time_zone: events.time_zone,
        bookmarked_at: sessionBookmarks.created_at,
      })
      .from(sessionBookmarks)
      .innerJoin(sessions, eq(sessions.id, sessionBookmarks.session_id))
      .innerJoin(events, eq(events.id, sessions.event_id))
      .where(
        and(
          eq(sessionBookmarks.user_id, userId),
          eventId === undefined ? undefined : eq(events.id, eventId),
          eventVisibleTo(userId),
        ),
      )
      .orderBy(
        asc(events.start_date),
        asc(events.id),
        asc(sessions.day_number),
        asc(sessions.start_time),
        asc(sessions.id),
      );
  },

  /** Every session of the event with its number of bookmarks (zero included), in agenda order. */
  async interestForEvent(db: Db, eventId: number) {
    return db
      .select({
        session_id: sessions.id,
        title: sessions.title,
        bookmarks: sql<number>`${count(sessionBookmarks.user_id)}::int`,
      })
      .from(sessions)
      .leftJoin(sessionBookmarks, eq(sessionBookmarks.session_id, sessions.id))
      .where(eq(sessions.event_id, eventId))
      .groupBy(sessions.id)
      .orderBy(asc(sessions.day_number), asc(sessions.start_time), asc(sessions.id));
  },
};
