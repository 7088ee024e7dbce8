import { and, asc, count, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isTransaction, preparedPer } from '../../db/prepared';
import { events, sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionValues = Pick<
  typeof sessions.$inferInsert,
  'title' | 'description' | 'session_type' | 'day_number' | 'start_time' | 'end_time' | 'stream_url' | 'status'
>;

/** The agenda's hot path, prepared once: a page of an event's sessions (optionally one day) with the total. */
const listQuery = preparedPer((db) =>
  db
    .select({ session: sessions, total: sql<number>`count(*) over ()::int` })
    .from(sessions)
    .where(
      and(
        eq(sessions.event_id, sql.placeholder('eventId')),
        sql`(${sql.placeholder('day')}::int is null or ${sessions.day_number} = ${sql.placeholder('day')}::int)`,
      ),
    )
    .orderBy(asc(sessions.day_number), asc(sessions.start_time), asc(sessions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('atria_sessions_list'),
);

const sessionByIdSelect = (db: Db, id: number | Placeholder) =>
  db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
const sessionByIdQuery = preparedPer((db) =>
  sessionByIdSelect(db, sql.placeholder('id')).prepare('atria_session_by_id'),
);

export const sessionsRepository = {
  /** A session by id (prepared once outside a transaction: every session page asks it). */
  async findById(db: Db, id: number): Promise<SessionRow | undefined> {
    const rows = isTransaction(db) ? await sessionByIdSelect(db, id) : await sessionByIdQuery(db).execute({ id });
    return rows[0];
  },

  /**
   * Locks the event a session belongs to and returns its id (undefined when the session does not exist).
   * Every change to an event's schedule or speakers takes this lock first, so overlap checks and speaker
   * orders are decided on current data.
   */
  async lockEventOfSession(db: Db, sessionId: number): Promise<number | undefined> {
    const rows = await db
      .select({ id: events.id })
      .from(sessions)
      .innerJoin(events, eq(events.id, sessions.event_id))
      .where(eq(sessions.id, sessionId))
      .for('no key update', { of: events });
    return rows[0]?.id;
  },

  /** One page of an event's sessions by day, start time and id, with the total in the same statement. */
  async listForEvent(db: Db, eventId: number, opts: { dayNumber?: number; limit: number; offset: number }) {
    const where = and(
      eq(sessions.event_id, eventId),
      opts.dayNumber !== undefined ? eq(sessions.day_number, opts.dayNumber) : undefined,
    );
    const rows = isTransaction(db)
      ? await db
          .select({ session: sessions, total: sql<number>`count(*) over ()::int` })
          .from(sessions)
          .where(where)
          .orderBy(asc(sessions.day_number), asc(sessions.start_time), asc(sessions.id))
          .limit(opts.limit)
          .offset(opts.offset)
      : await listQuery(db).execute({ eventId, day: opts.dayNumber ?? null, limit: opts.limit, offset: opts.offset });
    // A page past the end has no row to carry the total: only then is it counted separately.
    if (rows.length === 0 && opts.offset > 0) {
      const totals = await db.select({ n: count() }).from(sessions).where(where);
      return { rows: [], total: totals[0]?.n ?? 0 };
    }
    return { rows: rows.map((r) => r.session), total: Number(rows[0]?.total ?? 0) };
  },

  async insert(db: Db, eventId: number, values: SessionValues): Promise<SessionRow> {
    const rows = await db
      .insert(sessions)
      .values({ ...values, event_id: eventId })
      .returning();
    const row = rows[0];
    if (!row) throw new Error('insert into sessions returned nothing');
    return row;
  },

  /** The updated row; undefined when the session is gone. */
  async update(db: Db, id: number, values: Partial<SessionValues>): Promise<SessionRow | undefined> {
    const rows = await db
      .update(sessions)
      .set({ ...values, updated_at: new Date() })
      .where(eq(sessions.id, id))
      .returning();
    return rows[0];
  },

  async remove(db: Db, id: number): Promise<void> {
    await db.delete(sessions).where(eq(sessions.id, id));
  },
};
