import type { EventUserRole, OrganizationRole } from '@atria/contracts';

/** Who someone is to an event: their role in its organization and their role in the event itself. */
export interface EventAccess {
  orgRole: OrganizationRole | null;
  eventRole: EventUserRole | null;
  /** Banned from the event by its moderators (docs/live.md#moderation): sees nothing of it, whatever the roles. */
  banned?: boolean;
}

const isOrgManager = (a: EventAccess) => a.orgRole === 'OWNER' || a.orgRole === 'ADMIN';
const RANK: Record<EventUserRole, number> = { ATTENDEE: 0, MODERATOR: 0, SPEAKER: 0, ORGANIZER: 1, ADMIN: 2 };

/**
 * Pure event rules. Organization OWNER/ADMIN act as event ADMIN on their organization's events; event
 * ADMIN and ORGANIZER edit; participants and organization members read; everybody else does not see it.
 */
export const eventsPolicy = {
  canView: (a: EventAccess): boolean => !a.banned && (a.orgRole !== null || a.eventRole !== null),
  /** Edit the event, its sessions and its participants. */
  canEdit: (a: EventAccess): boolean => isOrgManager(a) || a.eventRole === 'ADMIN' || a.eventRole === 'ORGANIZER',
  /** Delete the event or grant ADMIN. */
  isAdmin: (a: EventAccess): boolean => isOrgManager(a) || a.eventRole === 'ADMIN',
  canCreateIn: (orgRole: OrganizationRole | null): boolean => orgRole === 'OWNER' || orgRole === 'ADMIN',

  /**
   * Whether a role just given comes from the giver's organization role rather than from the event: only an
   * organization owner/admin can give themselves ADMIN or ORGANIZER (the creator's ADMIN is such a role too).
   * Such a role ends when that organization role does (docs/security/roles.md).
   */
  viaOrganization: (role: EventUserRole, isSelf: boolean): boolean => isSelf && RANK[role] > 0,

  /**
   * Giving `next` to someone who has `current` (null when being added). Editors manage participants and
   * organizers; only admins grant or take away ADMIN. Nobody changes their own role.
   */
  canSetRole(a: EventAccess, current: EventUserRole | null, next: EventUserRole, isSelf: boolean): boolean {
    if (!eventsPolicy.canEdit(a)) return false;
    if (isSelf && current !== null) return false;
    if (isSelf && current === null && RANK[next] > 0 && !eventsPolicy.isAdmin(a)) return false;
    if (next === 'ADMIN' || current === 'ADMIN') return eventsPolicy.isAdmin(a);
    return true;
  },

  /** Editors remove participants and organizers; only admins remove an ADMIN; anyone may leave. */
  canRemove(a: EventAccess, target: EventUserRole, isSelf: boolean): boolean {
    if (isSelf) return a.eventRole !== null;
    if (!eventsPolicy.canEdit(a)) return false;
    return target === 'ADMIN' ? eventsPolicy.isAdmin(a) : true;
  },
};
