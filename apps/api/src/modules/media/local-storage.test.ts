import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../../test/helpers';
import { LocalStorage } from './local-storage';
import { createMediaStorage } from './storage';
import { storageContract } from './storage-contract';

describe('LocalStorage', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'atria-media-')), 'media');
  const storage = new LocalStorage(dir);
  storageContract(() => storage);

  it('is the default, in the data dir’s media folder', () => {
    const env = testEnv();
    const made = createMediaStorage(env);
    expect(made).toBeInstanceOf(LocalStorage);
    expect(made instanceof LocalStorage && made.dir).toBe(join(env.ATRIA_DATA_DIR, 'media'));
  });

  it('keeps one whole file when the same name is written concurrently, and no temporary file', async () => {
    const name = `${'a'.repeat(32)}-128.webp`;
    const bodies = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, i + 1));
    const created = await Promise.all(bodies.map((b) => storage.put(name, b, 'image/webp')));
    expect(created.filter(Boolean)).toHaveLength(1);
    const winner = bodies[created.indexOf(true)];
    expect(readFileSync(join(dir, name)).equals(winner ?? Buffer.alloc(0))).toBe(true);
    expect(readdirSync(dir).filter((f) => f.startsWith('.tmp-'))).toEqual([]);
  });

  it('refuses a name that would leave its folder', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/bad media file name/);
    await expect(storage.get('..')).rejects.toThrow(/bad media file name/);
  });
});
