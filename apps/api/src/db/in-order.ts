import type { Db } from './client';
import { isTransaction } from './prepared';

/**
 * Awaits lazily-built Drizzle queries one after another. Drizzle builders run only when awaited, and a
 * transaction's single connection cannot run two statements at once, so `Promise.all` is wrong inside one.
 */
export async function inOrder<T extends readonly unknown[]>(
  queries: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}

/**
 * Runs independent reads at once on the root handle (one round trip's wait instead of one per read, each on its
 * own pooled connection), or one after another on a transaction, whose single connection runs one statement
 * at a time.
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Db,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
