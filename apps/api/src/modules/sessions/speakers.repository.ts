import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SpeakerRole } from '@atria/contracts';
import type { Db } from '../../db/client';
import { isTransaction, preparedPer } from '../../db/prepared';
import { eventUsers, sessionSpeakers, sessions, users } from '../../db/schema';
import type { SpeakerOrder } from './speaker-order';

/** A speaker with what the listing shows of them: their profile and the event's speaker title. */
const speakerColumns = {
  session_id: sessionSpeakers.session_id,
  user_id: sessionSpeakers.user_id,
  role: sessionSpeakers.role,
  order: sessionSpeakers.order,
  first_name: users.first_name,
  last_name: users.last_name,
  profile_title: users.title,
  speaker_title: eventUsers.speaker_title,
  speaker_bio: eventUsers.speaker_bio,
  company_name: users.company_name,
  image_url: users.image_url,
  linkedin_url: users.linkedin_url,
  website_url: users.website_url,
};
const joinSpeaker = and(eq(eventUsers.event_id, sessions.event_id), eq(eventUsers.user_id, sessionSpeakers.user_id));

function selectSpeakers(db: Db) {
  return db
    .select(speakerColumns)
    .from(sessionSpeakers)
    .innerJoin(users, eq(users.id, sessionSpeakers.user_id))
    .innerJoin(sessions, eq(sessions.id, sessionSpeakers.session_id))
    .leftJoin(eventUsers, joinSpeaker);
}

export type SpeakerRow = Awaited<ReturnType<ReturnType<typeof selectSpeakers>['execute']>>[number];

/** The time slot a speaker would occupy, to find other sessions of theirs that overlap it. */
export interface Slot {
  eventId: number;
  /** The session taking the slot (its own booking is not a conflict). */
  sessionId: number;
  dayNumber: number;
  startTime: string;
  endTime: string;
}

