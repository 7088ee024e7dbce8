import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, sponsorTiers, sponsors } from '../../db/schema';

export type TierRow = typeof sponsorTiers.$inferSelect;
export type SponsorRow = typeof sponsors.$inferSelect;
type SponsorValues = Partial<Omit<typeof sponsors.$inferInsert, 'id' | 'event_id'>>;

/** Sponsor tiers and sponsors (docs/networking.md#sponsors). */
export const sponsorsRepository = {
  /** Locks the event's row until the transaction ends, so that orders are counted one change at a time. */
  async lockEvent(tx: Db, eventId: number) {
    await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
  },

  async tierIn(tx: Db, eventId: number, tierId: number): Promise<TierRow | undefined> {
    const rows = await tx
      .select()
      .from(sponsorTiers)
      .where(and(eq(sponsorTiers.id, tierId), eq(sponsorTiers.event_id, eventId)));
    return rows[0];
  },

  async sponsorIn(tx: Db, eventId: number, sponsorId: number): Promise<SponsorRow | undefined> {
    const rows = await tx
      .select()
      .from(sponsors)
      .where(and(eq(sponsors.id, sponsorId), eq(sponsors.event_id, eventId)));
    return rows[0];
  },

  /** The event's tiers in order (or one of them), and their sponsors in order. */
  async showcase(db: Db, eventId: number, onlyTier?: number): Promise<{ tiers: TierRow[]; list: SponsorRow[] }> {
    const tiers = await db
      .select()
      .from(sponsorTiers)
      .where(
        onlyTier === undefined
          ? eq(sponsorTiers.event_id, eventId)
          : and(eq(sponsorTiers.event_id, eventId), eq(sponsorTiers.id, onlyTier)),
      )
      .orderBy(asc(sponsorTiers.order), asc(sponsorTiers.id));
    const list =
      tiers.length === 0
        ? []
        : await db
            .select()
            .from(sponsors)
            .where(
              inArray(
                sponsors.tier_id,
                tiers.map((t) => t.id),
              ),
            )
            .orderBy(asc(sponsors.order), asc(sponsors.id));
    return { tiers, list };
  },

  /** The order after the event's last tier. */
  async nextTierOrder(tx: Db, eventId: number): Promise<number> {
    const rows = await tx
      .select({ n: sql<number>`coalesce(max(${sponsorTiers.order}), 0)::int + 1` })
      .from(sponsorTiers)
      .where(eq(sponsorTiers.event_id, eventId));
    return rows[0]?.n ?? 1;
  },

  /** The order after a tier's last sponsor. */
  async nextSponsorOrder(tx: Db, tierId: number): Promise<number> {
    const rows = await tx
      .select({ n: sql<number>`coalesce(max(${sponsors.order}), 0)::int + 1` })
      .from(sponsors)
      .where(eq(sponsors.tier_id, tierId));
    return rows[0]?.n ?? 1;
  },

  async insertTier(tx: Db, v: { event_id: number; name: string; colour: string | null; order: number }) {
    const [row] = await tx.insert(sponsorTiers).values(v).returning();
    if (!row) throw new Error('tier insert returned nothing');
    return row;
  },

  async updateTier(tx: Db, tierId: number, v: { name?: string; colour?: string | null; order?: number }) {
    await tx.update(sponsorTiers).set(v).where(eq(sponsorTiers.id, tierId));
  },

  /** Deletes a tier and its sponsors; returns the logos they had. */
  async deleteTier(tx: Db, tierId: number): Promise<number[]> {
    const gone = await tx
      .delete(sponsors)
      .where(eq(sponsors.tier_id, tierId))
      .returning({ logo: sponsors.logo_media_id });
    await tx.delete(sponsorTiers).where(eq(sponsorTiers.id, tierId));
    return gone.map((g) => g.logo).filter((id): id is number => id !== null);
  },

  async tierIds(tx: Db, eventId: number): Promise<number[]> {
    const rows = await tx.select({ id: sponsorTiers.id }).from(sponsorTiers).where(eq(sponsorTiers.event_id, eventId));
    return rows.map((r) => r.id);
  },

  async sponsorIds(tx: Db, tierId: number): Promise<number[]> {
    const rows = await tx.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.tier_id, tierId));
    return rows.map((r) => r.id);
  },

  async insertSponsor(tx: Db, v: typeof sponsors.$inferInsert): Promise<SponsorRow> {
    const [row] = await tx.insert(sponsors).values(v).returning();
    if (!row) throw new Error('sponsor insert returned nothing');
    return row;
  },

  async updateSponsor(tx: Db, sponsorId: number, v: SponsorValues): Promise<SponsorRow | undefined> {
    const [row] = await tx.update(sponsors).set(v).where(eq(sponsors.id, sponsorId)).returning();
    return row;
  },

  async deleteSponsor(tx: Db, sponsorId: number) {
    await tx.delete(sponsors).where(eq(sponsors.id, sponsorId));
  },
};
