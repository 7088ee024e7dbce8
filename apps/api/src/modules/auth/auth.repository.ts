import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { refreshTokens, revokedAccessTokens, users } from '../../db/schema';

/** Data access for accounts and tokens. Every method takes the executor (db or transaction). */
export const authRepository = {
  async findUserByEmail(db: Db, email: string) {
    const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
    return rows[0];
  },

  async findUserById(db: Db, id: number) {
    const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  },

  async insertUser(db: Db, values: typeof users.$inferInsert) {
    const rows = await db.insert(users).values(values).returning();
    const row = rows[0];
    if (!row) throw new Error('insert into users returned nothing');
    return row;
  },

  async insertRefreshToken(db: Db, values: typeof refreshTokens.$inferInsert) {
    await db.insert(refreshTokens).values(values);
  },

  /**
   * Marks a live token as used and keeps its sealed successor, atomically: of two concurrent refreshes with
   * one token, only one wins; the other waits for the winner's transaction and then finds the successor.
   * A token of a family with any revoked token is not live: ending a login while one of its tokens was being
   * rotated can leave the successor unrevoked, and that successor must not keep the login going.
   */
  async rotateRefreshToken(db: Db, tokenHash: string, successorSealed: string) {
    const rows = await db
      .update(refreshTokens)
      .set({ rotated_at: new Date(), successor_sealed: successorSealed })
      .where(
        and(
          eq(refreshTokens.token_hash, tokenHash),
          isNull(refreshTokens.rotated_at),
          isNull(refreshTokens.revoked_at),
          sql`${refreshTokens.expires_at} > now()`,
          sql`not exists (select 1 from ${refreshTokens} ended where ended.family_id = ${qualified(refreshTokens.family_id)} and ended.revoked_at is not null)`,
        ),
      )
      .returning();
    return rows[0];
  },

  async findRefreshToken(db: Db, tokenHash: string) {
    const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, tokenHash)).limit(1);
    return rows[0];
  },

  async revokeFamily(db: Db, familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
  },

  async revokeAccessToken(db: Db, values: typeof revokedAccessTokens.$inferInsert) {
    await db.insert(revokedAccessTokens).values(values).onConflictDoNothing();
  },
};
