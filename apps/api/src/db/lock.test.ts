import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose process was killed but not yet reaped (a zombie)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'atria-lock-'));
      // The killed `sleep` stays a zombie: its parent execs into another sleep that never waits for it.
      const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; kill -9 $!; exec sleep 5'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const pid = await new Promise<string>((resolve) =>
        parent.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
      );
      try {
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/^\d+ \(\S+\) Z/);
        writeFileSync(join(dir, 'atria.lock'), pid);
        const release = lockDataDir(dir);
        release();
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );

  it('creates missing parent directories', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'atria-lock-')), 'a', 'b');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'atria.lock'))).toBe(true);
    release();
  });
});
