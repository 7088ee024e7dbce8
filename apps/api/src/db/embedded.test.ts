import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { EmbeddedPostgresError, openEmbeddedDatabase } from './embedded';
import { ensureLibraryLinks } from './embedded-binaries';
import { freePort } from './embedded-cluster';
import { processAlive } from './lock';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'atria-embedded-'));
  dirs.push(dir);
  return dir;
};
const open = (dir: string) => openEmbeddedDatabase(dir, { poolSize: 2, durable: false });
const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

const postmasterPid = (dir: string): number | undefined => {
  const file = join(dir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10) : undefined;
};
const alive = processAlive;

afterAll(async () => {
  // Whatever a failed test left running on our dirs.
  for (const dir of dirs) {
    const pid = postmasterPid(dir);
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('the embedded PostgreSQL server', () => {
  it('listens on loopback and on a unix socket in its own private folder, with a generated password kept mode 600, and keeps the data across a restart', async () => {
    const dir = dataDir();
    const first = await open(dir);
    try {
      const settings = await rows(
        first,
        sql`select current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets, current_setting('unix_socket_permissions') as socket_mode, version() as version`,
      );
      expect(settings.rows[0]).toMatchObject({
        listen: '127.0.0.1',
        sockets: join(dir, 'postgres'),
        socket_mode: '0700',
      });
      // The API's own connections come through that socket.
      expect((await rows(first, sql`select inet_server_addr() is null as local`)).rows).toEqual([{ local: true }]);
      expect(statSync(join(dir, 'postgres')).mode & 0o777).toBe(0o700);
      expect(String(settings.rows[0]?.version)).toMatch(/^PostgreSQL 1[6-9]\./);
      await first.db.execute(sql`create table kept (v text)`);
      await first.db.execute(sql`insert into kept values ('before restart')`);
    } finally {
      await first.close();
    }
    const passwordFile = join(dir, 'postgres-password');
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(passwordFile, 'utf8').trim().length).toBeGreaterThanOrEqual(24);
    // Stopped cleanly: no server left, no lock left.
    expect(existsSync(join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dir, 'atria.lock'))).toBe(false);

    const second = await open(dir);
    try {
      expect((await rows(second, sql`select v from kept`)).rows).toEqual([{ v: 'before restart' }]);
    } finally {
      await second.close();
    }
  });

  it.runIf(process.getuid?.() === 0)('runs as an unprivileged user when started as root', async () => {
    const dir = dataDir();
    const database = await open(dir);
    try {
      expect(statSync(join(dir, 'postgres')).uid).not.toBe(0);
      expect(statSync(join(dir, 'postgres-password')).uid).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('refuses a second open of a data directory in use, with a clear message', async () => {
    const dir = dataDir();
    const database = await open(dir);
    try {
      const lockOwner = spawnFixture(dir);
      const [code, output] = await lockOwner.done;
      expect(code).not.toBe(0);
      expect(output).toMatch(/in use by another Atria process/);
    } finally {
      await database.close();
    }
  });

  it('names a data directory left by the PGlite version instead of starting an empty database beside it', async () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'pgdata'));
    writeFileSync(join(dir, 'pgdata', 'PG_VERSION'), '17\n');
    const outcome = open(dir);
    await expect(outcome).rejects.toThrow(EmbeddedPostgresError);
    await expect(outcome).rejects.toThrow(`PGlite database made by an earlier Atria version (${join(dir, 'pgdata')})`);
    expect(existsSync(join(dir, 'postgres'))).toBe(false);
    expect(existsSync(join(dir, 'atria.lock'))).toBe(false);
  });

  it('starts again after kill -9 of the API and its PostgreSQL, with the committed data', async () => {
    const dir = dataDir();
    const before = await open(dir);
    await before.db.execute(sql`create table kept (v text)`);
    await before.db.execute(sql`insert into kept values ('committed')`);
    await before.close();

    const crashed = spawnFixture(dir);
    await crashed.ready;
    const pid = postmasterPid(dir);
    expect(pid && alive(pid)).toBe(true);
    crashed.child.kill('SIGKILL');
    process.kill(pid ?? 0, 'SIGKILL');
    await crashed.done;
    expect(existsSync(join(dir, 'atria.lock'))).toBe(true);
    expect(existsSync(join(dir, 'postgres', 'postmaster.pid'))).toBe(true);

    const after = await open(dir);
    try {
      expect((await rows(after, sql`select v from kept`)).rows).toEqual([{ v: 'committed' }]);
    } finally {
      await after.close();
    }
  });

  it('stops the PostgreSQL that a killed API left running, then starts its own', async () => {
    const dir = dataDir();
    const crashed = spawnFixture(dir);
    await crashed.ready;
    const orphan = postmasterPid(dir) ?? 0;
    crashed.child.kill('SIGKILL');
    await crashed.done;
    expect(alive(orphan)).toBe(true);

    const after = await open(dir);
    try {
      expect(alive(orphan)).toBe(false);
      expect(postmasterPid(dir)).not.toBe(orphan);
      await expect(after.ping()).resolves.toBeUndefined();
    } finally {
      await after.close();
    }
  });

  it('recovers from a first start killed during initdb', async () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'postgres.init'));
    writeFileSync(join(dir, 'postgres.init', 'PG_VERSION'), '17\n');
    const database = await open(dir);
    try {
      await expect(database.ping()).resolves.toBeUndefined();
      expect(existsSync(join(dir, 'postgres.init'))).toBe(false);
    } finally {
      await database.close();
    }
  });
});

