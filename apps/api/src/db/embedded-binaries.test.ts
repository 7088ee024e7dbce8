import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reachableBinDir } from './embedded-binaries';
import { clusterOwner, EmbeddedPostgresError, type Owner } from './embedded-cluster';

const dirs: string[] = [];
const temp = (mode: number) => {
  const dir = mkdtempSync(join(tmpdir(), 'atria-binaries-'));
  chmodSync(dir, mode);
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for the platform package: `<root>/pkg/{package.json, native/{bin/postgres, lib/libpq.so -> libpq.so.5}}`. */
function fakePackage(root: string): string {
  const pkg = join(root, 'pkg');
  mkdirSync(join(pkg, 'native', 'bin'), { recursive: true, mode: 0o755 });
  mkdirSync(join(pkg, 'native', 'lib'), { mode: 0o755 });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ version: '17.0.0-test' }));
  writeFileSync(join(pkg, 'native', 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o755 });
  writeFileSync(join(pkg, 'native', 'lib', 'libpq.so.5'), 'lib', { mode: 0o644 });
  symlinkSync('libpq.so.5', join(pkg, 'native', 'lib', 'libpq.so'));
  return join(pkg, 'native', 'bin');
}

const asRoot = process.getuid?.() === 0;

describe('the PostgreSQL binaries as the unprivileged server user reaches them', () => {
  it('are used where they are when that user can reach them', () => {
    const bin = fakePackage(temp(0o755));
    const me: Owner = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0, name: 'me' };
    expect(reachableBinDir(bin, me, temp(0o755))).toBe(bin);
  });

  it.runIf(asRoot)(
    'are copied once to a root-owned folder others may read, when a private directory hides them',
    () => {
      const owner = clusterOwner();
      if (!owner) throw new Error('root has a cluster owner');
      const bin = fakePackage(temp(0o700));
      const tmp = temp(0o755);
      const copied = reachableBinDir(bin, owner, tmp);
      expect(copied).toBe(join(tmp, `atria-postgres-${process.platform}-${process.arch}-17.0.0-test`, 'bin'));
      expect(readFileSync(join(copied, 'postgres'), 'utf8')).toBe('#!/bin/sh\n');
      expect(statSync(join(copied, 'postgres')).mode & 0o777).toBe(0o755);
      expect(readlinkSync(join(copied, '..', 'lib', 'libpq.so'))).toBe('libpq.so.5');
      const folder = statSync(join(copied, '..'));
      expect(folder.uid).toBe(0);
      expect(folder.mode & 0o777).toBe(0o755);
      // Reused: a second start copies nothing (a file added to the copy is still there).
      writeFileSync(join(copied, 'marker'), '');
      expect(reachableBinDir(bin, owner, tmp)).toBe(copied);
      expect(existsSync(join(copied, 'marker'))).toBe(true);
      // Only the copy is left in tmp (the staging folder was renamed).
      expect(lstatSync(tmp).nlink).toBe(3);
    },
  );

  it.runIf(asRoot)('refuses a copy folder that others may write to', () => {
    const owner = clusterOwner();
    if (!owner) throw new Error('root has a cluster owner');
    const bin = fakePackage(temp(0o700));
    const tmp = temp(0o755);
    const planted = join(tmp, `atria-postgres-${process.platform}-${process.arch}-17.0.0-test`);
    mkdirSync(join(planted, 'bin'), { recursive: true });
    chmodSync(planted, 0o777);
    expect(() => reachableBinDir(bin, owner, tmp)).toThrow(EmbeddedPostgresError);
    expect(() => reachableBinDir(bin, owner, tmp)).toThrow(/not root's own, or others may write to it: remove/);
  });
});
