import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** One Drizzle type whichever driver is underneath; a transaction handle is assignable to it too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Cheap round trip used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Statement counter, for tests and the queries-per-request benchmark. */
  stats: { statements: number };
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite directory; `memory://` for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
}

function countingLogger(stats: { statements: number }): Logger {
  return {
    logQuery() {
      stats.statements += 1;
    },
  };
}

/** Opens real PostgreSQL through `pg` when a URL is given, embedded PGlite otherwise. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const stats = { statements: 0 };
  const logger = countingLogger(stats);
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A client losing its server (restart, failover) must not crash the process. pg-pool listens on idle clients
    // only: one checked out between two statements of a transaction emits 'error' with nobody listening, which
    // would be an uncaught exception. Its next statement fails instead (503), and the pool drops it on release.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzle(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      stats,
      async ping() {
        await pool.query('select 1');
      },
      async close() {
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = opts.dataDir ?? 'memory://';
  let client: InstanceType<typeof PGlite>;
  if (dir.startsWith('memory://')) {
    client = new PGlite();
  } else {
    const path = resolve(dir, 'pgdata');
    mkdirSync(path, { recursive: true });
    client = new PGlite(path);
  }
  await client.waitReady;
  const db = drizzle(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    stats,
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
  };
}
