import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  emailChanges,
  calendarFeeds,
  calendarTombstones,
  eventUsers,
  events,
  invitations,
  organizationUsers,
  organizations,
  personalAccessTokens,
  refreshTokens,
  revokedAccessTokens,
  sessionBookmarks,
  sessionSpeakers,
  users,
} from '../../db/schema';

/** One live login as stored: its refresh family, when it started, when it last refreshed, its latest User-Agent. */
export interface LoginRow {
  family_id: string;
  created_at: Date;
  last_seen_at: Date;
  user_agent: string | null;
}

/** Data access for account settings. Every method takes the executor (db or transaction). */
export const accountRepository = {
  /** The user's live logins (no token of the family revoked, one still unexpired), most recently seen first. */
  async listLogins(db: Db, userId: number): Promise<LoginRow[]> {
    return db
      .select({
        family_id: refreshTokens.family_id,
        created_at: sql<Date>`min(${refreshTokens.created_at})`.mapWith(refreshTokens.created_at),
        last_seen_at: sql<Date>`max(${refreshTokens.created_at})`.mapWith(refreshTokens.created_at),
        user_agent: sql<
          string | null
        >`(array_agg(${refreshTokens.user_agent} order by ${refreshTokens.created_at} desc, ${refreshTokens.id} desc))[1]`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, userId))
      .groupBy(refreshTokens.family_id)
      .having(sql`bool_and(${refreshTokens.revoked_at} is null) and max(${refreshTokens.expires_at}) > now()`)
      .orderBy(sql`max(${refreshTokens.created_at}) desc`, asc(refreshTokens.family_id));
  },

  /**
   * Revokes the user's logins: one family, or all of them but `exceptFamily`, or all. Returns the families
   * that were live until now (already revoked ones are not counted again).
   */
  async revokeLogins(db: Db, userId: number, which: { family?: string; exceptFamily?: string }): Promise<string[]> {
    const rows = await db
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(
        and(
          eq(refreshTokens.user_id, userId),
          isNull(refreshTokens.revoked_at),
          which.family ? eq(refreshTokens.family_id, which.family) : undefined,
          which.exceptFamily ? sql`${refreshTokens.family_id} <> ${which.exceptFamily}` : undefined,
        ),
      )
      .returning({ family_id: refreshTokens.family_id });
    return [...new Set(rows.map((r) => r.family_id))];
  },

  async revokeAccessToken(db: Db, values: typeof revokedAccessTokens.$inferInsert) {
    await db.insert(revokedAccessTokens).values(values).onConflictDoNothing();
  },

  /** The account row unless it was deleted. */
  async findLiveUser(db: Db, userId: number) {
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deleted_at)))
      .limit(1);
    return rows[0];
  },

  /** The live account row, locked until the transaction ends (a password change or deletion at a time). */
  async lockLiveUser(db: Db, userId: number) {
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deleted_at)))
      .for('update');
    return rows[0];
  },

  async setPasswordHash(db: Db, userId: number, passwordHash: string) {
    await db.update(users).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(users.id, userId));
  },

  /**
   * The organizations the user owns, locked in id order (as a role change or removal locks one: see
   * organizationsRepository.lock), each with how many owners it has besides the user.
   */
  async lockOwnedOrganizations(db: Db, userId: number) {
    const owned = db
      .select({ id: organizationUsers.organization_id })
      .from(organizationUsers)
      .where(and(eq(organizationUsers.user_id, userId), eq(organizationUsers.role, 'OWNER')));
    const locked = await db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(inArray(organizations.id, owned))
      .orderBy(asc(organizations.id))
      .for('update');
    if (locked.length === 0) return [];
    const others = await db
      .select({ id: organizationUsers.organization_id, n: sql<number>`count(*)::int` })
      .from(organizationUsers)
      .where(
        and(
          inArray(
            organizationUsers.organization_id,
            locked.map((o) => o.id),
          ),
          eq(organizationUsers.role, 'OWNER'),
          sql`${organizationUsers.user_id} <> ${userId}`,
        ),
      )
      .groupBy(organizationUsers.organization_id);
    return locked.map((o) => ({ ...o, otherOwners: others.find((x) => x.id === o.id)?.n ?? 0 }));
  },

  /**
   * Erases what the account holds about the person: their calendar feed (its URL stops working), bookmarks,
   * personal access tokens, memberships, participations, speaker slots, invitations to them, their name in invitations and events they created, and the profile itself. The row stays (its id
   * is the sender of their messages) as 'Deleted user', with an email that is no address.
   */
  async eraseUser(db: Db, userId: number) {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.user_id, userId));
    // A waiting email change holds an address: personal data, and its link must not revive the account.
    await db.delete(emailChanges).where(eq(emailChanges.user_id, userId));
    await db.delete(calendarTombstones).where(eq(calendarTombstones.user_id, userId));
    await db.delete(sessionBookmarks).where(eq(sessionBookmarks.user_id, userId));
    // Their personal access tokens: the deletion is announced (`auth`), so no instance accepts them any more.
    await db.delete(personalAccessTokens).where(eq(personalAccessTokens.user_id, userId));
    await db.delete(sessionSpeakers).where(eq(sessionSpeakers.user_id, userId));
    await db.delete(eventUsers).where(eq(eventUsers.user_id, userId));
    await db.delete(organizationUsers).where(eq(organizationUsers.user_id, userId));
    await db.delete(invitations).where(eq(invitations.user_id, userId));
    await db.update(invitations).set({ invited_by: null }).where(eq(invitations.invited_by, userId));
    await db.update(events).set({ created_by: null }).where(eq(events.created_by, userId));
    await db
      .update(users)
      .set({
        // Not an email address: no email lookup (sign-up, invitations, check-email) accepts it, so nobody can
        // add, invite or claim this row and take over the conversations it is the sender in.
        email: `deleted:${userId}`,
        password_hash: null,
        first_name: 'Deleted',
        last_name: 'user',
        image_url: null,
        // The image itself (a photo: personal data) and its files go with mediaService.deleteOwnedAvatars.
        avatar_media_id: null,
        title: null,
        company_name: null,
        bio: null,
        linkedin_url: null,
        website_url: null,
        locale: null,
        deleted_at: new Date(),
        updated_at: new Date(),
      })
      .where(eq(users.id, userId));
  },
};
