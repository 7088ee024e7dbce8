import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/** Notified by `enqueue` at commit; outbox workers LISTEN on it (outbox.worker.ts). */
export const OUTBOX_CHANNEL = 'atria_outbox';

export type OutboxStatus = (typeof outbox.status.enumValues)[number];
export type OutboxInsert = Pick<
  typeof outbox.$inferInsert,
  'kind' | 'payload' | 'summary' | 'recipient' | 'organization_id' | 'event_id'
>;

/** An item a worker has taken: its lease runs until it is marked. `attempts` counts this attempt. */
export interface ClaimedItem {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export const outboxRepository = {
  /**
   * Writes items in the caller's transaction: they are delivered only if it commits. One statement and one
   * parameter whatever the count: the items travel as one JSON array, parsed once by PostgreSQL. The same
   * statement notifies OUTBOX_CHANNEL, which PostgreSQL delivers at commit (and not at all on a rollback): idle
   * workers listening there start at once.
   */
  async enqueue(db: Db, items: OutboxInsert[]): Promise<void> {
    if (items.length === 0) return;
    const rows = items.map((i) => ({ ...i, organization_id: i.organization_id ?? null, event_id: i.event_id ?? null }));
    await db.execute(sql`
      with added as (
        insert into ${outbox} (kind, payload, summary, recipient, organization_id, event_id)
        select x.kind, x.payload, x.summary, x.recipient, x.organization_id, x.event_id
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(kind text, payload jsonb, summary text, recipient text, organization_id int, event_id int)
        returning 1
      )
      select pg_notify(${OUTBOX_CHANNEL}, '') where exists (select 1 from added)`);
  },

  /**
   * Takes up to `limit` due items of the given kinds and leases them for `leaseSeconds`: their next attempt moves
   * past the lease, so no other worker takes them meanwhile, and a worker that dies leaves them due again once the
   * lease ends. `SKIP LOCKED` lets workers claim at the same moment without waiting for or taking each other's rows.
   */
  async claim(db: Db, kinds: string[], limit: number, leaseSeconds: number): Promise<ClaimedItem[]> {
    const result = (await db.execute(sql`
      update ${outbox} o set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      from (
        select id from ${outbox}
        where status = 'pending' and next_attempt_at <= now() and kind = any(${sql.param(kinds)}::text[])
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
      ) due
      where o.id = due.id
      returning o.id, o.kind, o.payload, o.attempts`)) as unknown as {
      rows: { id: string | number; kind: string; payload: Record<string, unknown>; attempts: number }[];
    };
    return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
  },

  /**
   * Several delivered items in one statement (a worker marks its batch at once): each payload is replaced by what
   * may be kept. The pairs travel as one JSON array, so the statement has one parameter whatever the count.
   */
  async markManySent(db: Db, items: { id: number; payload: Record<string, unknown> }[]): Promise<void> {
    if (items.length === 0) return;
    await db.execute(sql`
      update ${outbox} o set status = 'sent', sent_at = now(), last_error = null, payload = x.payload
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(id bigint, payload jsonb)
      where o.id = x.id`);
  },

  /** Failed this time: due again after `delayMs`. */
  async markRetry(db: Db, id: number, error: string, delayMs: number): Promise<void> {
    await db
      .update(outbox)
      .set({ last_error: error, next_attempt_at: sql`now() + make_interval(secs => ${delayMs / 1000})` })
      .where(eq(outbox.id, id));
  },

  /** Given up after its last attempt. */
  async markFailed(db: Db, id: number, error: string): Promise<void> {
    await db.update(outbox).set({ status: 'failed', last_error: error }).where(eq(outbox.id, id));
  },

  /** Kept undelivered because nothing can deliver its kind here (mail without SMTP). */
  async markHeld(db: Db, ids: number[], reason: string): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(outbox)
      .set({ status: 'held', last_error: reason, attempts: sql`${outbox.attempts} - 1` })
      .where(inArray(outbox.id, ids));
  },

  /** Hands back items taken but not attempted (the worker is stopping): due at once, the attempt not counted. */
  async release(db: Db, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(outbox)
      .set({ next_attempt_at: sql`now()`, attempts: sql`${outbox.attempts} - 1` })
      .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending')));
  },

  /** An organization's or event's items, newest first, optionally of some statuses only. */
  async list(
    db: Db,
    scope: { organizationId: number } | { eventId: number },
    statuses: OutboxStatus[] | undefined,
    limit: number,
    offset: number,
  ) {
    const where = and(
      'organizationId' in scope ? eq(outbox.organization_id, scope.organizationId) : eq(outbox.event_id, scope.eventId),
      statuses && statuses.length > 0 ? inArray(outbox.status, statuses) : undefined,
    );
    const rows = await db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        summary: outbox.summary,
        recipient: outbox.recipient,
        organization_id: outbox.organization_id,
        event_id: outbox.event_id,
        status: outbox.status,
        attempts: outbox.attempts,
        last_error: outbox.last_error,
        next_attempt_at: outbox.next_attempt_at,
        created_at: outbox.created_at,
        sent_at: outbox.sent_at,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.created_at), desc(outbox.id))
      .limit(limit)
      .offset(offset);
    return { rows, total: rows[0]?.total ?? 0 };
  },
};
