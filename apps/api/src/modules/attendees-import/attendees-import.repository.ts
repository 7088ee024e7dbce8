import { asc, eq, sql } from 'drizzle-orm';
import type { EventUserRole } from '@atria/contracts';
import type { Db } from '../../db/client';
import { eventUsers, invitations, users } from '../../db/schema';

export const attendeesImportRepository = {
  /** The accounts using any of these emails (lower case), each with whether it is in the event: one query. */
  async known(db: Db, eventId: number, emails: string[]) {
    if (emails.length === 0) return [];
    const result = (await db.execute(sql`
      select u.id, lower(u.email) as email,
        exists (select 1 from ${eventUsers} eu where eu.event_id = ${eventId} and eu.user_id = u.id) as participant
      from ${users} u
      where lower(u.email) = any(${sql.param(emails)}::text[])`)) as unknown as {
      rows: { id: number; email: string; participant: boolean }[];
    };
    return result.rows;
  },

  /**
   * Creates invited accounts (no password); emails taken meanwhile are skipped and not returned. One statement
   * whatever the count: the columns travel as arrays (unnest), not as one parameter per value.
   */
  async insertInvited(
    db: Db,
    people: {
      email: string;
      first_name: string;
      last_name: string;
      title: string | null;
      company_name: string | null;
    }[],
  ) {
    if (people.length === 0) return [];
    const col = <K extends keyof (typeof people)[number]>(k: K) => sql.param(people.map((p) => p[k]));
    const result = (await db.execute(sql`
      insert into ${users} (email, first_name, last_name, title, company_name)
      select * from unnest(${col('email')}::text[], ${col('first_name')}::text[], ${col('last_name')}::text[], ${col('title')}::text[], ${col('company_name')}::text[])
      on conflict do nothing
      returning id, email`)) as unknown as { rows: { id: number; email: string }[] };
    return result.rows;
  },

  /** Adds participants; people already in the event are left as they are and not returned. */
  async addParticipants(db: Db, eventId: number, people: { user_id: number; role: EventUserRole }[]) {
    if (people.length === 0) return [];
    const result = (await db.execute(sql`
      insert into ${eventUsers} (event_id, user_id, role, via_organization)
      select ${eventId}, u, r::event_user_role, false from unnest(${sql.param(people.map((p) => p.user_id))}::int[], ${sql.param(people.map((p) => p.role))}::text[]) as t(u, r)
      on conflict do nothing
      returning user_id`)) as unknown as { rows: { user_id: number }[] };
    return result.rows;
  },

  async insertInvitations(
    db: Db,
    rows: {
      user_id: number;
      token_hash: string;
      invited_by: number;
      organization_id: number | null;
      event_id: number | null;
      expires_at: Date;
    }[],
  ) {
    if (rows.length === 0) return;
    const col = <K extends keyof (typeof rows)[number]>(k: K) => sql.param(rows.map((r) => r[k]));
    await db.execute(sql`
      insert into ${invitations} (user_id, token_hash, invited_by, organization_id, event_id, expires_at)
      select * from unnest(${col('user_id')}::int[], ${col('token_hash')}::text[], ${col('invited_by')}::int[], ${col('organization_id')}::int[], ${col('event_id')}::int[], ${col('expires_at')}::timestamptz[])`);
  },

  /** Every participant with what the CSV export shows, by last then first name. */
  async participants(db: Db, eventId: number) {
    return db
      .select({
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
        role: eventUsers.role,
        title: users.title,
        company: users.company_name,
      })
      .from(eventUsers)
      .innerJoin(users, eq(users.id, eventUsers.user_id))
      .where(eq(eventUsers.event_id, eventId))
      .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id));
  },
};
