import {
  MESSAGES,
  listMeta,
  type AddEventUserBody,
  type AddEventUserResponse,
  type AddOrCreateEventUserBody,
  type CreateEventBody,
  type EventBranding,
  type EventDetail,
  type EventList,
  type EventUser,
  type EventUserList,
  type EventUserRole,
  type EventUsersQuery,
  type PaginationQuery,
  type SpeakerInfoBody,
  type UpdateEventBody,
  type UserEventsQuery,
} from '@atria/contracts';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/in-order';
import { conflict, forbidden, notFound, validation } from '../../errors';
import { findOrInviteUser, invitationLinkFor, revokeInvitations } from '../invitations/invitations.service';
import { queueInvitationMails } from '../mail/mail.service';
import { imagesByIds } from '../media/media-lookup';
import { activityRepository as activity } from '../activity/activity.repository';
import { eventThreadsRepository } from '../messages/event-threads.repository';
import { organizationsRepository } from '../organizations/organizations.repository';
import { organizationsPolicy } from '../organizations/organizations.policy';
import { requireVisibleUser } from '../users/users.access';
import { usersRepository } from '../users/users.repository';
import { loadEventAccess, requireEventEditor, requireEventViewer } from './events.access';
import { toEventDetail, toEventSummary, toEventUser, type EventRow } from './events.mapper';
import { eventPeopleIndex, filterParticipants } from './event-people';
import { eventsPolicy } from './events.policy';
import { eventsRepository as repo } from './events.repository';
import { requireTimeZone } from '../../lib/time-rules';

type ContentFields = Pick<
  UpdateEventBody,
  | 'description'
  | 'event_format'
  | 'hero_description'
  | 'hero_images'
  | 'sections'
  | 'venue_name'
  | 'venue_address'
  | 'venue_city'
  | 'venue_country'
>;

/** Maps the body's landing-page fields to columns; absent fields stay as they are. */
function contentColumns(b: ContentFields) {
  return {
    description: b.description,
    event_format: b.event_format,
    hero_description: b.hero_description,
    hero_image_desktop: b.hero_images ? (b.hero_images.desktop ?? null) : undefined,
    sections: b.sections
      ? { welcome: b.sections.welcome ?? null, highlights: b.sections.highlights ?? [], faqs: b.sections.faqs ?? [] }
      : undefined,
    venue_name: b.venue_name,
    venue_address: b.venue_address,
    venue_city: b.venue_city,
    venue_country: b.venue_country,
  };
}

