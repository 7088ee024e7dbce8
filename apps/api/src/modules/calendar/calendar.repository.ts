import { and, asc, eq, gt, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isTransaction, preparedPer } from '../../db/prepared';
import {
  calendarFeeds,
  calendarTombstones,
  events,
  sessionBookmarks,
  sessionSpeakers,
  sessions,
} from '../../db/schema';
import { eventVisibleTo } from '../events/event-visibility.repository';

/** A session as calendars show it, with what is needed to place it in time. */
const entryColumns = {
  id: sessions.id,
  title: sessions.title,
  description: sessions.description,
  day_number: sessions.day_number,
  start_time: sessions.start_time,
  end_time: sessions.end_time,
  status: sessions.status,
  stream_url: sessions.stream_url,
  calendar_sequence: sessions.calendar_sequence,
  event_id: events.id,
  event_title: events.title,
  start_date: events.start_date,
  time_zone: events.time_zone,
};
const selectEntries = (db: Db) =>
  db.select(entryColumns).from(sessions).innerJoin(events, eq(events.id, sessions.event_id));
export type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];
export type TombstoneRow = typeof calendarTombstones.$inferSelect;

/** Ids of the sessions the user bookmarked or speaks at (both through their own user index). */
const mineIds = (userId: number) =>
  sql`(select ${sessionBookmarks.session_id} from ${sessionBookmarks} where ${sessionBookmarks.user_id} = ${userId}
       union select ${sessionSpeakers.session_id} from ${sessionSpeakers} where ${sessionSpeakers.user_id} = ${userId})`;

/**
 * The feed of a token hash with what its ETag is made of: its version (raised by triggers whenever what it shows
 * may have changed, migration reminders_triggers) and how many of its tombstones are still shown (they leave the feed by
 * age, which no trigger sees). One indexed lookup, the tombstones counted through their primary key's user prefix.
 */
const feedColumns = (since: string | Placeholder) => ({
  user_id: calendarFeeds.user_id,
  served_etag: calendarFeeds.served_etag,
  served_at: calendarFeeds.served_at,
  version: calendarFeeds.version,
  tombstones: sql<number>`(select count(*)::int from ${calendarTombstones} t
    where t.user_id = ${calendarFeeds.user_id} and t.deleted_at > ${since}::timestamptz)`,
});

/** The one statement of a poll that gets 304, prepared once (see db/prepared.ts). */
const feedByHashQuery = preparedPer((db) =>
  db
    .select(feedColumns(sql.placeholder('since')))
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token_hash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('atria_calendar_feed_by_hash_v2'),
);

export const calendarRepository = {
  async feedByHash(db: Db, tokenHash: string, tombstonesSince: Date) {
    const since = tombstonesSince.toISOString();
    const rows = isTransaction(db)
      ? await db.select(feedColumns(since)).from(calendarFeeds).where(eq(calendarFeeds.token_hash, tokenHash)).limit(1)
      : await feedByHashQuery(db).execute({ tokenHash, since });
    return rows[0];
  },

  /** Makes the user's feed use this token hash, replacing (so revoking) any earlier one. */
  async saveFeed(db: Db, userId: number, tokenHash: string): Promise<Date> {
    const rows = await db
      .insert(calendarFeeds)
      .values({ user_id: userId, token_hash: tokenHash })
      .onConflictDoUpdate({
        target: calendarFeeds.user_id,
        set: { token_hash: tokenHash, created_at: sql`now()`, served_etag: null, served_at: null },
      })
      .returning({ created_at: calendarFeeds.created_at });
    const row = rows[0];
    if (!row) throw new Error('upsert into calendar_feeds returned nothing');
    return row.created_at;
  },

  /** When the user's current feed token was made, if they have one. */
  async feedCreatedAt(db: Db, userId: number): Promise<Date | undefined> {
    const rows = await db
      .select({ created_at: calendarFeeds.created_at })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.user_id, userId))
      .limit(1);
    return rows[0]?.created_at;
  },

  async removeFeed(db: Db, userId: number): Promise<void> {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.user_id, userId));
  },

  /**
   * Records that `etag` is now served, first seen at the returned moment (the feed's Last-Modified). The moment
   * is at least one whole second after the previous one, so a client's If-Modified-Since (whole seconds) always
   * tells two versions apart. When the etag is already recorded (another request got there first) its moment
   * is returned unchanged.
   */
  async markServed(db: Db, userId: number, etag: string): Promise<Date | undefined> {
    const updated = await db
      .update(calendarFeeds)
      .set({
        served_etag: etag,
        served_at: sql`greatest(now(), coalesce(date_trunc('second', ${calendarFeeds.served_at}) + interval '1 second', now()))`,
      })
      .where(and(eq(calendarFeeds.user_id, userId), sql`${calendarFeeds.served_etag} is distinct from ${etag}`))
      .returning({ served_at: calendarFeeds.served_at });
    if (updated[0]?.served_at) return updated[0].served_at;
    const rows = await db
      .select({ served_at: calendarFeeds.served_at })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.user_id, userId));
    return rows[0]?.served_at ?? undefined;
  },

  /** The sessions the user bookmarked or speaks at, in events they may see. */
  async feedEntries(db: Db, userId: number): Promise<EntryRow[]> {
    return selectEntries(db)
      .where(and(sql`${sessions.id} in ${mineIds(userId)}`, eventVisibleTo(userId)))
      .orderBy(asc(sessions.id));
  },

  async tombstones(db: Db, userId: number, since: Date): Promise<TombstoneRow[]> {
    return db
      .select()
      .from(calendarTombstones)
      .where(and(eq(calendarTombstones.user_id, userId), gt(calendarTombstones.deleted_at, since)))
      .orderBy(asc(calendarTombstones.session_id));
  },

  async eventEntries(db: Db, eventId: number): Promise<EntryRow[]> {
    return selectEntries(db).where(eq(events.id, eventId)).orderBy(asc(sessions.id));
  },

  async sessionEntries(db: Db, sessionIds: number[]): Promise<EntryRow[]> {
    if (sessionIds.length === 0) return [];
    return selectEntries(db).where(inArray(sessions.id, sessionIds));
  },

  /** Deletes tombstones older than `before`; returns how many. */
  async purgeTombstones(db: Db, before: Date): Promise<number> {
    const rows = await db
      .delete(calendarTombstones)
      .where(sql`${calendarTombstones.deleted_at} <= ${before.toISOString()}`)
      .returning({ id: calendarTombstones.session_id });
    return rows.length;
  },
};
