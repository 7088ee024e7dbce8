import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database; a transaction handle is assignable to it too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** Cheap round trip used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Statement counter, for tests and the queries-per-request benchmark. */
  stats: { statements: number };
  /**
   * LISTENs on `channel` on a connection of its own. `up` is called once the LISTEN is in place, again after
   * each reconnection; `down` when the connection is lost (it then retries by itself until stopped).
   */
  listen(channel: string, handlers: ListenHandlers): Listening;
}

export interface ListenHandlers {
  notify(payload: string): void;
  up(): void;
  down(err: unknown): void;
}

export interface Listening {
  stop(): Promise<void>;
}

const LISTEN_RETRY_MIN_MS = 100;
const LISTEN_RETRY_MAX_MS = 5_000;

export interface DatabaseOptions {
  databaseUrl: string;
  poolSize?: number;
  /**
   * pg-pool's idle timeout. Every opened connection is kept (min = pool size), so it closes none; a test
   * shortens it to show that.
   */
  idleTimeoutMs?: number;
}

function countingLogger(stats: { statements: number }): Logger {
  return {
    logQuery() {
      stats.statements += 1;
    },
  };
}

/** Opens PostgreSQL (external, or the embedded server's URL: see embedded.ts) through `pg`. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const stats = { statements: 0 };
  const logger = countingLogger(stats);
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const poolSize = opts.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString: opts.databaseUrl,
    max: poolSize,
    // Opened on demand, then kept however long they idle: a connection closed after a quiet spell costs the
    // next burst a new backend and, on each new connection, parsing and planning every prepared statement
    // again (PostgreSQL plans a prepared statement's first five executions one by one). The DM benchmark's
    // first run after 30 idle seconds had p99 above 1 s that way.
    min: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: opts.idleTimeoutMs ?? 30_000,
  });
  // A client losing its server (restart, failover) must not crash the process. pg-pool listens on idle clients
  // only: one checked out between two statements of a transaction emits 'error' with nobody listening, which
  // would be an uncaught exception. Its next statement fails instead (503), and the pool drops it on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  return {
    db,
    stats,
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, handlers) => listenWithPg(pg.Client, opts.databaseUrl, channel, handlers),
    async close() {
      await pool.end();
    },
  };
}

type PgClientClass = typeof import('pg').Client;

/** A dedicated `pg` client holding the LISTEN, reconnecting with backoff until stopped. */
function listenWithPg(Client: PgClientClass, url: string, channel: string, handlers: ListenHandlers): Listening {
  let stopped = false;
  let client: InstanceType<PgClientClass> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MIN_MS;
  const connect = () => {
    retry = undefined;
    const c = new Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client = c;
    let lost = false;
    const onLost = (err: unknown) => {
      if (lost) return;
      lost = true;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (client === c) client = undefined;
      if (stopped) return;
      handlers.down(err);
      retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
    };
    c.on('error', onLost);
    c.on('end', () => onLost(new Error('connection ended')));
    c.on('notification', (n) => handlers.notify(n.payload ?? ''));
    c.connect()
      .then(() => c.query(`LISTEN "${channel.replaceAll('"', '""')}"`))
      .then(() => {
        if (stopped || lost) return;
        delay = LISTEN_RETRY_MIN_MS;
        handlers.up();
      })
      .catch(onLost);
  };
  connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
