import type { Db } from '../db/client';
import { purgeRepository as repo } from './purge.repository';

// Any constant works, as long as every Atria process sharing a database uses the same one (and it differs from
// the migration and seeding locks in db/migrate.ts and db/seed.ts).
export const PURGE_LOCK = 7_310_423;

/** How long after start-up the first purge runs: soon, but not in the middle of the start-up work. */
export const PURGE_FIRST_DELAY_MS = 30_000;

export interface PurgeCounts {
  refreshTokens: number;
  revokedAccessTokens: number;
  rateLimitWindows: number;
  invitations: number;
  calendarTombstones: number;
}

/**
 * Deletes what has expired and serves nothing any more, in one transaction:
 * - refresh tokens of a family whose every token is past its expiry. A rotated token is kept while its family
 *   lives: presenting it again is how reuse is detected (and the family revoked);
 * - revoked access tokens past their expiry (an expired access token is refused anyway);
 * - rate-limit windows that ended (`rateLimitWindowSeconds` is the limiter's window);
 * - invitations past their expiry, except, for an account still without a password, the newest one of each
 *   organization or event: it records where the account was invited, which lets that organization or event
 *   hand out a new link (invitations.service.ts, invitationLinkFor);
 * - calendar tombstones older than `tombstoneDays` (docs/calendar.md#cancelled-and-deleted-sessions): feeds have
 *   shown the deleted session as cancelled for long enough.
 * Only one instance purges at a time (a transaction-scoped advisory lock): returns null, having done nothing,
 * when another one holds it.
 */
export async function purgeExpired(
  db: Db,
  opts: { rateLimitWindowSeconds: number; tombstoneDays: number },
): Promise<PurgeCounts | null> {
  return db.transaction(async (tx) => {
    if (!(await repo.tryLock(tx, PURGE_LOCK))) return null;
    const refreshTokens = await repo.deleteExpiredRefreshFamilies(tx);
    const revokedAccessTokens = await repo.deleteExpiredRevokedAccessTokens(tx);
    const rateLimitWindows = await repo.deleteEndedRateLimitWindows(tx, opts.rateLimitWindowSeconds);
    const invitations = await repo.deleteExpiredInvitations(tx);
    const calendarTombstones = await repo.deleteOldTombstones(tx, opts.tombstoneDays);
    return { refreshTokens, revokedAccessTokens, rateLimitWindows, invitations, calendarTombstones };
  });
}

export interface Periodic {
  /** Cancels the next run and waits for one in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `task` after `firstDelayMs`, then `intervalMs` after each run ends (runs never overlap). A failed run is
 * reported to `onError` and the schedule goes on. The timers do not keep the process alive.
 */
export function schedulePeriodic(
  task: () => Promise<unknown>,
  opts: { firstDelayMs: number; intervalMs: number; onError: (err: unknown) => void },
): Periodic {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const arm = (ms: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      running = task()
        .then(
          () => undefined,
          (err: unknown) => opts.onError(err),
        )
        .finally(() => {
          running = undefined;
          if (!stopped) arm(opts.intervalMs);
        });
    }, ms);
    timer.unref();
  };
  arm(opts.firstDelayMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
