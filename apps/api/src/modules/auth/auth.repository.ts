import { and, eq, exists, isNotNull, isNull, not, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batchedPer } from '../../db/batched';
import { isTransaction, preparedPer } from '../../db/prepared';
import { qualified } from '../../db/qualified';
import { refreshTokens, revokedAccessTokens, users } from '../../db/schema';

/** The user still exists, the access token was not revoked by logout and its refresh family was not revoked. */
const liveTokenSelect = (
  db: Db,
  id: { userId: number | Placeholder; jti: string | Placeholder; familyId: string | Placeholder },
) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id.userId),
        not(
          exists(
            db
              .select({ one: sql`1` })
              .from(revokedAccessTokens)
              .where(eq(revokedAccessTokens.jti, id.jti)),
          ),
        ),
        not(
          exists(
            db
              .select({ one: sql`1` })
              .from(refreshTokens)
              .where(and(eq(refreshTokens.family_id, id.familyId), isNotNull(refreshTokens.revoked_at))),
          ),
        ),
      ),
    )
    .limit(1);

type TokenKey = { userId: number; jti: string; familyId: string };
// PostgreSQL spells uuids in lower case; tokens are compared the same way.
const tokenKey = (t: TokenKey) => `${t.userId}:${t.jti.toLowerCase()}:${t.familyId.toLowerCase()}`;

/**
 * The same check for many tokens in one statement: the tokens come as three arrays (user ids, token ids,
 * refresh families) and the live ones come back. Prepared once, whatever the number of tokens.
 */
const liveTokensQuery = preparedPer((db) =>
  db
    .select({ userId: sql<number>`k.user_id`, jti: sql<string>`k.jti::text`, familyId: sql<string>`k.family_id::text` })
    .from(
      sql`unnest(${sql.placeholder('userIds')}::int[], ${sql.placeholder('jtis')}::uuid[], ${sql.placeholder('familyIds')}::uuid[]) as k(user_id, jti, family_id)`,
    )
    .where(
      sql`exists (select 1 from ${users} u where u.id = k.user_id)
        and not exists (select 1 from ${revokedAccessTokens} r where r.jti = k.jti)
        and not exists (select 1 from ${refreshTokens} f where f.family_id = k.family_id and f.revoked_at is not null)`,
    )
    .prepare('atria_live_tokens'),
);

/** Token checks asked for by concurrent requests, sent as one statement (see batchedPer). */
const liveTokens = batchedPer(async (db, keys: readonly TokenKey[]) => {
  const rows = await liveTokensQuery(db).execute({
    userIds: keys.map((k) => k.userId),
    jtis: keys.map((k) => k.jti),
    familyIds: keys.map((k) => k.familyId),
  });
  return new Map(rows.map((row) => [tokenKey(row), true]));
}, tokenKey);

const userByIdSelect = (db: Db, id: number | Placeholder) => db.select().from(users).where(eq(users.id, id)).limit(1);
const userByIdQuery = preparedPer((db) => userByIdSelect(db, sql.placeholder('id')).prepare('atria_user_by_id'));

/** Data access for accounts and tokens. Every method takes the executor (db or transaction). */
export const authRepository = {
  async findUserByEmail(db: Db, email: string) {
    const rows = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return rows[0];
  },

  /** A user by id (prepared once outside a transaction: `/auth/me` asks it on every page load). */
  async findUserById(db: Db, id: number) {
    const rows = isTransaction(db) ? await userByIdSelect(db, id) : await userByIdQuery(db).execute({ id });
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
  /**
   * Takes a key-share lock on a live account's row, so that a token rotation waits for an account deletion
   * that holds the row (and the deletion waits for a rotation that got here first). Rotations lock the account
   * before the token, as the deletion does, so the two can never wait on each other. False when the account
   * is gone.
   */
  async lockLiveUserForToken(db: Db, userId: number): Promise<boolean> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deleted_at)))
      .for('key share');
    return rows.length > 0;
  },

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

  /**
   * Whether an access token's user still exists and neither the token (logout) nor its refresh family (reuse
   * detection) was revoked. Outside a transaction the checks of concurrent requests go out as one prepared
   * statement: it runs whenever a token is not held (a crowd arriving checks a thousand at once).
   */
  async isTokenLive(db: Db, token: { userId: number; jti: string; familyId: string }): Promise<boolean> {
    if (isTransaction(db)) return (await liveTokenSelect(db, token)).length > 0;
    return (await liveTokens(db).load(token)) === true;
  },
};
