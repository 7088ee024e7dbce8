import {
  MESSAGES,
  listMeta,
  type ActivityList,
  type AddMemberBody,
  type AddMemberResponse,
  type Organization,
  type OrganizationList,
  type OrganizationRole,
  type OrganizationUser,
  type OrganizationUserList,
  type OrganizationUsersQuery,
  type PaginationQuery,
} from '@atria/contracts';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import { activityRepository } from '../activity/activity.repository';
import { eventThreadsRepository } from '../messages/event-threads.repository';
import { findOrInviteUser, invitationLinkFor, revokeInvitations } from '../invitations/invitations.service';
import { queueInvitationMails } from '../mail/mail.service';
import { toOrganization, toOrganizationUser } from './organizations.mapper';
import { organizationsPolicy as policy } from './organizations.policy';
import { organizationsRepository as repo } from './organizations.repository';

const isUniqueViolation = (err: unknown): boolean =>
  (err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

const lastOwner = () =>
  new AppError('CONFLICT', 'An organization needs at least one owner: make someone else owner first');

export function createOrganizationsService(ctx: AppContext) {
  const { db } = ctx;

  /** The caller's role; NOT_FOUND when they are not a member (outsiders cannot tell it exists). */
  async function requireMember(dbx: Db, actor: Actor, organizationId: number): Promise<OrganizationRole> {
    const role = await repo.roleOf(dbx, organizationId, actor.id);
    if (!policy.canView(role) || role === null) throw notFound('Organization');
    return role;
  }

  async function load(dbx: Db, actor: Actor, organizationId: number): Promise<Organization> {
    const { rows } = await repo.listForUser(dbx, actor.id, 1, 0, organizationId);
    const row = rows[0];
    if (!row) throw notFound('Organization');
    return toOrganization(row, await repo.previews(dbx, [row.id]));
  }

  async function member(
    dbx: Db,
    organizationId: number,
    userId: number,
    showEmail: boolean,
  ): Promise<OrganizationUser> {
    const { rows } = await repo.members(dbx, organizationId, { userId, limit: 1, offset: 0 });
    const row = rows[0];
    if (!row) throw notFound('Member');
    return toOrganizationUser(row, showEmail);
  }

  return {
    /** The caller's organizations, two queries whatever their number and size. */
    async list(actor: Actor, q: PaginationQuery): Promise<OrganizationList> {
      const { rows, total } = await repo.listForUser(db, actor.id, q.per_page, (q.page - 1) * q.per_page);
      const previews = await repo.previews(
        db,
        rows.map((r) => r.id),
      );
      return {
        organizations: rows.map((r) =>
          toOrganization(
            r,
            previews.filter((p) => p.organization_id === r.id),
          ),
        ),
        ...listMeta(total, q),
      };
    },

    /** One organization. NOT_FOUND for non-members. */
    async get(actor: Actor, id: number): Promise<Organization> {
      return load(db, actor, id);
    },

    /** Creates an organization with the caller as OWNER. CONFLICT when the name is taken (any case). */
    async create(actor: Actor, name: string): Promise<Organization> {
      try {
        return await db.transaction(async (tx) => {
          if (await repo.nameTaken(tx, name)) throw conflict(MESSAGES.orgNameTaken, 'name');
          const org = await repo.insert(tx, name);
          await repo.addMember(tx, org.id, actor.id, 'OWNER');
          return load(tx, actor, org.id);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MESSAGES.orgNameTaken, 'name');
        throw err;
      }
    },

    /** Renames (OWNER/ADMIN). NOT_FOUND for outsiders, FORBIDDEN for members, CONFLICT for a taken name. */
    async update(actor: Actor, id: number, name: string): Promise<Organization> {
      try {
        return await db.transaction(async (tx) => {
          const role = await requireMember(tx, actor, id);
          if (!policy.canUpdate(role)) throw forbidden('Only owners and admins can edit the organization');
          if (await repo.nameTaken(tx, name, id)) throw conflict(MESSAGES.orgNameTaken, 'name');
          await repo.rename(tx, id, name);
          return load(tx, actor, id);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MESSAGES.orgNameTaken, 'name');
        throw err;
      }
    },

    /**
     * Deletes the organization and, by cascade, its events (OWNER only). Private messages sent within its
     * events are kept as general threads, as when one event is deleted.
     */
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const role = await requireMember(tx, actor, id);
        if (!policy.canDelete(role)) throw forbidden('Only owners can delete the organization');
        await eventThreadsRepository.detach(tx, { organizationId: id });
        await repo.remove(tx, id);
      });
    },

    /**
     * The organization's activity log, newest first (docs/organizer-console.md#activity): OWNER and ADMIN.
     * Members get FORBIDDEN (they see the events, not who invited whom); outsiders NOT_FOUND.
     */
    async activity(actor: Actor, id: number, q: PaginationQuery): Promise<ActivityList> {
      const role = await requireMember(db, actor, id);
      if (!policy.canSeeMemberEmails(role)) throw forbidden('Only owners and admins can see the activity');
      const { rows, total } = await activityRepository.list(db, id, q.per_page, (q.page - 1) * q.per_page);
      const text = (v: unknown) => (typeof v === 'string' ? v : null);
      return {
        activity: rows.map((r) => ({
          id: Number(r.id),
          kind: r.kind,
          created_at: new Date(r.created_at).toISOString(),
          actor_name: r.actor_name,
          event_id: r.event_id === null ? null : Number(r.event_id),
          event_title: text(r.details.event_title),
          session_title: text(r.details.session_title),
          person_name: text(r.details.person_name),
          role: text(r.details.role),
          count: typeof r.details.count === 'number' ? r.details.count : null,
        })),
        ...listMeta(total, q),
      };
    },

    async members(actor: Actor, id: number, q: OrganizationUsersQuery): Promise<OrganizationUserList> {
      const role = await requireMember(db, actor, id);
      const { rows, total } = await repo.members(db, id, {
        role: q.role,
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      const showEmail = policy.canSeeMemberEmails(role);
      return { organization_users: rows.map((r) => toOrganizationUser(r, showEmail)), ...listMeta(total, q) };
    },

    /**
     * Adds a member by email (OWNER/ADMIN). A new email becomes an invited account without a usable password,
     * and the one-time claim link is returned and mailed (an existing account is mailed a notice instead).
     * CONFLICT when already a member.
     */
    async addMember(actor: Actor, id: number, body: AddMemberBody): Promise<AddMemberResponse> {
      const result = await db.transaction(async (tx) => {
        await repo.lock(tx, id);
        const role = await requireMember(tx, actor, id);
        if (!policy.canAddMember(role, body.role)) throw forbidden('You cannot add members with this role');
        const user = await findOrInviteUser(tx, body);
        if (!(await repo.addMember(tx, id, user.id, body.role))) throw conflict(MESSAGES.userAlreadyInOrg, 'email');
        const path = await invitationLinkFor(tx, ctx, user, { invitedBy: actor.id, organizationId: id });
        await queueInvitationMails(tx, ctx.env, [
          { userId: user.id, invitedBy: actor.id, target: { organizationId: id }, invitationPath: path },
        ]);
        const added = await member(tx, id, user.id, true);
        if (path)
          await activityRepository.forOrganization(tx, id, actor.id, 'invitation.sent', {
            person_name: added.full_name,
            role: added.role,
          });
        return { member: added, invitation_path: path };
      });
      if (result.invitation_path)
        ctx.log.info({ organizationId: id, invitation: result.invitation_path }, 'invitation link created');
      return result;
    },

    /**
     * A fresh claim link for a member who has not set a password yet (OWNER/ADMIN), when this organization is
     * the one that invited them (FORBIDDEN otherwise: see invitationLinkFor).
     */
    async reinvite(actor: Actor, id: number, userId: number): Promise<{ invitation_path: string }> {
      return db.transaction(async (tx) => {
        const role = await requireMember(tx, actor, id);
        if (!policy.canUpdate(role)) throw forbidden('Only owners and admins can invite');
        const target = await member(tx, id, userId, true);
        if (!target.invitation_pending) throw conflict('This person has already set up their account');
        const path = await invitationLinkFor(
          tx,
          ctx,
          { id: userId, created: false, pending: true },
          { invitedBy: actor.id, organizationId: id },
        );
        if (!path) throw forbidden('Only the organization or event that invited this person can send them a new link');
        await queueInvitationMails(tx, ctx.env, [
          { userId, invitedBy: actor.id, target: { organizationId: id }, invitationPath: path, resent: true },
        ]);
        return { invitation_path: path };
      });
    },

    /**
     * Changes a member's role within the rules; the last owner cannot be demoted. Demoted to MEMBER, the person
     * loses the event roles they had only through their organization role (docs/security/roles.md).
     */
    async changeRole(actor: Actor, id: number, userId: number, next: OrganizationRole): Promise<OrganizationUser> {
      return db.transaction(async (tx) => {
        // Lock first: roles read after it are current, so a just-demoted owner cannot act as one.
        await repo.lock(tx, id);
        const role = await requireMember(tx, actor, id);
        const target = await repo.roleOf(tx, id, userId);
        if (target === null) throw notFound('Member');
        if (!policy.canChangeRole(role, target, next, actor.id === userId))
          throw forbidden('You cannot change this role');
        await repo.setRole(tx, id, userId, next);
        if ((await repo.ownerCount(tx, id)) === 0) throw lastOwner();
        if (!policy.canCreateEvents(next)) await repo.endOrganizationGrants(tx, id, userId);
        const changed = await member(tx, id, userId, policy.canSeeMemberEmails(role));
        if (next !== target)
          await activityRepository.forOrganization(tx, id, actor.id, 'role.changed', {
            person_name: changed.full_name,
            role: next,
          });
        return changed;
      });
    },

    /**
     * Removes a member, or lets a member leave; the last owner cannot go. The person's event roles that came
     * from their organization role end, and the invitation links this organization issued them are withdrawn.
     */
    async removeMember(actor: Actor, id: number, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        // Lock first: roles read after it are current, so a just-demoted owner cannot act as one.
        await repo.lock(tx, id);
        const role = await requireMember(tx, actor, id);
        const target = await repo.roleOf(tx, id, userId);
        if (target === null) throw notFound('Member');
        if (!policy.canRemove(role, target, actor.id === userId)) throw forbidden('You cannot remove this member');
        await repo.removeMember(tx, id, userId);
        if ((await repo.ownerCount(tx, id)) === 0) throw lastOwner();
        await repo.endOrganizationGrants(tx, id, userId);
        await revokeInvitations(tx, userId, { organizationId: id });
      });
    },
  };
}
