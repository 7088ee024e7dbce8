import type { Organization, OrganizationRole, OrganizationUser } from '@atria/contracts';
import type { UserRow } from '../users/users.mapper';
import { fullName } from '../users/users.mapper';

export function toOrganization(
  row: { id: number; name: string; created_at: Date; role: OrganizationRole; member_count: number },
  preview: { id: number; first_name: string; last_name: string; role: OrganizationRole }[],
): Organization {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    users: preview.map((u) => ({ id: u.id, full_name: fullName(u), role: u.role })),
    member_count: Number(row.member_count),
    user_is_admin_or_owner: row.role === 'OWNER' || row.role === 'ADMIN',
    role: row.role,
  };
}

export function toOrganizationUser(
  row: { user: UserRow; role: OrganizationRole; joined_at: Date },
  showEmail: boolean,
): OrganizationUser {
  return {
    id: row.user.id,
    first_name: row.user.first_name,
    last_name: row.user.last_name,
    full_name: fullName(row.user),
    image_url: row.user.image_url,
    email: showEmail ? row.user.email : null,
    role: row.role,
    invitation_pending: row.user.password_hash === null,
    joined_at: row.joined_at.toISOString(),
  };
}
