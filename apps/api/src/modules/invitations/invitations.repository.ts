import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, invitations, organizations, users } from '../../db/schema';

export const invitationsRepository = {
  async insert(db: Db, values: typeof invitations.$inferInsert) {
    await db.insert(invitations).values(values);
  },

  /**
   * An unclaimed, unexpired invitation with what the claim page shows; revoked ones too (their `revoked_at` is
   * set), so the claim can tell a withdrawn link from an unknown one.
   */
  async findLive(db: Db, tokenHash: string) {
    const rows = await db
      .select({
        invitation: invitations,
        user: users,
        organization_name: organizations.name,
        event_title: events.title,
      })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.user_id))
      .leftJoin(organizations, eq(organizations.id, invitations.organization_id))
      .leftJoin(events, eq(events.id, invitations.event_id))
      .where(
        and(
          eq(invitations.token_hash, tokenHash),
          isNull(invitations.claimed_at),
          sql`${invitations.expires_at} > now()`,
        ),
      )
      .limit(1);
    return rows[0];
  },

  /** Whether the user was ever invited in this organization or event (the context that created the account). */
  async invitedIn(db: Db, userId: number, target: { organizationId?: number; eventId?: number }): Promise<boolean> {
    const context = or(
      target.organizationId !== undefined ? eq(invitations.organization_id, target.organizationId) : undefined,
      target.eventId !== undefined ? eq(invitations.event_id, target.eventId) : undefined,
    );
    if (!context) return false;
    const rows = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.user_id, userId), context))
      .limit(1);
    return rows.length > 0;
  },

  /** Marks the invitation used, atomically; false when someone else claimed or revoked it first. */
  async markClaimed(db: Db, id: number): Promise<boolean> {
    const rows = await db
      .update(invitations)
      .set({ claimed_at: new Date() })
      .where(and(eq(invitations.id, id), isNull(invitations.claimed_at), isNull(invitations.revoked_at)))
      .returning({ id: invitations.id });
    return rows.length > 0;
  },

  /** Withdraws the user's open links issued for this organization or event (they were removed from it). */
  async revoke(db: Db, userId: number, target: { organizationId: number } | { eventId: number }) {
    const context =
      'organizationId' in target
        ? eq(invitations.organization_id, target.organizationId)
        : eq(invitations.event_id, target.eventId);
    await db
      .update(invitations)
      .set({ revoked_at: new Date() })
      .where(
        and(eq(invitations.user_id, userId), context, isNull(invitations.claimed_at), isNull(invitations.revoked_at)),
      );
  },

  /** Other open invitations of the user stop working once one is claimed. */
  async closeOthers(db: Db, userId: number) {
    await db
      .update(invitations)
      .set({ claimed_at: new Date() })
      .where(and(eq(invitations.user_id, userId), isNull(invitations.claimed_at)));
  },

  async setPassword(db: Db, userId: number, passwordHash: string) {
    const rows = await db
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(and(eq(users.id, userId), isNull(users.password_hash)))
      .returning({ id: users.id });
    return rows.length > 0;
  },
};
