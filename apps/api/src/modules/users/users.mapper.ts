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
    locale: row.locale ?? null,
  };
}

/**
 * What people who share an organization or event see of someone else: the email only when the person shows it
 * to them, the headline, company, bio and links only when their profile setting lets them in (`access`, from
 * their privacy settings; without it, no email and the whole profile, as before those settings existed).
 */
export function toPublicProfile(
  row: UserRow,
  avatar: MediaImage | null,
  access: { profile: boolean; email: boolean; relation?: PublicProfile['relation'] } = { profile: true, email: false },
): PublicProfile {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the saved language is the person's own
  const { email, locale, ...rest } = toUser(row, avatar);
  const shown: PublicProfile = access.profile
    ? rest
    : {
        ...rest,
        title: null,
        company_name: null,
        bio: null,
        social_links: { linkedin: null, website: null },
        profile_hidden: true,
      };
  const withRelation = access.relation ? { ...shown, relation: access.relation } : shown;
  return access.email ? { ...withRelation, email } : withRelation;
}
