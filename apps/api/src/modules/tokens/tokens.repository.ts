import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { events, organizationUsers, personalAccessTokens, sessions, users } from '../../db/schema';

/** A token by its hash, if its owner's account still exists (a deleted account's tokens are gone too). */
const byHashQuery = preparedPer((db: Db) =>
  db
    .select({
      id: personalAccessTokens.id,
      user_id: personalAccessTokens.user_id,
      scopes: personalAccessTokens.scopes,
      organization_ids: personalAccessTokens.organization_ids,
      expires_at: personalAccessTokens.expires_at,
    })
    .from(personalAccessTokens)
    .innerJoin(users, and(eq(users.id, personalAccessTokens.user_id), isNull(users.deleted_at)))
    .where(eq(personalAccessTokens.token_hash, sql.placeholder('hash')))
    .limit(1)
    .prepare('atria_personal_token'),
);

const eventOrganizationQuery = preparedPer((db: Db) =>
  db
    .select({ organization_id: events.organization_id })
    .from(events)
    .where(eq(events.id, sql.placeholder('id')))
    .limit(1)
    .prepare('atria_token_event_org'),
);

const sessionOrganizationQuery = preparedPer((db: Db) =>
  db
    .select({ organization_id: events.organization_id })
    .from(sessions)
    .innerJoin(events, eq(events.id, sessions.event_id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('atria_token_session_org'),
);

export type TokenRow = typeof personalAccessTokens.$inferSelect;

/** Data access for personal access tokens. Every method takes the executor (db or transaction). */
export const tokensRepository = {
  /** Outside a transaction only (prepared once per handle). */
  async findByHash(db: Db, hash: string) {
    const rows = await byHashQuery(db).execute({ hash });
    return rows[0];
  },

  async list(db: Db, userId: number): Promise<TokenRow[]> {
    return db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.user_id, userId))
      .orderBy(desc(personalAccessTokens.created_at), desc(personalAccessTokens.id));
  },

  async countFor(db: Db, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.user_id, userId));
    return row?.n ?? 0;
  },

  async insert(db: Db, values: typeof personalAccessTokens.$inferInsert): Promise<TokenRow> {
    const [row] = await db.insert(personalAccessTokens).values(values).returning();
    if (!row) throw new Error('token not stored');
    return row;
  },

  /** Deletes one of the user's tokens; false when they have none by that id. */
  async deleteOwn(db: Db, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(personalAccessTokens)
      .where(and(eq(personalAccessTokens.id, id), eq(personalAccessTokens.user_id, userId)))
      .returning({ id: personalAccessTokens.id });
    return rows.length > 0;
  },

  /** Every token of the user (account deletion). */
  async deleteAllOf(db: Db, userId: number): Promise<void> {
    await db.delete(personalAccessTokens).where(eq(personalAccessTokens.user_id, userId));
  },

  async touch(db: Db, id: number): Promise<void> {
    await db
      .update(personalAccessTokens)
      .set({ last_used_at: sql`now()` })
      .where(eq(personalAccessTokens.id, id));
  },

  /** Which of `ids` the user is a member of. */
  async memberOf(db: Db, userId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: organizationUsers.organization_id })
      .from(organizationUsers)
      .where(and(eq(organizationUsers.user_id, userId), inArray(organizationUsers.organization_id, [...ids])));
    return new Set(rows.map((r) => r.id));
  },

  async organizationOfEvent(db: Db, eventId: number): Promise<number | undefined> {
    return (await eventOrganizationQuery(db).execute({ id: eventId }))[0]?.organization_id;
  },

  async organizationOfSession(db: Db, sessionId: number): Promise<number | undefined> {
    return (await sessionOrganizationQuery(db).execute({ id: sessionId }))[0]?.organization_id;
  },
};
