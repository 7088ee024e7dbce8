import type { OrganizationRole } from '@atria/contracts';

/** Pure rules for organizations and their members. `actor` is the caller's role, null when not a member. */
export const organizationsPolicy = {
  canView: (actor: OrganizationRole | null): boolean => actor !== null,
  canUpdate: (actor: OrganizationRole | null): boolean => actor === 'OWNER' || actor === 'ADMIN',
  canDelete: (actor: OrganizationRole | null): boolean => actor === 'OWNER',
  /** Owners and admins see members' emails; they manage them. */
  canSeeMemberEmails: (actor: OrganizationRole | null): boolean => actor === 'OWNER' || actor === 'ADMIN',
  canCreateEvents: (actor: OrganizationRole | null): boolean => actor === 'OWNER' || actor === 'ADMIN',

  /** Admins add members and admins; owners add anyone but OWNER is granted through a role change. */
  canAddMember(actor: OrganizationRole | null, role: OrganizationRole): boolean {
    if (actor === 'OWNER') return role !== 'OWNER';
    if (actor === 'ADMIN') return role === 'MEMBER' || role === 'ADMIN';
    return false;
  },

  /**
   * Nobody changes their own role. Only an OWNER grants or takes away OWNER; an ADMIN moves others between
   * MEMBER and ADMIN. (The last-owner rule needs the count, checked in the service.)
   */
  canChangeRole(
    actor: OrganizationRole | null,
    target: OrganizationRole,
    next: OrganizationRole,
    isSelf: boolean,
  ): boolean {
    if (isSelf || actor === null) return false;
    if (actor === 'OWNER') return true;
    if (actor === 'ADMIN') return target !== 'OWNER' && next !== 'OWNER';
    return false;
  },

  /** Anyone may leave; an ADMIN removes members and admins; an OWNER removes anyone. */
  canRemove(actor: OrganizationRole | null, target: OrganizationRole, isSelf: boolean): boolean {
    if (actor === null) return false;
    if (isSelf) return true;
    if (actor === 'OWNER') return true;
    if (actor === 'ADMIN') return target !== 'OWNER';
    return false;
  },
};
