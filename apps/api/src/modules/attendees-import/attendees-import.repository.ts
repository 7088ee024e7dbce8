import { asc, eq, sql } from 'drizzle-orm';
import type { EventUserRole } from '@atria/contracts';
import type { Db } from '../../db/client';
import { eventUsers, invitations, users } from '../../db/schema';

// Rows per INSERT, well under PostgreSQL's 65,535 parameters per statement.
const CHUNK = 2_000;

async function inChunks<T, R>(items: T[], run: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await run(items.slice(i, i + CHUNK))));
  return out;
}

export const attendeesImportRepository = {
  /** The accounts using any of these emails (lower case), each with whether it is in the event: one query. */
  async known(db: Db, eventId: number, emails: string[]) {
    if (emails.length === 0) return [];
    const result = (await db.execute(sql`
      select u.id, lower(u.email) as email,
        exists (select 1 from ${eventUsers} eu where eu.event_id = ${eventId} and eu.user_id = u.id) as participant
      from ${users} u
      where lower(u.email) = any(${sql.param(emails)}::text[])`)) as unknown as { rows: { id: number; email: string; participant: boolean }[] };
    return result.rows;
  },

  /** Creates invited accounts (no password); emails taken meanwhile are skipped and not returned. */
  async insertInvited(db: Db, people: { email: string; first_name: string; last_name: string; title: string | null; company_name: string | null }[]) {
    return inChunks(people, (chunk) =>
      db
        .insert(users)
        .values(chunk.map((p) => ({ ...p, password_hash: null })))
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email }),
    );
  },

  /** Adds participants; people already in the event are left as they are and not returned. */
  async addParticipants(db: Db, eventId: number, people: { user_id: number; role: EventUserRole }[]) {
    return inChunks(people, (chunk) =>
      db
        .insert(eventUsers)
        .values(chunk.map((p) => ({ event_id: eventId, user_id: p.user_id, role: p.role, via_organization: false })))
        .onConflictDoNothing()
        .returning({ user_id: eventUsers.user_id }),
    );
  },

  async insertInvitations(db: Db, rows: (typeof invitations.$inferInsert)[]) {
    await inChunks(rows, async (chunk) => {
      await db.insert(invitations).values(chunk);
      return [];
    });
  },

  /** Every participant with what the CSV export shows, by last then first name. */
  async participants(db: Db, eventId: number) {
    return db
      .select({ email: users.email, first_name: users.first_name, last_name: users.last_name, role: eventUsers.role, title: users.title, company: users.company_name })
      .from(eventUsers)
      .innerJoin(users, eq(users.id, eventUsers.user_id))
      .where(eq(eventUsers.event_id, eventId))
      .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id));
  },
};
