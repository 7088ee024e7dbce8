import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

describe('lockDataDir', () => {
  it('refuses a directory another live process holds, with a clear message', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atria-lock-'));
    // The parent of this test process is alive for sure.
    writeFileSync(join(dir, 'atria.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Atria process/);
  });

  it('takes over a stale lock whose process is gone, and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atria-lock-'));
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(join(dir, 'atria.lock'), gone);
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'atria.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'atria.lock'))).toBe(false);
  });

  it('creates missing parent directories', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'atria-lock-')), 'a', 'b');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'atria.lock'))).toBe(true);
    release();
  });
});
