import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every process a chaos test starts, so that none outlives it: `stopAll` (afterAll) ends them by pid, and an
 * exit hook kills whatever is left if the test worker itself dies.
 */
const running = new Map<ChildProcess, NodeJS.Signals>();
process.on('exit', () => {
  for (const [child, signal] of running) child.kill(signal);
});

export interface Started {
  child: ChildProcess;
  /** The last lines it wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal) once it has exited. */
  exited: Promise<number | string>;
}

/**
 * Spawns a process that the test owns; its output is kept (bounded) rather than printed. `killSignal` is what
 * ends it at teardown (PostgreSQL: SIGQUIT, so that the postmaster takes its children with it).
 */
export function startProcess(
  command: string,
  args: string[],
  options: SpawnOptions = {},
  killSignal: NodeJS.Signals = 'SIGKILL',
): Started {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  running.set(child, killSignal);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  return { child, output: () => lines.slice(-40).join('\n'), exited };
}

/** Sends `signal` and waits for the exit; SIGKILL after `graceMs` if it is still there. */
export async function stopProcess(
  p: Started,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
): Promise<number | string> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return p.exited;
  p.child.kill(signal);
  const timer = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
  try {
    return await p.exited;
  } finally {
    clearTimeout(timer);
  }
}

const dirs = new Set<string>();

/** A temp directory that `stopAll` deletes. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.add(dir);
  return dir;
}

/** Kills (by pid, SIGKILL) every process the test started that still runs, then deletes its temp dirs. */
export async function stopAll(): Promise<void> {
  const left = [...running.keys()];
  for (const [child, signal] of running) child.kill(signal);
  await Promise.all(
    left.map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
        ),
    ),
  );
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}

/** A port nobody listens on right now, on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns true, or throws after `timeoutMs` with `what`. */
export async function until(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs = 30_000,
  everyMs = 100,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}
