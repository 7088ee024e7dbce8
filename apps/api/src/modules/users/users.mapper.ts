import type { PublicProfile, User } from '@atria/contracts';
import type { MediaImage } from '@atria/contracts/media';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export const fullName = (u: { first_name: string; last_name: string }): string =>
  `${u.first_name} ${u.last_name}`.trim();

/** The signed-in user's own view of themselves (`GET /auth/me`), with their photo's files if they have one. */
export function toUser(row: UserRow, avatar: MediaImage | null): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullName(row),
    image_url: row.image_url,
    title: row.title,
    company_name: row.company_name,
    bio: row.bio,
    social_links: { linkedin: row.linkedin_url, website: row.website_url },
    role: 'USER',
    avatar,
  };
}

/** What people who share an organization or event see of someone else: no email. */
export function toPublicProfile(row: UserRow, avatar: MediaImage | null): PublicProfile {
  const { email: _email, ...rest } = toUser(row, avatar);
  return rest;
}
