import { sql } from 'drizzle-orm';
import type { Actor } from '../context';
import type { Db } from '../db/client';
import { createMailHandler } from '../modules/mail/mail.transport';
import type { BackoffOptions } from '../modules/outbox/backoff';
import type { OutboxLog } from '../modules/outbox/outbox.worker';
import { OutboxWorker } from '../modules/outbox/outbox.worker';

/** A caller for service methods called directly (only the id matters to them). */
export const actor = (id: number): Actor => ({
  id,
  jti: 'test',
  familyId: 'test',
  expiresAt: new Date(Date.now() + 60_000),
});

export const silentLog: OutboxLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A mail outbox worker with test timings: quick polls and retries. */
export function mailWorker(
  db: Db,
  smtpUrl: string | undefined,
  opts: { maxAttempts?: number; log?: OutboxLog; batchSize?: number; backoff?: BackoffOptions } = {},
): OutboxWorker {
  return new OutboxWorker({
    db,
    handlers: { mail: createMailHandler({ SMTP_URL: smtpUrl, MAIL_FROM: 'Atria <no-reply@atria.test>' }) },
    log: opts.log ?? silentLog,
    pollMs: 20,
    maxAttempts: opts.maxAttempts ?? 50,
    batchSize: opts.batchSize ?? 20,
    backoff: opts.backoff ?? { baseMs: 20, maxMs: 200 },
  });
}

/** Outbox rows by status. */
export async function outboxCounts(db: Db): Promise<Record<string, number>> {
  const res = (await db.execute(sql`select status, count(*)::int as n from outbox group by status`)) as unknown as {
    rows: { status: string; n: number }[];
  };
  return Object.fromEntries(res.rows.map((r) => [r.status, r.n]));
}
