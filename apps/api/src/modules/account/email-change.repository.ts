import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, users } from '../../db/schema';

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

export interface WaitingChange {
  id: number;
  user_id: number;
  new_email: string;
  expires_at: string;
  used_at: string | null;
}

/** Email changes waiting for their confirmation (docs/security/account.md#5-changing-the-email-address-proved-by-the-password-then-by-the-new-address). */
export const emailChangeRepository = {
  async user(db: Db, userId: number) {
    const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    return rows[0];
  },

  /** Whether an account other than `userId` has `email` (case-insensitive), deleted ones included. */
  async takenByOther(db: Db, email: string, userId: number): Promise<boolean> {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`select id from ${users} where lower(email) = lower(${email}) and id <> ${userId} limit 1`),
    );
    return rows.length > 0;
  },

  /** Replaces the person's waiting change (if any) with a new one. */
  async replace(db: Db, row: { user_id: number; new_email: string; token_hash: string; expires_at: Date }) {
    await db.delete(emailChanges).where(and(eq(emailChanges.user_id, row.user_id), isNull(emailChanges.used_at)));
    await db.insert(emailChanges).values(row);
  },

  /** The change a token names, locked, if its account is not deleted. */
  async lockByToken(db: Db, tokenHash: string): Promise<WaitingChange | undefined> {
    return rowsOf<WaitingChange>(
      await db.execute(sql`select c.id, c.user_id, c.new_email, c.expires_at, c.used_at
        from ${emailChanges} c join ${users} u on u.id = c.user_id and u.deleted_at is null
        where c.token_hash = ${tokenHash} for update of c`),
    )[0];
  },

  /** Sets the address in a savepoint, so a unique violation leaves the transaction usable. */
  async setEmail(db: Db, userId: number, email: string) {
    await db.transaction(async (sp) => {
      await sp.update(users).set({ email, updated_at: new Date() }).where(eq(users.id, userId));
    });
  },

  async markUsed(db: Db, id: number) {
    await db.update(emailChanges).set({ used_at: new Date() }).where(eq(emailChanges.id, id));
  },
};
