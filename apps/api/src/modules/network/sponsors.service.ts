import type { MediaImage } from '@atria/contracts/media';
import {
  NETWORK_MESSAGES,
  type CreateSponsorBody,
  type CreateTierBody,
  type Sponsor,
  type SponsorShowcase,
  type SponsorTier,
  type UpdateSponsorBody,
  type UpdateTierBody,
} from '@atria/contracts/network';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { events, sponsorTiers, sponsors } from '../../db/schema';
import { notFound, validation } from '../../errors';
import { requireEventEditor, requireEventViewer } from '../events/events.access';
import type { MediaService } from '../media/media.service';
import { imagesByIds } from '../media/media-lookup';

type TierRow = typeof sponsorTiers.$inferSelect;
type SponsorRow = typeof sponsors.$inferSelect;

const fieldError = (field: string, message: string) => validation(message, { [field]: [message] });

function toSponsor(r: SponsorRow, logos: Map<number, MediaImage>): Sponsor {
  return {
    id: r.id,
    event_id: r.event_id,
    tier_id: r.tier_id,
    name: r.name,
    description: r.description,
    website_url: r.website_url,
    featured: r.featured,
    order: r.order,
    logo: r.logo_media_id === null ? null : (logos.get(r.logo_media_id) ?? null),
  };
}

