import { sql } from 'drizzle-orm';
import type { ActivityEntry } from '@atria/contracts';
import type { Db } from '../../db/client';
import { activityLog, events, users } from '../../db/schema';

type Kind = ActivityEntry['kind'];

/** What an entry names besides its event (whose title is read from the event when the entry is written). */
export interface ActivityDetails {
  session_title?: string;
  person_name?: string;
  role?: string;
  count?: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The activity log (docs/organizer-console.md#activity): written inside the transaction of each change. */
export const activityRepository = {
  /** An entry about an event (its organization and current title are read from the event row). */
  async forEvent(dbx: Db, eventId: number, actorId: number | null, kind: Kind, details: ActivityDetails = {}) {
    await dbx.execute(sql`insert into ${activityLog} (organization_id, event_id, actor_id, kind, details)
      select e.organization_id, e.id, ${actorId}::int, ${kind},
        jsonb_build_object('event_title', e.title) || ${JSON.stringify(details)}::jsonb
      from ${events} e where e.id = ${eventId}`);
  },

  /** An entry about the organization itself (a member invited, a role changed). */
  async forOrganization(
    dbx: Db,
    organizationId: number,
    actorId: number | null,
    kind: Kind,
    details: ActivityDetails = {},
  ) {
    await dbx
      .insert(activityLog)
      .values({ organization_id: organizationId, actor_id: actorId, kind, details: { ...details } });
  },

  /** Newest first, with who did it, and the total. */
  async list(db: Db, organizationId: number, limit: number, offset: number) {
    const rows = rowsOf<{
      id: string | number;
      kind: Kind;
      created_at: string | Date;
      event_id: number | null;
      details: Record<string, string | number | null>;
      actor_name: string | null;
      total: string | number;
    }>(
      await db.execute(sql`select a.id, a.kind, a.created_at, a.event_id, a.details,
          case when u.id is null then null else u.first_name || ' ' || u.last_name end as actor_name,
          count(*) over () as total
        from ${activityLog} a left join ${users} u on u.id = a.actor_id
        where a.organization_id = ${organizationId}
        order by a.id desc limit ${limit} offset ${offset}`),
    );
    const total =
      rows.length > 0
        ? Number(rows[0]?.total)
        : Number(
            rowsOf<{ n: number }>(
              await db.execute(
                sql`select count(*)::int as n from ${activityLog} where organization_id = ${organizationId}`,
              ),
            )[0]?.n ?? 0,
          );
    return { rows, total };
  },
};
