import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  organizationUsers,
  organizations,
  users,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EndpointInsert = Pick<
  typeof webhookEndpoints.$inferInsert,
  'organization_id' | 'url' | 'description' | 'event_types' | 'secret' | 'created_by'
>;

/** A delivery as the log shows it. */
const deliveryColumns = {
  id: webhookDeliveries.id,
  event_id: webhookDeliveries.event_id,
  event_type: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  last_status_code: webhookDeliveries.last_status_code,
  last_duration_ms: webhookDeliveries.last_duration_ms,
  last_error: webhookDeliveries.last_error,
  next_attempt_at: webhookDeliveries.next_attempt_at,
  last_attempt_at: webhookDeliveries.last_attempt_at,
  delivered_at: webhookDeliveries.delivered_at,
  redelivery_of: webhookDeliveries.redelivery_of,
  created_at: webhookDeliveries.created_at,
};

/** Who is told that an endpoint was turned off, and about what. */
export interface DisabledNotice {
  organizationId: number;
  organizationName: string;
  url: string;
  admins: string[];
}

/** The endpoint a worker has taken, with what delivering to it needs. */
export interface ClaimedEndpoint {
  id: number;
  organization_id: number;
  url: string;
  secret: string;
}

/** The next delivery of an endpoint's queue, with its event. */
export interface QueuedDelivery {
  id: number;
  event_id: number;
  type: string;
  organization_id: number;
  data: Record<string, unknown>;
  event_created_at: Date;
  attempts: number;
  first_attempt_at: Date | null;
  due: boolean;
}