/** An event's sponsor tiers and sponsors (docs/networking.md#sponsors): everyone who sees the event reads, editors write. */
export function createSponsorsService(ctx: Pick<AppContext, 'db'>, media: MediaService) {
  const { db } = ctx;

  /** The event's editors only, its row locked so that orders are counted one change at a time. */
  async function lockForEdit(tx: Db, actor: Actor, eventId: number) {
    await requireEventEditor(tx, eventId, actor.id);
    await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
  }

  async function tierIn(tx: Db, eventId: number, tierId: number): Promise<TierRow | undefined> {
    const rows = await tx
      .select()
      .from(sponsorTiers)
      .where(and(eq(sponsorTiers.id, tierId), eq(sponsorTiers.event_id, eventId)));
    return rows[0];
  }

  async function sponsorIn(tx: Db, eventId: number, sponsorId: number): Promise<SponsorRow | undefined> {
    const rows = await tx
      .select()
      .from(sponsors)
      .where(and(eq(sponsors.id, sponsorId), eq(sponsors.event_id, eventId)));
    return rows[0];
  }

  async function showcase(dbh: Db, eventId: number, onlyTier?: number): Promise<SponsorTier[]> {
    const tiers = await dbh
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
        : await dbh
            .select()
            .from(sponsors)
            .where(
              inArray(
                sponsors.tier_id,
                tiers.map((t) => t.id),
              ),
            )
            .orderBy(asc(sponsors.order), asc(sponsors.id));
    const logos = await imagesByIds(
      dbh,
      list.map((s) => s.logo_media_id),
    );
    return tiers.map((t) => ({
      id: t.id,
      event_id: t.event_id,
      name: t.name,
      order: t.order,
      colour: t.colour,
      sponsors: list.filter((s) => s.tier_id === t.id).map((s) => toSponsor(s, logos)),
    }));
  }

  async function oneTier(dbh: Db, eventId: number, tierId: number): Promise<SponsorTier> {
    const [tier] = await showcase(dbh, eventId, tierId);
    if (!tier) throw notFound('Tier');
    return tier;
  }

  async function oneSponsor(dbh: Db, row: SponsorRow): Promise<Sponsor> {
    return toSponsor(row, await imagesByIds(dbh, [row.logo_media_id]));
  }

  /** The order after the last tier of the event, or the last sponsor of a tier. */
  const nextTierOrder = async (tx: Db, eventId: number) =>
    (
      await tx
        .select({ n: sql<number>`coalesce(max(${sponsorTiers.order}), 0)::int + 1` })
        .from(sponsorTiers)
        .where(eq(sponsorTiers.event_id, eventId))
    )[0]?.n ?? 1;
  const nextSponsorOrder = async (tx: Db, tierId: number) =>
    (
      await tx
        .select({ n: sql<number>`coalesce(max(${sponsors.order}), 0)::int + 1` })
        .from(sponsors)
        .where(eq(sponsors.tier_id, tierId))
    )[0]?.n ?? 1;

  /** Checks that `ids` names every one of `current` exactly once. */
  function checkOrder(ids: number[], current: number[]) {
    const wanted = new Set(ids);
    if (wanted.size !== ids.length || ids.length !== current.length || !current.every((id) => wanted.has(id)))
      throw fieldError('ids', NETWORK_MESSAGES.orderMismatch);
  }

  return {
    async list(actor: Actor, eventId: number): Promise<SponsorShowcase> {
      await requireEventViewer(db, eventId, actor.id);
      return { tiers: await showcase(db, eventId) };
    },

    async createTier(actor: Actor, eventId: number, body: CreateTierBody): Promise<SponsorTier> {
      return db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        const order = await nextTierOrder(tx, eventId);
        const [row] = await tx
          .insert(sponsorTiers)
          .values({ event_id: eventId, name: body.name, colour: body.colour ?? null, order })
          .returning();
        if (!row) throw new Error('tier insert returned nothing');
        return { ...row, sponsors: [] };
      });
    },

    async updateTier(actor: Actor, eventId: number, tierId: number, body: UpdateTierBody): Promise<SponsorTier> {
      return db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        if (!(await tierIn(tx, eventId, tierId))) throw notFound('Tier');
        await tx
          .update(sponsorTiers)
          .set({ name: body.name, colour: body.colour })
          .where(eq(sponsorTiers.id, tierId));
        return oneTier(tx, eventId, tierId);
      });
    },

    /** Deletes a tier with its sponsors, whose logos go too. */
    async deleteTier(actor: Actor, eventId: number, tierId: number): Promise<void> {
      const logos = await db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        if (!(await tierIn(tx, eventId, tierId))) throw notFound('Tier');
        const gone = await tx
          .delete(sponsors)
          .where(eq(sponsors.tier_id, tierId))
          .returning({ logo: sponsors.logo_media_id });
        await tx.delete(sponsorTiers).where(eq(sponsorTiers.id, tierId));
        return gone.map((g) => g.logo).filter((id): id is number => id !== null);
      });
      for (const id of logos) await media.release(id);
    },

    async reorderTiers(actor: Actor, eventId: number, ids: number[]): Promise<SponsorShowcase> {
      return db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        const current = await tx
          .select({ id: sponsorTiers.id })
          .from(sponsorTiers)
          .where(eq(sponsorTiers.event_id, eventId));
        checkOrder(
          ids,
          current.map((c) => c.id),
        );
        for (const [i, id] of ids.entries())
          await tx
            .update(sponsorTiers)
            .set({ order: i + 1 })
            .where(eq(sponsorTiers.id, id));
        return { tiers: await showcase(tx, eventId) };
      });
    },

    async create(actor: Actor, eventId: number, body: CreateSponsorBody): Promise<Sponsor> {
      return db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        if (!(await tierIn(tx, eventId, body.tier_id))) throw fieldError('tier_id', NETWORK_MESSAGES.tierNotInEvent);
        const order = await nextSponsorOrder(tx, body.tier_id);
        const [row] = await tx
          .insert(sponsors)
          .values({
            event_id: eventId,
            tier_id: body.tier_id,
            name: body.name,
            description: body.description ?? null,
            website_url: body.website_url ?? null,
            featured: body.featured ?? false,
            order,
          })
          .returning();
        if (!row) throw new Error('sponsor insert returned nothing');
        return oneSponsor(tx, row);
      });
    },

    /** Changes a sponsor; a new tier puts it last there. */
    async update(actor: Actor, eventId: number, sponsorId: number, body: UpdateSponsorBody): Promise<Sponsor> {
      return db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        const current = await sponsorIn(tx, eventId, sponsorId);
        if (!current) throw notFound('Sponsor');
        const moves = body.tier_id !== undefined && body.tier_id !== current.tier_id;
        if (moves && !(await tierIn(tx, eventId, body.tier_id as number)))
          throw fieldError('tier_id', NETWORK_MESSAGES.tierNotInEvent);
        const [row] = await tx
          .update(sponsors)
          .set({
            name: body.name,
            description: body.description,
            website_url: body.website_url,
            featured: body.featured,
            ...(moves
              ? {
                  tier_id: body.tier_id,
                  order: await nextSponsorOrder(tx, body.tier_id as number),
                }
              : {}),
          })
          .where(eq(sponsors.id, sponsorId))
          .returning();
        if (!row) throw notFound('Sponsor');
        return oneSponsor(tx, row);
      });
    },

    async delete(actor: Actor, eventId: number, sponsorId: number): Promise<void> {
      const logo = await db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        const current = await sponsorIn(tx, eventId, sponsorId);
        if (!current) throw notFound('Sponsor');
        await tx.delete(sponsors).where(eq(sponsors.id, sponsorId));
        return current.logo_media_id;
      });
      if (logo !== null) await media.release(logo);
    },

    async reorder(actor: Actor, eventId: number, tierId: number, ids: number[]): Promise<SponsorTier> {
      return db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        if (!(await tierIn(tx, eventId, tierId))) throw notFound('Tier');
        const current = await tx.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.tier_id, tierId));
        checkOrder(
          ids,
          current.map((c) => c.id),
        );
        for (const [i, id] of ids.entries())
          await tx
            .update(sponsors)
            .set({ order: i + 1 })
            .where(eq(sponsors.id, id));
        return oneTier(tx, eventId, tierId);
      });
    },

    /**
     * Stores an uploaded logo and sets it on the sponsor; the previous one is deleted. Editors only, checked
     * before the upload is processed and again when it is attached. Nothing is stored on any error.
     */
    async setLogo(actor: Actor, eventId: number, sponsorId: number, bytes: Buffer): Promise<MediaImage> {
      await requireEventEditor(db, eventId, actor.id);
      if (!(await sponsorIn(db, eventId, sponsorId))) throw notFound('Sponsor');
      let previous: number | null = null;
      const image = await media.storeImage(actor, 'SPONSOR_LOGO', bytes, {
        attach: async (tx, row) => {
          await lockForEdit(tx, actor, eventId);
          const current = await sponsorIn(tx, eventId, sponsorId);
          if (!current) throw notFound('Sponsor');
          previous = current.logo_media_id;
          await tx.update(sponsors).set({ logo_media_id: row.id }).where(eq(sponsors.id, sponsorId));
        },
      });
      if (previous !== null) await media.release(previous);
      return image;
    },

    async removeLogo(actor: Actor, eventId: number, sponsorId: number): Promise<void> {
      const previous = await db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        const current = await sponsorIn(tx, eventId, sponsorId);
        if (!current) throw notFound('Sponsor');
        await tx.update(sponsors).set({ logo_media_id: null }).where(eq(sponsors.id, sponsorId));
        return current.logo_media_id;
      });
      if (previous !== null) await media.release(previous);
    },
  };
}

export type SponsorsService = ReturnType<typeof createSponsorsService>;
