import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * A query prepared once per database handle. Drizzle spends more CPU building a query than PostgreSQL spends
 * running a simple one; a prepared query is built once (and, on pg, parsed and planned once per connection).
 * Use only with the root handle, never a transaction: `build` receives the handle it is cached for.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let query = cache.get(db);
    if (query === undefined) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}

/** Whether a handle is a transaction (prepared queries of the root handle must not be used on it). */
export function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}