export function createEventsService(ctx: AppContext) {
  const { db } = ctx;
  const people = eventPeopleIndex(ctx);

  async function detail(dbx: Db, actor: Actor, eventId: number): Promise<EventDetail> {
    const { event, access } = await requireEventViewer(dbx, eventId, actor.id);
    // At once on the root handle (one wait instead of four); one after another in a transaction.
    const [organization_name, organizers, sessions, images] = await readTogether(dbx, [
      () => repo.organizationName(dbx, event.organization_id),
      () => repo.organizers(dbx, eventId),
      () => repo.sessionSummaries(dbx, eventId),
      () => imagesByIds(dbx, [event.banner_media_id, event.logo_media_id]),
    ]);
    const imageOf = (id: number | null) => (id === null ? null : (images.get(id) ?? null));
    return toEventDetail(event, {
      organization_name,
      organizers,
      sessions,
      access,
      banner: imageOf(event.banner_media_id),
      logo: imageOf(event.logo_media_id),
    });
  }

  async function eventUser(dbx: Db, eventId: number, userId: number, showEmail: boolean): Promise<EventUser> {
    const { rows } = await repo.eventUsers(dbx, eventId, { userId, limit: 1, offset: 0, withInvitation: showEmail });
    const row = rows[0];
    if (!row) throw notFound('Participant');
    return toEventUser(row, showEmail);
  }

  /** The type and dates are frozen once sessions exist; the merged dates must still follow the date rules
   * (docs/product.md#event-cards). */
  async function checkDateChange(dbx: Db, event: EventRow, body: UpdateEventBody): Promise<void> {
    const type = body.event_type ?? event.event_type;
    const start = body.start_date ?? event.start_date;
    const end = body.end_date ?? event.end_date;
    const changes = type !== event.event_type || start !== event.start_date || end !== event.end_date;
    if (!changes) return;
    if (await repo.hasSessions(dbx, event.id)) {
      const message = "The event type and dates can't be changed once the event has sessions";
      throw validation(message, {
        ...(type !== event.event_type ? { event_type: [message] } : {}),
        ...(start !== event.start_date || end !== event.end_date ? { start_date: [message] } : {}),
      });
    }
    if (type === 'SINGLE_SESSION' && end !== start)
      throw validation(MESSAGES.singleSessionSameDay, { end_date: [MESSAGES.singleSessionSameDay] });
    if (end < start) throw validation(MESSAGES.endOnOrAfterStart, { end_date: [MESSAGES.endOnOrAfterStart] });
  }

  /** Adds a participant within the role rules; CONFLICT when already in the event. */
  async function addParticipant(
    dbx: Db,
    actor: Actor,
    eventId: number,
    userId: number,
    role: EventUserRole,
    info: SpeakerInfoBody = {},
  ) {
    const { access } = await requireEventEditor(dbx, eventId, actor.id);
    if (!eventsPolicy.canSetRole(access, null, role, userId === actor.id)) throw forbidden('You cannot give this role');
    const added = await repo.addEventUser(dbx, {
      event_id: eventId,
      user_id: userId,
      role,
      via_organization: eventsPolicy.viaOrganization(role, userId === actor.id),
      speaker_title: info.speaker_title ?? null,
      speaker_bio: info.speaker_bio ?? null,
    });
    if (!added) throw conflict(MESSAGES.userAlreadyInEvent, 'email');
  }

  return {
    /** An organization's events for its members. NOT_FOUND for outsiders. */
    async listForOrganization(actor: Actor, organizationId: number, q: PaginationQuery): Promise<EventList> {
      const role = await organizationsRepository.roleOf(db, organizationId, actor.id);
      if (!organizationsPolicy.canView(role)) throw notFound('Organization');
      const { rows, total } = await repo.listForOrganization(
        db,
        organizationId,
        actor.id,
        q.per_page,
        (q.page - 1) * q.per_page,
      );
      return { events: rows.map((r) => toEventSummary(r.event, r)), ...listMeta(total, q) };
    },

    /**
     * Events a user takes part in (GET /users/{userId}/events); for someone else, only those the caller may see
     * as well. NOT_FOUND when the user is not visible to the caller.
     */
    async listForUser(actor: Actor, userId: number, q: UserEventsQuery): Promise<EventList> {
      await requireVisibleUser(db, actor, userId);
      const { rows, total } = await usersRepository.listEvents(db, userId, {
        role: q.role,
        viewerId: actor.id,
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      return { events: rows.map((r) => toEventSummary(r.event, r)), ...listMeta(total, q) };
    },

    /**
     * Creates an event (organization OWNER/ADMIN); the creator becomes its ADMIN for as long as they keep that
     * organization role (the row is marked `via_organization`).
     */
    async create(actor: Actor, organizationId: number, body: CreateEventBody): Promise<EventDetail> {
      return db.transaction(async (tx) => {
        // A removal or demotion waits for this event to exist, and then ends the creator's ADMIN with the rest.
        await organizationsRepository.lockShared(tx, organizationId);
        const role = await organizationsRepository.roleOf(tx, organizationId, actor.id);
        if (!organizationsPolicy.canView(role)) throw notFound('Organization');
        if (!eventsPolicy.canCreateIn(role)) throw forbidden('Only organization owners and admins can create events');
        const event = await repo.insert(tx, {
          organization_id: organizationId,
          title: body.title,
          event_type: body.event_type,
          start_date: body.start_date,
          end_date: body.end_date,
          time_zone: requireTimeZone(body.time_zone),
          company_name: body.company_name,
          created_by: actor.id,
          ...Object.fromEntries(Object.entries(contentColumns(body)).filter(([, v]) => v !== undefined)),
        });
        await repo.addEventUser(tx, { event_id: event.id, user_id: actor.id, role: 'ADMIN', via_organization: true });
        await activity.forEvent(tx, event.id, actor.id, 'event.created');
        return detail(tx, actor, event.id);
      });
    },

    /** The whole event with the caller's role. NOT_FOUND unless an organization member or participant. */
    async get(actor: Actor, eventId: number): Promise<EventDetail> {
      return detail(db, actor, eventId);
    },

    /** Edits any field (event ADMIN/ORGANIZER, organization OWNER/ADMIN); type and dates frozen once sessions exist. */
    async update(actor: Actor, eventId: number, body: UpdateEventBody): Promise<EventDetail> {
      return db.transaction(async (tx) => {
        const { event } = await requireEventEditor(tx, eventId, actor.id);
        await checkDateChange(tx, event, body);
        await repo.update(tx, eventId, {
          title: body.title,
          event_type: body.event_type,
          start_date: body.start_date,
          end_date: body.end_date,
          time_zone: body.time_zone === undefined ? undefined : requireTimeZone(body.time_zone),
          company_name: body.company_name,
          ...contentColumns(body),
        });
        await activity.forEvent(tx, eventId, actor.id, 'event.updated');
        return detail(tx, actor, eventId);
      });
    },

    async updateBranding(actor: Actor, eventId: number, body: EventBranding): Promise<EventDetail> {
      return db.transaction(async (tx) => {
        const { event } = await requireEventEditor(tx, eventId, actor.id);
        const branding = { ...event.branding };
        if (body.primary_color !== undefined) branding.primary_color = body.primary_color;
        if (body.logo_url !== undefined) branding.logo_url = body.logo_url;
        await repo.update(tx, eventId, { branding });
        await activity.forEvent(tx, eventId, actor.id, 'event.updated');
        return detail(tx, actor, eventId);
      });
    },

    /**
     * Deletes the event with its sessions (event ADMIN or organization OWNER/ADMIN). Private messages sent
     * within it are kept: their threads become general threads of the same two people.
     */
    async remove(actor: Actor, eventId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { access } = await requireEventViewer(tx, eventId, actor.id);
        if (!eventsPolicy.isAdmin(access)) throw forbidden('Only event admins can delete the event');
        await eventThreadsRepository.detach(tx, { eventId });
        // Written before the row goes: the entry keeps the event's title.
        await activity.forEvent(tx, eventId, actor.id, 'event.deleted');
        await repo.remove(tx, eventId);
      });
    },

    /**
     * The participant list (docs/organizer-console.md#participants). Organizers also search emails, filter by
     * invitation state and see each row's invitation; others search names and company only.
     */
    async users(actor: Actor, eventId: number, q: EventUsersQuery): Promise<EventUserList> {
      const { access } = await requireEventViewer(db, eventId, actor.id);
      const organizer = eventsPolicy.canEdit(access);
      if (q.invitation !== undefined && !organizer)
        throw forbidden('Only the event organizers can filter by invitation');
      const filter = {
        role: q.role,
        q: q.q === undefined || q.q === '' ? undefined : q.q,
        searchEmail: organizer,
        invitation: q.invitation,
      };
      const offset = (q.page - 1) * q.per_page;
      if (!ctx.changes.live) {
        // Nothing is held while the change feed is down: the database searches, counts and pages.
        const { rows, total } = await repo.eventUsers(db, eventId, {
          ...filter,
          withInvitation: organizer,
          limit: q.per_page,
          offset,
        });
        return { event_users: rows.map((r) => toEventUser(r, organizer)), ...listMeta(total, q) };
      }
      // The event's participants are held in memory (event-people.ts): the search, filters, count and page are
      // decided there, and only the page's rows are read.
      const matching = filterParticipants(await people.get(eventId), filter);
      const page = matching.slice(offset, offset + q.per_page).map((p) => p.id);
      const rows = await repo.eventUsersByIds(db, eventId, page, organizer);
      return { event_users: rows.map((r) => toEventUser(r, organizer)), ...listMeta(matching.length, q) };
    },

    /**
     * Mails a participant who has not set up their account a fresh claim link (organizers). Only the event that
     * invited them can: an account invited elsewhere answers FORBIDDEN (see invitationLinkFor). The mail is
     * queued in the same transaction as the link.
     */
    async resendInvitation(actor: Actor, eventId: number, userId: number): Promise<{ invitation_path: string }> {
      return db.transaction(async (tx) => {
        await repo.lock(tx, eventId);
        await requireEventEditor(tx, eventId, actor.id);
        const person = await eventUser(tx, eventId, userId, true);
        if (!person.invitation_pending) throw conflict('This person has already set up their account');
        const path = await invitationLinkFor(
          tx,
          ctx,
          { id: userId, created: false, pending: true },
          { invitedBy: actor.id, eventId },
        );
        if (!path) throw forbidden('Only the organization or event that invited this person can send them a new link');
        await queueInvitationMails(tx, ctx.env, [
          { userId, invitedBy: actor.id, target: { eventId }, invitationPath: path, resent: true },
        ]);
        await activity.forEvent(tx, eventId, actor.id, 'invitation.sent', {
          person_name: person.user_name,
          role: person.role,
        });
        return { invitation_path: path };
      });
    },

    /**
     * Withdraws a participant's open links of this event (organizers; only admins for an ADMIN): claiming them
     * answers GONE. The person stays in the event; a new link can be sent later.
     */
    async revokeInvitation(actor: Actor, eventId: number, userId: number): Promise<EventUser> {
      return db.transaction(async (tx) => {
        await repo.lock(tx, eventId);
        const { access } = await requireEventEditor(tx, eventId, actor.id);
        const person = await eventUser(tx, eventId, userId, true);
        if (!eventsPolicy.canRemove(access, person.role, false)) throw forbidden('You cannot change this invitation');
        if (person.invitation?.state !== 'pending') throw conflict('This person has no open invitation');
        await revokeInvitations(tx, userId, { eventId });
        return eventUser(tx, eventId, userId, true);
      });
    },

    /**
     * Adds an existing account by id. The person must share an organization or event with the caller
     * (ids of unrelated accounts answer NOT_FOUND, as if they did not exist).
     */
    async addExisting(actor: Actor, eventId: number, body: AddEventUserBody): Promise<EventUser> {
      return db.transaction(async (tx) => {
        await repo.lock(tx, eventId);
        const known = body.user_id === actor.id || (await usersRepository.sharesContext(tx, actor.id, body.user_id));
        const exists = await usersRepository.findById(tx, body.user_id);
        await requireEventEditor(tx, eventId, actor.id);
        if (!exists || !known) throw notFound('User');
        await addParticipant(tx, actor, eventId, body.user_id, body.role, body);
        await queueInvitationMails(tx, ctx.env, [
          { userId: body.user_id, invitedBy: actor.id, target: { eventId }, invitationPath: null },
        ]);
        return eventUser(tx, eventId, body.user_id, true);
      });
    },

    /**
     * Add User to Event by email; a new email becomes an invited account with a one-time claim link. The person
     * is mailed the link, or a notice that they were added (in the same transaction, through the outbox).
     */
    async addOrCreate(actor: Actor, eventId: number, body: AddOrCreateEventUserBody): Promise<AddEventUserResponse> {
      return db.transaction(async (tx) => {
        await repo.lock(tx, eventId);
        await requireEventEditor(tx, eventId, actor.id);
        const user = await findOrInviteUser(tx, body);
        await addParticipant(tx, actor, eventId, user.id, body.role);
        const path = await invitationLinkFor(tx, ctx, user, { invitedBy: actor.id, eventId });
        await queueInvitationMails(tx, ctx.env, [
          { userId: user.id, invitedBy: actor.id, target: { eventId }, invitationPath: path },
        ]);
        if (path) ctx.log.info({ eventId, invitation: path }, 'invitation link created');
        const added = await eventUser(tx, eventId, user.id, true);
        if (path)
          await activity.forEvent(tx, eventId, actor.id, 'invitation.sent', {
            person_name: added.user_name,
            role: body.role,
          });
        return { event_user: added, invitation_path: path };
      });
    },

    /** Changes a participant's role within the rules (nobody their own; only admins touch ADMIN). */
    async changeRole(actor: Actor, eventId: number, userId: number, role: EventUserRole): Promise<EventUser> {
      return db.transaction(async (tx) => {
        // Lock first: roles read after it are current, so a just-demoted admin cannot act as one.
        await repo.lock(tx, eventId);
        const { access } = await requireEventEditor(tx, eventId, actor.id);
        const current = await repo.eventUserRole(tx, eventId, userId);
        if (current === null) throw notFound('Participant');
        if (!eventsPolicy.canSetRole(access, current, role, userId === actor.id))
          throw forbidden('You cannot give this role');
        // A role someone else gives is an event role: it no longer depends on the person's organization role.
        if (role === current) return eventUser(tx, eventId, userId, true);
        await repo.updateEventUser(tx, eventId, userId, { role, via_organization: false });
        const changed = await eventUser(tx, eventId, userId, true);
        await activity.forEvent(tx, eventId, actor.id, 'role.changed', { person_name: changed.user_name, role });
        return changed;
      });
    },

    /** Speaker title and bio: editable by the event's editors and by the person themselves. */
    async updateSpeakerInfo(actor: Actor, eventId: number, userId: number, body: SpeakerInfoBody): Promise<EventUser> {
      return db.transaction(async (tx) => {
        const found = await loadEventAccess(tx, eventId, actor.id);
        if (!found || !eventsPolicy.canView(found.access)) throw notFound('Event');
        if (userId !== actor.id && !eventsPolicy.canEdit(found.access))
          throw forbidden('Only organizers can edit other people');
        if ((await repo.eventUserRole(tx, eventId, userId)) === null) throw notFound('Participant');
        // An empty body changes nothing (and an UPDATE needs at least one column to set).
        if (body.speaker_title !== undefined || body.speaker_bio !== undefined) {
          await repo.updateEventUser(tx, eventId, userId, {
            speaker_title: body.speaker_title,
            speaker_bio: body.speaker_bio,
          });
        }
        return eventUser(tx, eventId, userId, eventsPolicy.canEdit(found.access));
      });
    },

    /** Removes a participant (editors; only admins remove an ADMIN), or lets one leave; their speaker bookings go too. */
    async removeUser(actor: Actor, eventId: number, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.lock(tx, eventId);
        const { access } = await requireEventViewer(tx, eventId, actor.id);
        const current = await repo.eventUserRole(tx, eventId, userId);
        if (current === null) throw notFound('Participant');
        if (!eventsPolicy.canRemove(access, current, userId === actor.id))
          throw forbidden('You cannot remove this participant');
        await repo.removeEventUser(tx, eventId, userId);
        await repo.removeFromSessions(tx, eventId, userId);
        await revokeInvitations(tx, userId, { eventId });
      });
    },
  };
}
