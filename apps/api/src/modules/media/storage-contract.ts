import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { MediaStorage } from './storage';

const name = (ext = 'webp') => `${randomBytes(16).toString('hex')}-64.${ext}`;

/** The behaviour every MediaStorage must have; each implementation's test file runs it. */
export function storageContract(storage: () => MediaStorage): void {
  it('stores a file and serves it back whole', async () => {
    const file = name();
    expect(await storage().put(file, Buffer.from('first bytes'), 'image/webp')).toBe(true);
    const got = await storage().get(file);
    expect(got?.size).toBe(11);
    expect(got && (await text(got.body))).toBe('first bytes');
  });

  it('answers null for a file it does not have', async () => {
    expect(await storage().get(name())).toBeNull();
  });

  it('never replaces a stored name: a second put writes nothing and says so', async () => {
    const file = name();
    await storage().put(file, Buffer.from('original'), 'image/webp');
    expect(await storage().put(file, Buffer.from('replacement'), 'image/webp')).toBe(false);
    const got = await storage().get(file);
    expect(got && (await text(got.body))).toBe('original');
  });

  it('deletes, and deleting what is not there is no error', async () => {
    const file = name('png');
    await storage().put(file, Buffer.from('x'), 'image/png');
    await storage().delete(file);
    expect(await storage().get(file)).toBeNull();
    await expect(storage().delete(file)).resolves.toBeUndefined();
  });
}
