import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reports, users } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;

/** Reports to an event's moderators (docs/networking.md#reports). */
export const reportsRepository = {
  async insert(db: Db, v: typeof reports.$inferInsert): Promise<ReportRow> {
    const [row] = await db.insert(reports).values(v).returning();
    if (!row) throw new Error('report insert returned nothing');
    return row;
  },

  /** The people named by reports, for their cards. */
  async people(db: Db, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        title: users.title,
        company_name: users.company_name,
        avatar_media_id: users.avatar_media_id,
      })
      .from(users)
      .where(inArray(users.id, ids));
  },

  /** One page of an event's reports of one status, oldest first, with the number of all of them. */
  async page(db: Db, eventId: number, status: ReportRow['status'], limit: number, offset: number) {
    const where = and(eq(reports.event_id, eventId), eq(reports.status, status));
    const rows = await db
      .select({ report: reports, total: sql<number>`(count(*) over ())::int` })
      .from(reports)
      .where(where)
      .orderBy(reports.id)
      .limit(limit)
      .offset(offset);
    if (rows.length > 0 || offset === 0) return { rows: rows.map((r) => r.report), total: rows[0]?.total ?? 0 };
    const counted = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(where);
    return { rows: [], total: counted[0]?.n ?? 0 };
  },

  /** A report of the event, locked until the transaction ends. */
  async lockIn(tx: Db, eventId: number, reportId: number): Promise<ReportRow | undefined> {
    const rows = await tx
      .select()
      .from(reports)
      .where(and(eq(reports.id, reportId), eq(reports.event_id, eventId)))
      .for('update');
    return rows[0];
  },

  async resolve(tx: Db, reportId: number, v: { resolution: string | null; resolved_by: number }) {
    const [row] = await tx
      .update(reports)
      .set({ status: 'RESOLVED', ...v, resolved_at: new Date() })
      .where(eq(reports.id, reportId))
      .returning();
    return row;
  },
};
