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
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound, validation } from '../../errors';
import { requireEventEditor, requireEventViewer } from '../events/events.access';
import type { MediaService } from '../media/media.service';
import { imagesByIds } from '../media/media-lookup';
import { sponsorsRepository as repo, type SponsorRow } from './sponsors.repository';

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
    await repo.lockEvent(tx, eventId);
  }

  const tierIn = (tx: Db, eventId: number, tierId: number) => repo.tierIn(tx, eventId, tierId);
  const sponsorIn = (tx: Db, eventId: number, sponsorId: number) => repo.sponsorIn(tx, eventId, sponsorId);

  async function showcase(dbh: Db, eventId: number, onlyTier?: number): Promise<SponsorTier[]> {
    const { tiers, list } = await repo.showcase(dbh, eventId, onlyTier);
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

  const nextTierOrder = repo.nextTierOrder;
  const nextSponsorOrder = repo.nextSponsorOrder;

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
        const row = await repo.insertTier(tx, {
          event_id: eventId,
          name: body.name,
          colour: body.colour ?? null,
          order,
        });
        return { ...row, sponsors: [] };
      });
    },

    async updateTier(actor: Actor, eventId: number, tierId: number, body: UpdateTierBody): Promise<SponsorTier> {
      return db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        if (!(await tierIn(tx, eventId, tierId))) throw notFound('Tier');
        await repo.updateTier(tx, tierId, { name: body.name, colour: body.colour });
        return oneTier(tx, eventId, tierId);
      });
    },

    /** Deletes a tier with its sponsors, whose logos go too. */
    async deleteTier(actor: Actor, eventId: number, tierId: number): Promise<void> {
      const logos = await db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        if (!(await tierIn(tx, eventId, tierId))) throw notFound('Tier');
        return repo.deleteTier(tx, tierId);
      });
      for (const id of logos) await media.release(id);
    },

    async reorderTiers(actor: Actor, eventId: number, ids: number[]): Promise<SponsorShowcase> {
      return db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        checkOrder(ids, await repo.tierIds(tx, eventId));
        for (const [i, id] of ids.entries()) await repo.updateTier(tx, id, { order: i + 1 });
        return { tiers: await showcase(tx, eventId) };
      });
    },

    async create(actor: Actor, eventId: number, body: CreateSponsorBody): Promise<Sponsor> {
      return db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        if (!(await tierIn(tx, eventId, body.tier_id))) throw fieldError('tier_id', NETWORK_MESSAGES.tierNotInEvent);
        const order = await nextSponsorOrder(tx, body.tier_id);
        const row = await repo.insertSponsor(tx, {
          event_id: eventId,
          tier_id: body.tier_id,
          name: body.name,
          description: body.description ?? null,
          website_url: body.website_url ?? null,
          featured: body.featured ?? false,
          order,
        });
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
        const row = await repo.updateSponsor(tx, sponsorId, {
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
        });
        if (!row) throw notFound('Sponsor');
        return oneSponsor(tx, row);
      });
    },

    async delete(actor: Actor, eventId: number, sponsorId: number): Promise<void> {
      const logo = await db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        const current = await sponsorIn(tx, eventId, sponsorId);
        if (!current) throw notFound('Sponsor');
        await repo.deleteSponsor(tx, sponsorId);
        return current.logo_media_id;
      });
      if (logo !== null) await media.release(logo);
    },

    async reorder(actor: Actor, eventId: number, tierId: number, ids: number[]): Promise<SponsorTier> {
      return db.transaction(async (tx) => {
        await lockForEdit(tx, actor, eventId);
        if (!(await tierIn(tx, eventId, tierId))) throw notFound('Tier');
        checkOrder(ids, await repo.sponsorIds(tx, tierId));
        for (const [i, id] of ids.entries()) await repo.updateSponsor(tx, id, { order: i + 1 });
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
          await repo.updateSponsor(tx, sponsorId, { logo_media_id: row.id });
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
        await repo.updateSponsor(tx, sponsorId, { logo_media_id: null });
        return current.logo_media_id;
      });
      if (previous !== null) await media.release(previous);
    },
  };
}

export type SponsorsService = ReturnType<typeof createSponsorsService>;
