import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventUsers, sessionSpeakers, sessions, users } from '../../db/schema';
import type { ExistingSession, NewSession, Participant } from './sessions-import.rows';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters whatever the columns. */
const BATCH = 1000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

export const sessionsImportRepository = {
  /** Every participant of the event by lower-case email, with their name: one query. */
  async participants(db: Db, eventId: number): Promise<Map<string, Participant>> {
    const rows = await db
      .select({ id: users.id, email: users.email, first_name: users.first_name, last_name: users.last_name })
      .from(eventUsers)
      .innerJoin(users, eq(users.id, eventUsers.user_id))
      .where(eq(eventUsers.event_id, eventId));
    return new Map(rows.map((r) => [r.email.toLowerCase(), { id: r.id, name: `${r.first_name} ${r.last_name}` }]));
  },

  /** The event's sessions with their speakers' ids (times as stored, `HH:MM:SS`), in two queries. */
  async sessions(db: Db, eventId: number): Promise<ExistingSession[]> {
    const rows = await db
      .select({
        id: sessions.id,
        title: sessions.title,
        day_number: sessions.day_number,
        start_time: sessions.start_time,
        end_time: sessions.end_time,
      })
      .from(sessions)
      .where(eq(sessions.event_id, eventId));
    const speakers = (await db.execute(sql`
      select ss.session_id, ss.user_id from ${sessionSpeakers} ss
      join ${sessions} s on s.id = ss.session_id where s.event_id = ${eventId}`)) as unknown as {
      rows: { session_id: number; user_id: number }[];
    };
    const bySession = new Map<number, number[]>();
    for (const s of speakers.rows) {
      const list = bySession.get(s.session_id);
      if (list) list.push(s.user_id);
      else bySession.set(s.session_id, [s.user_id]);
    }
    return rows.map((r) => ({
      title: r.title,
      day_number: r.day_number,
      start_time: r.start_time,
      end_time: r.end_time,
      speaker_ids: bySession.get(r.id) ?? [],
    }));
  },

  /** Creates the sessions and their speakers (in the order given); returns how many bookings were made. */
  async insert(db: Db, eventId: number, list: NewSession[]): Promise<{ sessions: number; speakers: number }> {
    let speakerCount = 0;
    for (const batch of chunks(list)) {
      const created = await db
        .insert(sessions)
        .values(
          batch.map((s) => ({
            event_id: eventId,
            title: s.title,
            description: s.description,
            session_type: s.session_type,
            day_number: s.day_number,
            start_time: s.start_time,
            end_time: s.end_time,
            stream_url: s.stream_url,
          })),
        )
        .returning({ id: sessions.id });
      // PostgreSQL returns the rows of a multi-row VALUES insert in the order given.
      const bookings = batch.flatMap((s, i) =>
        s.speakers.map((sp, k) => ({
          session_id: created[i]?.id ?? 0,
          user_id: sp.user_id,
          role: sp.role,
          order: k + 1,
        })),
      );
      for (const part of chunks(bookings)) await db.insert(sessionSpeakers).values(part);
      speakerCount += bookings.length;
    }
    return { sessions: list.length, speakers: speakerCount };
  },

  /** Every session with its speakers (email and role, in order), as the export lists them. */
  async forExport(db: Db, eventId: number) {
    const rows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.event_id, eventId))
      .orderBy(asc(sessions.day_number), asc(sessions.start_time), asc(sessions.id));
    const speakers = await db
      .select({ session_id: sessionSpeakers.session_id, email: users.email, role: sessionSpeakers.role })
      .from(sessionSpeakers)
      .innerJoin(sessions, eq(sessions.id, sessionSpeakers.session_id))
      .innerJoin(users, eq(users.id, sessionSpeakers.user_id))
      .where(eq(sessions.event_id, eventId))
      .orderBy(asc(sessionSpeakers.session_id), asc(sessionSpeakers.order));
    const bySession = new Map<number, { email: string; role: string }[]>();
    for (const s of speakers) {
      const list = bySession.get(s.session_id);
      if (list) list.push(s);
      else bySession.set(s.session_id, [s]);
    }
    return rows.map((r) => ({ ...r, speakers: bySession.get(r.id) ?? [] }));
  },
};
