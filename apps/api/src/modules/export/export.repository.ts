import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataExports } from '../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

/** A job a worker has taken; `attempts` counts this attempt. */
export interface ClaimedExport {
  id: number;
  user_id: number;
  attempts: number;
}

/** One row of a section of the archive, and the key the next page starts after. */
export interface Page<K> {
  rows: Record<string, unknown>[];
  /** The last row's key; undefined when the page was not full (the section is done). */
  next: K | undefined;
}

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown): Record<string, unknown>[] => (result as Rows).rows;
const ACTIVE = ['PENDING', 'RUNNING'] as const;

/** Ends a page: the key of its last row when it was full (there may be more). */
function page<K>(rows: Record<string, unknown>[], limit: number, key: (row: Record<string, unknown>) => K): Page<K> {
  const last = rows.at(-1);
  return { rows, next: rows.length === limit && last ? key(last) : undefined };
}

export const exportRepository = {
  /**
   * The caller's job under way (PENDING or RUNNING), else a new PENDING one: the partial unique index lets only
   * one exist per person, so two requests at once end with one job, which both answer.
   */
  async requestJob(db: Db, userId: number): Promise<{ job: DataExportRow; created: boolean }> {
    for (;;) {
      const inserted = await db
        .insert(dataExports)
        .values({ user_id: userId })
        .onConflictDoNothing({
          target: dataExports.user_id,
          where: sql`${dataExports.status} in ('PENDING', 'RUNNING')`,
        })
        .returning();
      if (inserted[0]) return { job: inserted[0], created: true };
      const active = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.user_id, userId), inArray(dataExports.status, [...ACTIVE])))
        .limit(1);
      // Finished between the two statements: ask again.
      if (active[0]) return { job: active[0], created: false };
    }
  },

  /** The person's newest job that has not expired. */
  async latest(db: Db, userId: number): Promise<DataExportRow | undefined> {
    const rows = await db
      .select()
      .from(dataExports)
      .where(
        and(
          eq(dataExports.user_id, userId),
          sql`(${dataExports.expires_at} is null or ${dataExports.expires_at} > now())`,
        ),
      )
      .orderBy(desc(dataExports.id))
      .limit(1);
    return rows[0];
  },

  /** The person's newest READY archive that has not expired. */
  async latestReady(db: Db, userId: number): Promise<DataExportRow | undefined> {
    const rows = await db
      .select()
      .from(dataExports)
      .where(
        and(eq(dataExports.user_id, userId), eq(dataExports.status, 'READY'), sql`${dataExports.expires_at} > now()`),
      )
      .orderBy(desc(dataExports.id))
      .limit(1);
    return rows[0];
  },

  /**
   * Takes the oldest due job: a PENDING one, or a RUNNING one whose worker stopped renewing its lease. `SKIP
   * LOCKED` lets workers of any number of instances claim at once without taking the same job.
   */
  async claim(db: Db, leaseSeconds: number): Promise<ClaimedExport | undefined> {
    const rows = rowsOf(
      await db.execute(sql`
        update ${dataExports} d
        set status = 'RUNNING', attempts = d.attempts + 1, lease_until = now() + make_interval(secs => ${leaseSeconds})
        from (
          select id from ${dataExports}
          where status = 'PENDING' or (status = 'RUNNING' and lease_until < now())
          order by id
          limit 1
          for update skip locked
        ) due
        where d.id = due.id
        returning d.id, d.user_id, d.attempts`),
    );
    const row = rows[0];
    return row ? { id: Number(row.id), user_id: Number(row.user_id), attempts: Number(row.attempts) } : undefined;
  },

  /**
   * Renews the lease of a job this worker is building; false when it is no longer this worker's RUNNING job (the
   * account was deleted, or the job was taken over), so the build stops.
   */
  async renew(db: Db, job: ClaimedExport, leaseSeconds: number): Promise<boolean> {
    const rows = await db
      .update(dataExports)
      .set({ lease_until: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(and(eq(dataExports.id, job.id), eq(dataExports.status, 'RUNNING'), eq(dataExports.attempts, job.attempts)))
      .returning({ id: dataExports.id });
    return rows.length > 0;
  },

  /** READY with its file; false when the job is gone or no longer this worker's (the file must then go). */
  async markReady(db: Db, job: ClaimedExport, file: { key: string; size: number }, keptDays: number): Promise<boolean> {
    const rows = await db
      .update(dataExports)
      .set({
        status: 'READY',
        file_key: file.key,
        size_bytes: file.size,
        lease_until: null,
        finished_at: sql`now()`,
        expires_at: sql`now() + make_interval(days => ${keptDays})`,
      })
      .where(and(eq(dataExports.id, job.id), eq(dataExports.status, 'RUNNING'), eq(dataExports.attempts, job.attempts)))
      .returning({ id: dataExports.id });
    return rows.length > 0;
  },

  async markFailed(db: Db, job: ClaimedExport, keptDays: number): Promise<void> {
    await db
      .update(dataExports)
      .set({
        status: 'FAILED',
        lease_until: null,
        finished_at: sql`now()`,
        expires_at: sql`now() + make_interval(days => ${keptDays})`,
      })
      .where(
        and(eq(dataExports.id, job.id), eq(dataExports.status, 'RUNNING'), eq(dataExports.attempts, job.attempts)),
      );
  },

  /** Hands a job back untouched (the worker is stopping): due again at once, the attempt not counted. */
  async release(db: Db, job: ClaimedExport): Promise<void> {
    await db
      .update(dataExports)
      .set({ status: 'PENDING', lease_until: null, attempts: sql`${dataExports.attempts} - 1` })
      .where(
        and(eq(dataExports.id, job.id), eq(dataExports.status, 'RUNNING'), eq(dataExports.attempts, job.attempts)),
      );
  },

  /** Deletes the expired jobs; returns the files they held. */
  async removeExpired(db: Db): Promise<string[]> {
    const rows = await db
      .delete(dataExports)
      .where(sql`${dataExports.expires_at} <= now()`)
      .returning({ file_key: dataExports.file_key });
    return rows.flatMap((r) => (r.file_key ? [r.file_key] : []));
  },

  /** Deletes every job of a person (their account is being deleted), a running one too; returns their files. */
  async removeForUser(db: Db, userId: number): Promise<string[]> {
    const rows = await db
      .delete(dataExports)
      .where(eq(dataExports.user_id, userId))
      .returning({ file_key: dataExports.file_key });
    return rows.flatMap((r) => (r.file_key ? [r.file_key] : []));
  },

  /** Every file a job still refers to (the sweep of files left by a worker that died keeps these). */
  async fileKeys(db: Db): Promise<Set<string>> {
    const rows = await db.select({ file_key: dataExports.file_key }).from(dataExports);
    return new Set(rows.flatMap((r) => (r.file_key ? [r.file_key] : [])));
  },

  // ---- What the archive holds: the person's own data, read in pages (keyset), never all at once. ----

  async profile(db: Db, userId: number): Promise<Record<string, unknown> | undefined> {
    const rows = rowsOf(
      await db.execute(sql`
        select u.id, u.email, u.first_name, u.last_name, u.title, u.company_name, u.bio, u.linkedin_url,
          u.website_url, u.image_url, u.profile_visibility, u.email_visibility, u.message_permission, u.locale,
          u.created_at, u.updated_at,
          (select json_build_object('reminder_minutes', p.reminder_minutes, 'in_app', p.in_app, 'email', p.email,
             'updated_at', p.updated_at) from notification_preferences p where p.user_id = u.id)
            as notification_preferences,
          (select json_build_object('created_at', f.created_at) from calendar_feeds f where f.user_id = u.id)
            as calendar_feed
        from users u
        where u.id = ${userId} and u.deleted_at is null`),
    );
    return rows[0];
  },

  async memberships(db: Db, userId: number, after: number, limit: number): Promise<Page<number>> {
    const rows = rowsOf(
      await db.execute(sql`
        select ou.organization_id, o.name as organization_name, ou.role, ou.created_at as joined_at
        from organization_users ou join organizations o on o.id = ou.organization_id
        where ou.user_id = ${userId} and ou.organization_id > ${after}
        order by ou.organization_id
        limit ${limit}`),
    );
    return page(rows, limit, (r) => Number(r.organization_id));
  },

  async participations(db: Db, userId: number, after: number, limit: number): Promise<Page<number>> {
    const rows = rowsOf(
      await db.execute(sql`
        select eu.event_id, e.title as event_title, e.organization_id, e.start_date, e.end_date, eu.role,
          eu.speaker_title, eu.speaker_bio, eu.created_at as joined_at
        from event_users eu join events e on e.id = eu.event_id
        where eu.user_id = ${userId} and eu.event_id > ${after}
        order by eu.event_id
        limit ${limit}`),
    );
    return page(rows, limit, (r) => Number(r.event_id));
  },

  async bookmarks(db: Db, userId: number, after: number, limit: number): Promise<Page<number>> {
    const rows = rowsOf(
      await db.execute(sql`
        select b.session_id, s.title as session_title, s.event_id, s.day_number, s.start_time, b.created_at
        from session_bookmarks b join sessions s on s.id = b.session_id
        where b.user_id = ${userId} and b.session_id > ${after}
        order by b.session_id
        limit ${limit}`),
    );
    return page(rows, limit, (r) => Number(r.session_id));
  },

  /**
   * Direct messages the person sent or received, thread by thread, in order, through the (thread, id) index: a
   * page starts after the last (thread, message) of the one before. The other person is named, not described.
   */
  async messages(db: Db, userId: number, after: [number, number], limit: number): Promise<Page<[number, number]>> {
    const rows = rowsOf(
      await db.execute(sql`
        select m.id, m.thread_id, t.event_id,
          case when t.user_low_id = ${userId} then t.user_high_id else t.user_low_id end as other_user_id,
          (select concat_ws(' ', o.first_name, o.last_name) from users o
            where o.id = case when t.user_low_id = ${userId} then t.user_high_id else t.user_low_id end)
            as other_user_name,
          case when m.sender_id = ${userId} then 'sent' else 'received' end as direction,
          m.content, m.encrypted_content, m.status, m.created_at, m.read_at
        from direct_messages m join direct_message_threads t on t.id = m.thread_id
        where m.thread_id in (
            select id from direct_message_threads where user_low_id = ${userId}
            union all select id from direct_message_threads where user_high_id = ${userId})
          and (m.thread_id, m.id) > (${after[0]}, ${after[1]})
        order by m.thread_id, m.id
        limit ${limit}`),
    );
    return page(rows, limit, (r) => [Number(r.thread_id), Number(r.id)]);
  },

  /**
   * The person's connections and requests. A request they sent that was declined reads PENDING, as it does to
   * them in the app (they are not told of a refusal).
   */
  async connections(db: Db, userId: number, after: number, limit: number): Promise<Page<number>> {
    const rows = rowsOf(
      await db.execute(sql`
        select c.id,
          case when c.user_low_id = ${userId} then c.user_high_id else c.user_low_id end as other_user_id,
          (select concat_ws(' ', o.first_name, o.last_name) from users o
            where o.id = case when c.user_low_id = ${userId} then c.user_high_id else c.user_low_id end)
            as other_user_name,
          case when c.requester_id = ${userId} then 'sent' else 'received' end as direction,
          case when c.requester_id = ${userId} and c.status = 'DECLINED' then 'PENDING' else c.status::text end
            as status,
          c.note, c.created_at,
          case when c.requester_id = ${userId} and c.status = 'DECLINED' then null else c.responded_at end
            as responded_at
        from connections c
        where (c.user_low_id = ${userId} or c.user_high_id = ${userId}) and c.id > ${after}
        order by c.id
        limit ${limit}`),
    );
    return page(rows, limit, (r) => Number(r.id));
  },

  /** The people this person blocked (never who blocked them). */
  async blocks(db: Db, userId: number, after: number, limit: number): Promise<Page<number>> {
    const rows = rowsOf(
      await db.execute(sql`
        select b.blocked_id as blocked_user_id,
          (select concat_ws(' ', o.first_name, o.last_name) from users o where o.id = b.blocked_id)
            as blocked_user_name,
          b.created_at
        from user_blocks b
        where b.blocker_id = ${userId} and b.blocked_id > ${after}
        order by b.blocked_id
        limit ${limit}`),
    );
    return page(rows, limit, (r) => Number(r.blocked_user_id));
  },

  /** Reports the person made (what they wrote and the report's state, not the moderators' notes). */
  async reports(db: Db, userId: number, after: number, limit: number): Promise<Page<number>> {
    const rows = rowsOf(
      await db.execute(sql`
        select r.id, r.event_id, r.reported_user_id, r.message_id, r.message_content, r.reason, r.status,
          r.created_at, r.resolved_at
        from reports r
        where r.reporter_id = ${userId} and r.id > ${after}
        order by r.id
        limit ${limit}`),
    );
    return page(rows, limit, (r) => Number(r.id));
  },

  /** Personal access tokens: names, scopes and dates, never their hashes. */
  async accessTokens(db: Db, userId: number, after: number, limit: number): Promise<Page<number>> {
    const rows = rowsOf(
      await db.execute(sql`
        select t.id, t.name, t.prefix, t.scopes, t.organization_ids, t.expires_at, t.last_used_at, t.created_at
        from personal_access_tokens t
        where t.user_id = ${userId} and t.id > ${after}
        order by t.id
        limit ${limit}`),
    );
    return page(rows, limit, (r) => Number(r.id));
  },
};