export const webhooksRepository = {
  async list(db: Db, organizationId: number): Promise<EndpointRow[]> {
    return db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organization_id, organizationId))
      .orderBy(asc(webhookEndpoints.id));
  },

  async countFor(db: Db, organizationId: number): Promise<number> {
    const rows = await db
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organization_id, organizationId));
    return rows[0]?.n ?? 0;
  },

  async get(db: Db, organizationId: number, id: number): Promise<EndpointRow | undefined> {
    const rows = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organization_id, organizationId)));
    return rows[0];
  },

  async insert(db: Db, row: EndpointInsert): Promise<EndpointRow> {
    const rows = await db.insert(webhookEndpoints).values(row).returning();
    return rows[0] as EndpointRow;
  },

  async update(
    db: Db,
    organizationId: number,
    id: number,
    patch: Partial<Pick<EndpointRow, 'url' | 'description' | 'event_types' | 'enabled' | 'disabled_reason' | 'secret'>>,
  ): Promise<EndpointRow | undefined> {
    const rows = await db
      .update(webhookEndpoints)
      .set({ ...patch, updated_at: new Date() })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organization_id, organizationId)))
      .returning();
    return rows[0];
  },

  async remove(db: Db, organizationId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organization_id, organizationId)))
      .returning({ id: webhookEndpoints.id });
    return rows.length > 0;
  },

  /**
   * Queues an event for one endpoint only (the test event, a redelivery), at the end of its queue. The endpoint's
   * row is locked as the triggers lock it, so its queue stays in commit order.
   */
  async enqueueFor(
    db: Db,
    endpoint: { id: number; organization_id: number },
    event: { type: string; data: Record<string, unknown> } | { eventId: number; redeliveryOf: number },
  ): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${webhookEndpoints} where id = ${endpoint.id} for no key update`);
      let eventId: number;
      if ('eventId' in event) eventId = event.eventId;
      else {
        const rows = await tx
          .insert(webhookEvents)
          .values({ organization_id: endpoint.organization_id, type: event.type, data: event.data })
          .returning({ id: webhookEvents.id });
        eventId = rows[0]?.id as number;
      }
      const rows = await tx
        .insert(webhookDeliveries)
        .values({
          endpoint_id: endpoint.id,
          event_id: eventId,
          redelivery_of: 'redeliveryOf' in event ? event.redeliveryOf : null,
        })
        .returning({ id: webhookDeliveries.id });
      return rows[0]?.id as number;
    });
  },

  async delivery(db: Db, endpointId: number, id: number) {
    const rows = await db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event_id))
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpoint_id, endpointId)));
    return rows[0];
  },

  /** One page of an endpoint's deliveries, newest first. */
  async deliveries(db: Db, endpointId: number, limit: number, offset: number) {
    const rows = await db
      .select({ ...deliveryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event_id))
      .where(eq(webhookDeliveries.endpoint_id, endpointId))
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit)
      .offset(offset);
    return { rows, total: rows[0]?.total ?? 0 };
  },

  // ---- the workers (docs/api.md#delivery) ----

  /**
   * Takes up to `limit` enabled endpoints whose queue's head is due, and leases each for `leaseSeconds`: one
   * worker at a time delivers an endpoint's queue, so its deliveries go out in order. `SKIP LOCKED` lets workers
   * on any number of instances claim at the same moment without waiting for each other or taking the same
   * endpoint; the least recently taken go first. A worker that dies leaves its endpoints due once the lease ends.
   */
  async claimEndpoints(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedEndpoint[]> {
    const result = (await db.execute(sql`
      update ${webhookEndpoints} e set lease_until = now() + make_interval(secs => ${leaseSeconds})
      from (
        select ep.id from ${webhookEndpoints} ep
        where ep.enabled and (ep.lease_until is null or ep.lease_until <= now())
          and (select d.next_attempt_at from ${webhookDeliveries} d
               where d.endpoint_id = ep.id and d.status = 'pending' order by d.id limit 1) <= now()
        order by ep.lease_until nulls first, ep.id
        limit ${limit}
        for update skip locked
      ) due
      where e.id = due.id
      returning e.id, e.organization_id, e.url, e.secret`)) as unknown as { rows: ClaimedEndpoint[] };
    return result.rows;
  },

  /** Gives an endpoint back: another worker may take it at once (the lease ends now). */
  async releaseEndpoint(db: Db, id: number): Promise<void> {
    await db.execute(sql`update ${webhookEndpoints} set lease_until = now() where id = ${id}`);
  },

  /**
   * The first `limit` deliveries of an endpoint's queue (its oldest pending ones, in order), each with whether it
   * is due yet. Only the worker holding the endpoint's lease reads its queue to deliver it.
   */
  async queue(db: Db, endpointId: number, limit: number): Promise<QueuedDelivery[]> {
    const result = (await db.execute(sql`
      select d.id, d.event_id, e.type, e.organization_id, e.data, e.created_at as event_created_at, d.attempts,
        d.first_attempt_at, d.next_attempt_at <= now() as due
      from ${webhookDeliveries} d join ${webhookEvents} e on e.id = d.event_id
      where d.endpoint_id = ${endpointId} and d.status = 'pending'
      order by d.id limit ${limit}`)) as unknown as {
      rows: (Omit<QueuedDelivery, 'id' | 'event_id' | 'event_created_at' | 'first_attempt_at'> & {
        id: string | number;
        event_id: string | number;
        event_created_at: string | Date;
        first_attempt_at: string | Date | null;
      })[];
    };
    return result.rows.map((r) => ({
      ...r,
      id: Number(r.id),
      event_id: Number(r.event_id),
      event_created_at: new Date(r.event_created_at),
      first_attempt_at: r.first_attempt_at ? new Date(r.first_attempt_at) : null,
    }));
  },

  /** Records one attempt's outcome: delivered, due again after `retryInMs`, or failed for good. */
  async recordAttempt(
    db: Db,
    id: number,
    outcome: {
      status: 'delivered' | 'pending' | 'failed';
      statusCode: number | null;
      durationMs: number;
      error: string | null;
      retryInMs?: number;
    },
  ): Promise<void> {
    await db
      .update(webhookDeliveries)
      .set({
        status: outcome.status,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        first_attempt_at: sql`coalesce(${webhookDeliveries.first_attempt_at}, now())`,
        last_attempt_at: sql`now()`,
        last_status_code: outcome.statusCode,
        last_duration_ms: outcome.durationMs,
        last_error: outcome.error,
        delivered_at: outcome.status === 'delivered' ? sql`now()` : null,
        ...(outcome.status === 'pending'
          ? { next_attempt_at: sql`now() + make_interval(secs => ${(outcome.retryInMs ?? 0) / 1000})` }
          : {}),
      })
      .where(eq(webhookDeliveries.id, id));
  },

  /**
   * Turns an endpoint off after its deliveries failed for the whole retry window and, in the same transaction,
   * has `notify` queue the notice to the organization's owners and admins. False when it was off already.
   */
  async disableFailing(
    db: Db,
    id: number,
    notify: (tx: Db, notice: DisabledNotice) => Promise<void>,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabled_reason: 'failing', updated_at: new Date() })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
        .returning({ organization_id: webhookEndpoints.organization_id, url: webhookEndpoints.url });
      const row = rows[0];
      if (!row) return false;
      const org = await tx
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, row.organization_id));
      const admins = await tx
        .select({ email: users.email })
        .from(organizationUsers)
        .innerJoin(users, eq(users.id, organizationUsers.user_id))
        .where(
          and(
            eq(organizationUsers.organization_id, row.organization_id),
            inArray(organizationUsers.role, ['OWNER', 'ADMIN']),
            sql`${users.deleted_at} is null`,
          ),
        );
      await notify(tx, {
        organizationId: row.organization_id,
        organizationName: org[0]?.name ?? '',
        url: row.url,
        admins: admins.map((a) => a.email),
      });
      return true;
    });
  },
};
