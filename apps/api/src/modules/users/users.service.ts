import {
  type CheckEmailResponse,
  type PublicProfile,
  type SpeakingSessionsResponse,
  type UpdateUserBody,
  type User,
} from '@atria/contracts';
import type { Actor, AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { requireVisibleUser } from './users.access';
import { imageById } from '../media/media-lookup';
import { fullName, toPublicProfile, toUser } from './users.mapper';
import { usersPolicy } from './users.policy';
import { usersRepository as repo } from './users.repository';

export function createUsersService(
  ctx: AppContext,
  network: {
    profileAccess: (
      ownerId: number,
      viewerId: number,
    ) => Promise<{ profile: boolean; email: boolean; relation: NonNullable<PublicProfile['relation']> }>;
  },
) {
  const { db } = ctx;

  /** 404 unless the actor may see the target (self or shared organization/event). */
  const requireVisible = (actor: Actor, userId: number) => requireVisibleUser(db, actor, userId);

  return {
    /**
     * A profile: the full user for oneself, the public profile for others, as far as their privacy settings let
     * the caller see it. Throws NOT_FOUND when not visible.
     */
    async get(actor: Actor, userId: number): Promise<User | PublicProfile> {
      const row = await requireVisible(actor, userId);
      const avatar = await imageById(db, row.avatar_media_id);
      if (actor.id === userId) return toUser(row, avatar);
      return toPublicProfile(row, avatar, await network.profileAccess(userId, actor.id));
    },

    /** Updates one's own profile. NOT_FOUND when invisible, FORBIDDEN for someone else's. */
    async update(actor: Actor, userId: number, b: UpdateUserBody): Promise<User> {
      await requireVisible(actor, userId);
      if (!usersPolicy.canEdit(actor.id, userId)) throw forbidden('You can only edit your own profile');
      const row = await repo.update(db, userId, {
        first_name: b.first_name,
        last_name: b.last_name,
        image_url: b.image_url,
        title: b.title,
        company_name: b.company_name,
        bio: b.bio,
        linkedin_url: b.social_links?.linkedin,
        website_url: b.social_links?.website,
        locale: b.locale,
      });
      if (!row) throw notFound('User');
      return toUser(row, await imageById(db, row.avatar_media_id));
    },

    /** Whether an account exists for an email; names only, never more. */
    async checkEmail(email: string): Promise<CheckEmailResponse> {
      const row = await repo.findByEmail(db, email);
      return {
        user: row ? { first_name: row.first_name, last_name: row.last_name, full_name: fullName(row) } : null,
      };
    },

    async speakingSessions(actor: Actor, userId: number): Promise<SpeakingSessionsResponse> {
      await requireVisible(actor, userId);
      const rows = await repo.listSpeakingSessions(db, userId, actor.id);
      return {
        sessions: rows.map((r) => ({ ...r, start_time: r.start_time.slice(0, 5), end_time: r.end_time.slice(0, 5) })),
      };
    },
  };
}
