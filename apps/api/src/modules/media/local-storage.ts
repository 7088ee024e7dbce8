import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStorage, StoredFile } from './storage';

const isCode = (err: unknown, code: string): boolean => (err as NodeJS.ErrnoException | null)?.code === code;

/** Image files in one folder on local disk (by default `<ATRIA_DATA_DIR>/media`). */
export class LocalStorage implements MediaStorage {
  readonly kind = 'local';

  constructor(readonly dir: string) {}

  private path(name: string): string {
    // Names come from the pipeline or the serving route's strict pattern; a separator here is a bug.
    if (name.includes('/') || name.includes('\\') || name.startsWith('.'))
      throw new Error(`bad media file name: ${name}`);
    return join(this.dir, name);
  }

  /**
   * Written to a temporary file, flushed, then linked under its name: `link` fails when the name exists, so an
   * existing file is never replaced and a reader sees the whole file or none. The temporary file always goes.
   * The content type is not kept: the serving route tells it from the extension.
   */
  async put(name: string, data: Buffer, _contentType?: string): Promise<boolean> {
    const target = this.path(name);
    await mkdir(this.dir, { recursive: true });
    const temp = join(this.dir, `.tmp-${randomBytes(8).toString('hex')}`);
    try {
      const handle = await open(temp, 'wx', 0o644);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await link(temp, target);
      return true;
    } catch (err) {
      if (isCode(err, 'EEXIST')) return false;
      throw err;
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }

  async get(name: string): Promise<StoredFile | null> {
    const path = this.path(name);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { body: createReadStream(path), size: info.size };
    } catch (err) {
      if (isCode(err, 'ENOENT')) return null;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    await unlink(this.path(name)).catch((err: unknown) => {
      if (!isCode(err, 'ENOENT')) throw err;
    });
  }
}
