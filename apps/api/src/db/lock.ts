import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirLockedError extends Error {}

/** A zombie (killed, not yet reaped by its parent) answers signal 0 but holds nothing any more. */
function zombie(pid: number): boolean {
  try {
    // "pid (command) state ...": the command may hold spaces and parentheses, the state follows the last ')'.
    return readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^\d+ \(.*\)/s, '')
      .startsWith(' Z ');
  } catch {
    return false;
  }
}

/** True while `pid` runs (a zombie does not count). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !zombie(pid);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One Atria process per data directory: it owns the embedded PostgreSQL cluster in it (which it starts and
 * stops) and the files beside it. Takes an exclusive lock file, replacing a stale one whose process is gone.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'atria.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another Atria process (pid ${pid}). ` +
            'Stop that process first, or start this one with ATRIA_DATA_DIR set to another directory.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}`);
}