/** Speakers of a page of sessions, prepared once; the ids travel as one int[] parameter. */
const speakersOfSessionsQuery = preparedPer((db) =>
  selectSpeakers(db)
    .where(sql`${sessionSpeakers.session_id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(sessionSpeakers.session_id), asc(sessionSpeakers.order), asc(sessionSpeakers.user_id))
    .prepare('atria_speakers_of_sessions'),
);

export const speakersRepository = {
  /** All speakers of several sessions, in order: one query whatever the numbers. */
  async listForSessions(db: Db, sessionIds: number[]): Promise<SpeakerRow[]> {
    if (sessionIds.length === 0) return [];
    if (!isTransaction(db)) return speakersOfSessionsQuery(db).execute({ ids: sessionIds });
    return selectSpeakers(db)
      .where(inArray(sessionSpeakers.session_id, sessionIds))
      .orderBy(asc(sessionSpeakers.session_id), asc(sessionSpeakers.order), asc(sessionSpeakers.user_id));
  },

  /** One page of a session's speakers in order, with the total in the same statement. */
  async list(db: Db, sessionId: number, opts: { role?: SpeakerRole; limit: number; offset: number }) {
    const where = and(
      eq(sessionSpeakers.session_id, sessionId),
      opts.role ? eq(sessionSpeakers.role, opts.role) : undefined,
    );
    const rows = await db
      .select({ ...speakerColumns, total: sql<number>`count(*) over ()::int` })
      .from(sessionSpeakers)
      .innerJoin(users, eq(users.id, sessionSpeakers.user_id))
      .innerJoin(sessions, eq(sessions.id, sessionSpeakers.session_id))
      .leftJoin(eventUsers, joinSpeaker)
      .where(where)
      .orderBy(asc(sessionSpeakers.order), asc(sessionSpeakers.user_id))
      .limit(opts.limit)
      .offset(opts.offset);
    // A page past the end has no row to carry the total: only then is it counted separately.
    if (rows.length === 0 && opts.offset > 0) {
      const totals = await db.select({ n: count() }).from(sessionSpeakers).where(where);
      return { rows, total: totals[0]?.n ?? 0 };
    }
    return { rows, total: Number(rows[0]?.total ?? 0) };
  },

  async find(db: Db, sessionId: number, userId: number): Promise<SpeakerRow | undefined> {
    const rows = await selectSpeakers(db)
      .where(and(eq(sessionSpeakers.session_id, sessionId), eq(sessionSpeakers.user_id, userId)))
      .limit(1);
    return rows[0];
  },

  async isParticipant(db: Db, eventId: number, userId: number): Promise<boolean> {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(eventUsers)
      .where(and(eq(eventUsers.event_id, eventId), eq(eventUsers.user_id, userId)))
      .limit(1);
    return rows.length > 0;
  },

  /** Current positions, in order. */
  async orders(db: Db, sessionId: number): Promise<SpeakerOrder[]> {
    return db
      .select({ user_id: sessionSpeakers.user_id, order: sessionSpeakers.order })
      .from(sessionSpeakers)
      .where(eq(sessionSpeakers.session_id, sessionId))
      .orderBy(asc(sessionSpeakers.order), asc(sessionSpeakers.user_id));
  },

  /** Adds a speaker at `order`; false when they already are one. */
  async insert(db: Db, sessionId: number, userId: number, role: SpeakerRole, order: number): Promise<boolean> {
    const rows = await db
      .insert(sessionSpeakers)
      .values({ session_id: sessionId, user_id: userId, role, order })
      .onConflictDoNothing()
      .returning({ user_id: sessionSpeakers.user_id });
    return rows.length > 0;
  },

  async setRole(db: Db, sessionId: number, userId: number, role: SpeakerRole): Promise<void> {
    await db
      .update(sessionSpeakers)
      .set({ role })
      .where(and(eq(sessionSpeakers.session_id, sessionId), eq(sessionSpeakers.user_id, userId)));
  },

  /** Writes new positions in one statement. */
  async setOrders(db: Db, sessionId: number, changes: SpeakerOrder[]): Promise<void> {
    if (changes.length === 0) return;
    const cases = sql.join(
      changes.map((c) => sql`when ${c.user_id}::int then ${c.order}::int`),
      sql` `,
    );
    await db
      .update(sessionSpeakers)
      .set({ order: sql`case ${sessionSpeakers.user_id} ${cases} end` })
      .where(
        and(
          eq(sessionSpeakers.session_id, sessionId),
          inArray(
            sessionSpeakers.user_id,
            changes.map((c) => c.user_id),
          ),
        ),
      );
  },

  async remove(db: Db, sessionId: number, userId: number): Promise<boolean> {
    const rows = await db
      .delete(sessionSpeakers)
      .where(and(eq(sessionSpeakers.session_id, sessionId), eq(sessionSpeakers.user_id, userId)))
      .returning({ user_id: sessionSpeakers.user_id });
    return rows.length > 0;
  },

  /**
   * The first booking elsewhere in the event that overlaps `slot` (same day, time ranges intersect; touching
   * ends do not) for `userId`, or, without it, for any current speaker of the slot's session.
   */
  async findConflict(db: Db, slot: Slot, userId?: number) {
    const who =
      userId !== undefined
        ? eq(sessionSpeakers.user_id, userId)
        : inArray(
            sessionSpeakers.user_id,
            db
              .select({ id: sessionSpeakers.user_id })
              .from(sessionSpeakers)
              .where(eq(sessionSpeakers.session_id, slot.sessionId)),
          );
    const rows = await db
      .select({
        first_name: users.first_name,
        last_name: users.last_name,
        title: sessions.title,
        start_time: sessions.start_time,
        end_time: sessions.end_time,
      })
      .from(sessionSpeakers)
      .innerJoin(sessions, eq(sessions.id, sessionSpeakers.session_id))
      .innerJoin(users, eq(users.id, sessionSpeakers.user_id))
      .where(
        and(
          eq(sessions.event_id, slot.eventId),
          eq(sessions.day_number, slot.dayNumber),
          ne(sessions.id, slot.sessionId),
          sql`${sessions.start_time} < ${slot.endTime}::time`,
          sql`${sessions.end_time} > ${slot.startTime}::time`,
          who,
        ),
      )
      .orderBy(asc(sessions.start_time), asc(sessions.id), asc(users.id))
      .limit(1);
    return rows[0];
  },
};