describe('the PostgreSQL binaries of an install that ran no install scripts', () => {
  it('get their missing library links made at start', () => {
    const pkg = dataDir();
    mkdirSync(join(pkg, 'native', 'lib'), { recursive: true });
    writeFileSync(join(pkg, 'native', 'lib', 'libpq.so.5.17'), 'library');
    const links = [
      { source: 'native/lib/libpq.so.5.17', target: 'native/lib/libpq.so.5' },
      { source: 'native/lib/libpq.so.5.17', target: 'native/lib/libpq.so' },
    ];
    writeFileSync(join(pkg, 'native', 'pg-symlinks.json'), JSON.stringify(links));
    ensureLibraryLinks(join(pkg, 'native'));
    for (const { target } of links) {
      expect(lstatSync(join(pkg, target)).isSymbolicLink()).toBe(true);
      expect(readFileSync(join(pkg, target), 'utf8')).toBe('library');
    }
    // A second start finds them in place.
    expect(() => ensureLibraryLinks(join(pkg, 'native'))).not.toThrow();
  });
});

describe('the server and its embedded PostgreSQL', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    'on %s, exits cleanly and stops its PostgreSQL, leaving no lock',
    async (signal) => {
      const dir = dataDir();
      const server = await startServer(dir);
      const pid = postmasterPid(dir) ?? 0;
      expect(alive(pid)).toBe(true);
      server.child.kill(signal);
      const [code, output] = await server.done;
      expect(output).toContain(`"signal":"${signal}"`);
      expect(code).toBe(0);
      expect(alive(pid)).toBe(false);
      expect(existsSync(join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
      expect(existsSync(join(dir, 'atria.lock'))).toBe(false);
    },
  );
});

/** src/server.ts on the embedded database of `dir`, once /api/health answers 200. */
async function startServer(dir: string) {
  const port = await freePort();
  const script = fileURLToPath(new URL('../server.ts', import.meta.url));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ATRIA_DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ATRIA_DEMO: '0',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const done = new Promise<[number | null, string]>((resolve) => child.once('exit', (code) => resolve([code, output])));
  for (let i = 0; ; i += 1) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.status === 200) break;
    if (child.exitCode !== null || i > 300) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, done };
}

/** The fixture in a process of its own: `ready` once its database is open, `done` with its exit and output. */
function spawnFixture(dir: string) {
  const script = fileURLToPath(new URL('./embedded.fixture.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let onReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('ready\n')) onReady();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const done = new Promise<[number | null, string]>((resolve) => child.once('exit', (code) => resolve([code, output])));
  void done.then(() => onReady());
  return { child, ready, done };
}
