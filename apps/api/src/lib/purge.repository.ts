import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Rows a statement deleted (`rowCount` of the pg result). */
function deleted(result: unknown): number {
  return (result as { rowCount?: number | null }).rowCount ?? 0;
}

/** The deletes of the expiry purge (lib/purge.ts). Each method takes the transaction it runs in. */
export const purgeRepository = {
  /** Takes the transaction-scoped advisory lock `key` if free; false when another transaction holds it. */
  async tryLock(tx: Db, key: number): Promise<boolean> {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    return lock.rows[0]?.locked === true;
  },

  /** Refresh tokens of a family whose every token is past its expiry. */
  async deleteExpiredRefreshFamilies(tx: Db): Promise<number> {
    return deleted(
      await tx.execute(sql`delete from refresh_tokens r where r.expires_at <= now()
        and not exists (select 1 from refresh_tokens l where l.family_id = r.family_id and l.expires_at > now())`),
    );
  },

  async deleteExpiredRevokedAccessTokens(tx: Db): Promise<number> {
    return deleted(await tx.execute(sql`delete from revoked_access_tokens where expires_at <= now()`));
  },

  /** Rate-limit windows that ended `windowSeconds` or more ago. */
  async deleteEndedRateLimitWindows(tx: Db, windowSeconds: number): Promise<number> {
    return deleted(
      await tx.execute(
        sql`delete from rate_limit_hits where window_start <= now() - make_interval(secs => ${windowSeconds})`,
      ),
    );
  },

  /** Calendar tombstones written `days` days ago or earlier. */
  async deleteOldTombstones(tx: Db, days: number): Promise<number> {
    return deleted(
      await tx.execute(sql`delete from calendar_tombstones where deleted_at <= now() - make_interval(days => ${days})`),
    );
  },

  /** Expired invitations, except the newest one per place of an account still without a password. */
  async deleteExpiredInvitations(tx: Db): Promise<number> {
    return deleted(
      await tx.execute(sql`delete from invitations i where i.expires_at <= now() and (
        exists (select 1 from users u where u.id = i.user_id and u.password_hash is not null)
        or exists (select 1 from invitations n where n.user_id = i.user_id and n.id > i.id
          and n.organization_id is not distinct from i.organization_id and n.event_id is not distinct from i.event_id))`),
    );
  },
};
