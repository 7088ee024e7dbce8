import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { inOrder } from '../../db/in-order';
import { eventBans, eventUsers, events, organizationUsers, sessionSpeakers, sessions, users } from '../../db/schema';
import { bannerMedia, logoMedia } from '../media/media.repository';

/** SQL that is true when users `a` and `b` share an organization or an event (as member or participant). */
export function sharesContextSql(a: number | SQL, b: number | SQL): SQL {
  return sql`(
    exists (select 1 from ${organizationUsers} x join ${organizationUsers} y on y.organization_id = x.organization_id
            where x.user_id = ${a} and y.user_id = ${b})
    or exists (select 1 from ${eventUsers} x join ${eventUsers} y on y.event_id = x.event_id
            where x.user_id = ${a} and y.user_id = ${b})
    or exists (select 1 from ${eventUsers} x join ${events} e on e.id = x.event_id
            join ${organizationUsers} o on o.organization_id = e.organization_id
            where (x.user_id = ${a} and o.user_id = ${b}) or (x.user_id = ${b} and o.user_id = ${a}))
  )`;
}

/** SQL that is true when `userId` may see event `eventId`: organization member or participant, and not banned from it. */
export function canSeeEventSql(userId: number | SQL, eventId: SQL | number): SQL {
  return sql`(
    not exists (select 1 from ${eventBans} vb where vb.event_id = ${eventId} and vb.user_id = ${userId})
  ) and (
    exists (select 1 from ${eventUsers} v where v.event_id = ${eventId} and v.user_id = ${userId})
    or exists (select 1 from ${events} ve join ${organizationUsers} vo on vo.organization_id = ve.organization_id
               where ve.id = ${eventId} and vo.user_id = ${userId})
  )`;
}

export const usersRepository = {
  async findById(db: Db, id: number) {
    const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  },

  /** The user's row, locked until the transaction ends (for a change that depends on its current value). */
  async lockById(db: Db, id: number) {
    const rows = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
    return rows[0];
  },

  async findByEmail(db: Db, email: string) {
    const rows = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return rows[0];
  },

  /**
   * Inserts an invited account (no password) unless one exists for the email, in any case; undefined when it
   * exists. A concurrent insert of the same email waits for the other and then finds it (no unique violation).
   */
  async insertInvited(db: Db, person: { email: string; first_name: string; last_name: string }) {
    const rows = await db
      .insert(users)
      .values({ ...person, password_hash: null })
      .onConflictDoNothing() // the only unique key besides the id is lower(email)
      .returning();
    return rows[0];
  },

  async sharesContext(db: Db, a: number, b: number): Promise<boolean> {
    if (a === b) return true;
    const rows = await db
      .select({ shares: sql<boolean>`${sharesContextSql(a, b)}` })
      .from(users)
      .where(eq(users.id, a));
    return rows[0]?.shares === true;
  },

  /** The saved language (docs/i18n.md#saved-language), null when none or no such user. */
  async savedLocale(db: Db, id: number): Promise<'en' | 'de' | 'ar' | null> {
    const rows = await db.select({ locale: users.locale }).from(users).where(eq(users.id, id)).limit(1);
    return rows[0]?.locale ?? null;
  },

  async update(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
    const rows = await db
      .update(users)
      .set({ ...values, updated_at: new Date() })
      .where(eq(users.id, id))
      .returning();
    return rows[0];
  },

  /**
   * Events the user takes part in, each with its session count and first session, in one query.
   * With `viewerId` (someone else looking), only events the viewer may see too.
   */
  async listEvents(db: Db, userId: number, opts: { role?: string; viewerId?: number; limit: number; offset: number }) {
    const where = and(
      eq(eventUsers.user_id, userId),
      opts.role ? sql`${eventUsers.role} = ${opts.role}` : undefined,
      opts.viewerId !== undefined && opts.viewerId !== userId
        ? canSeeEventSql(opts.viewerId, qualified(events.id))
        : undefined,
    );
    const [rows, totals] = await inOrder([
      db
        .select({
          event: events,
          banner: bannerMedia,
          logo: logoMedia,
          role: eventUsers.role,
          session_count: sql<number>`(select count(*)::int from ${sessions} s where s.event_id = ${qualified(events.id)})`,
          first_session_id: sql<
            number | null
          >`(select s.id from ${sessions} s where s.event_id = ${qualified(events.id)}
            order by s.day_number, s.start_time, s.id limit 1)`,
        })
        .from(eventUsers)
        .innerJoin(events, eq(events.id, eventUsers.event_id))
        .leftJoin(bannerMedia, eq(bannerMedia.id, events.banner_media_id))
        .leftJoin(logoMedia, eq(logoMedia.id, events.logo_media_id))
        .where(where)
        .orderBy(asc(events.start_date), asc(events.id))
        .limit(opts.limit)
        .offset(opts.offset),
      db.select({ total: count() }).from(eventUsers).innerJoin(events, eq(events.id, eventUsers.event_id)).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  /** Sessions the user speaks in, limited to events the viewer may see. */
  async listSpeakingSessions(db: Db, userId: number, viewerId: number) {
    return db
      .select({
        id: sessions.id,
        event_id: sessions.event_id,
        event_title: events.title,
        title: sessions.title,
        session_type: sessions.session_type,
        day_number: sessions.day_number,
        start_time: sessions.start_time,
        end_time: sessions.end_time,
        status: sessions.status,
        speaker_role: sessionSpeakers.role,
      })
      .from(sessionSpeakers)
      .innerJoin(sessions, eq(sessions.id, sessionSpeakers.session_id))
      .innerJoin(events, eq(events.id, sessions.event_id))
      .where(
        and(
          eq(sessionSpeakers.user_id, userId),
          viewerId === userId ? undefined : canSeeEventSql(viewerId, qualified(events.id)),
        ),
      )
      .orderBy(asc(events.start_date), asc(sessions.day_number), asc(sessions.start_time));
  },
};
