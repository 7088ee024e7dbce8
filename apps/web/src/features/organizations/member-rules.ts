import type { MessageKey } from '../../lib/i18n/i18n';
import type { OrganizationRole } from '@atria/contracts/zod-free';

export interface MemberActions {
  /** Roles the caller may pick for this member (empty: no role control). Includes the current role. */
  roleOptions: OrganizationRole[];
  /** The caller may remove this member from the organization. */
  canRemove: boolean;
  /** This row is the caller, who may leave. */
  canLeave: boolean;
}

const NONE: MemberActions = { roleOptions: [], canRemove: false, canLeave: false };

/**
 * What the Members section offers for one member, mirroring the API's rules (issue 4): nobody changes their
 * own role; an ADMIN manages MEMBERs and ADMINs, never OWNERs; only an OWNER grants or removes OWNER; the last
 * OWNER can't be removed, demoted or leave; anyone else may leave.
 */
export function memberActions(
  actor: OrganizationRole | null,
  target: { role: OrganizationRole; isSelf: boolean },
  ownerCount: number,
): MemberActions {
  const lastOwner = target.role === 'OWNER' && ownerCount <= 1;
  if (target.isSelf) return { ...NONE, canLeave: actor !== null && !lastOwner };
  if (actor === 'OWNER') {
    return { roleOptions: lastOwner ? [] : ['OWNER', 'ADMIN', 'MEMBER'], canRemove: !lastOwner, canLeave: false };
  }
  if (actor === 'ADMIN' && target.role !== 'OWNER') {
    return { roleOptions: ['ADMIN', 'MEMBER'], canRemove: true, canLeave: false };
  }
  return NONE;
}

export const ORGANIZATION_ROLE_KEY = {
  OWNER: 'org.role.OWNER',
  ADMIN: 'org.role.ADMIN',
  MEMBER: 'org.role.MEMBER',
} as const satisfies Record<OrganizationRole, MessageKey>;
