import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * NOTIFY statements of the change feed (lib/change-feed.ts), kept here with the other SQL. `notifyUnsynced`
 * commits the notification in its own transaction without waiting for its write-ahead log, both statements
 * in one round trip (a simple query): the payload is spelled into the statement, so the caller passes only
 * text it has checked to hold no quote.
 */
export async function notifyUnsynced(db: Db, channel: string, payload: string): Promise<void> {
  if (channel.includes("'") || payload.includes("'")) throw new Error('notify: a quote in the channel or payload');
  await db.execute(sql.raw(`set local synchronous_commit = off; select pg_notify('${channel}', '${payload}')`));
}

/** A notification on `channel`, payload passed as a parameter. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
