import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Tables whose rows legitimately change on refused calls: failed logins count towards the rate limit. */
const EXPECTED_TO_CHANGE = ['rate_limit_hits'];
const COUNTER = 'atria_test_writes';

/**
 * Installs, in a test's own database, a row-level trigger on every table that counts committed row writes
 * (INSERT, UPDATE, DELETE) in one counter row. The count moves with the transaction: work that a refused
 * request rolled back leaves it as it was, and reading it is one tiny query, cheap enough around every call.
 * Returns the reader.
 */
export async function installWriteCounter(db: Db): Promise<() => Promise<number>> {
  await db.execute(sql.raw(`create table if not exists ${COUNTER} (n bigint not null)`));
  await db.execute(sql.raw(`insert into ${COUNTER} select 0 where not exists (select 1 from ${COUNTER})`));
  await db.execute(
    sql.raw(`create or replace function ${COUNTER}_bump() returns trigger language plpgsql as $$
      begin update ${COUNTER} set n = n + 1; return null; end $$`),
  );
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = (result as unknown as { rows: { tablename: string }[] }).rows
    .map((r) => r.tablename)
    .filter((t) => t !== COUNTER && !EXPECTED_TO_CHANGE.includes(t));
  for (const table of tables) {
    await db.execute(sql.raw(`drop trigger if exists ${COUNTER}_trg on "${table}"`));
    await db.execute(
      sql.raw(
        `create trigger ${COUNTER}_trg after insert or update or delete on "${table}" for each row execute function ${COUNTER}_bump()`,
      ),
    );
  }
  return async () => {
    const res = await db.execute(sql.raw(`select n::text as n from ${COUNTER}`));
    return Number((res as unknown as { rows: { n: string }[] }).rows[0]?.n ?? Number.NaN);
  };
}
