import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const isCode = (err: unknown, code: string): boolean => (err as NodeJS.ErrnoException | null)?.code === code;
/** The names this store gives: a job's id and a random part (nobody can guess another's file name). */
const KEY = /^\d{1,12}-[0-9a-f]{32}\.zip$/;
const TEMP = /^\.tmp-[0-9a-f]{16}\.zip$/;

/** A file being written: moved under its final name by `keep`, or removed by `discard`. */
export interface PendingFile {
  stream: WriteStream;
  keep(): Promise<{ key: string; size: number }>;
  discard(): Promise<void>;
}

/**
 * The archives of data exports, in the data dir's `exports` folder (docs/security.md#data-export). The media
 * storage (S3 or local) takes whole buffers; an archive is streamed to disk instead, so memory stays bounded
 * however large it is. Every instance must share the data dir for another instance to serve a download.
 */
export class ExportFiles {
  constructor(readonly dir: string) {}

  static fromDataDir(dataDir: string): ExportFiles {
    return new ExportFiles(join(resolve(dataDir), 'exports'));
  }

  private path(key: string): string {
    if (!KEY.test(key)) throw new Error(`bad export file name: ${key}`);
    return join(this.dir, key);
  }

  /** A new temporary file for job `jobId`'s archive (private to its owner: mode 0600). */
  async create(jobId: number): Promise<PendingFile> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const temp = join(this.dir, `.tmp-${randomBytes(8).toString('hex')}.zip`);
    const stream = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
    return {
      stream,
      keep: async () => {
        const key = `${jobId}-${randomBytes(16).toString('hex')}.zip`;
        await rename(temp, this.path(key));
        return { key, size: (await stat(this.path(key))).size };
      },
      discard: async () => {
        stream.destroy();
        await unlink(temp).catch((err: unknown) => {
          if (!isCode(err, 'ENOENT')) throw err;
        });
      },
    };
  }

  /** The archive to send, or null when it is gone. */
  async open(key: string): Promise<{ body: ReadStream; size: number } | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { body: createReadStream(this.path(key)), size: info.size } : null;
    } catch (err) {
      if (isCode(err, 'ENOENT')) return null;
      throw err;
    }
  }

  /** Removes archives; no error for one that is already gone. */
  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys)
      await unlink(this.path(key)).catch((err: unknown) => {
        if (!isCode(err, 'ENOENT')) throw err;
      });
  }

  /**
   * Removes the files older than `olderThanMs` that no job refers to: archives whose job is gone and temporary
   * files left by a worker that died mid-build.
   */
  async sweep(kept: ReadonlySet<string>, olderThanMs: number): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if (isCode(err, 'ENOENT')) return 0;
      throw err;
    }
    let removed = 0;
    for (const name of names) {
      // Only old files: a worker names its archive a moment before its job records the name.
      if (!(TEMP.test(name) || (KEY.test(name) && !kept.has(name)))) continue;
      const info = await stat(join(this.dir, name)).catch(() => undefined);
      if (!info || Date.now() - info.mtimeMs <= olderThanMs) continue;
      await unlink(join(this.dir, name)).catch(() => undefined);
      removed += 1;
    }
    return removed;
  }
}
