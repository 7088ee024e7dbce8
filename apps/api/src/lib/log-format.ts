import type { Writable } from 'node:stream';

export type LogFormat = 'pretty' | 'json';

/**
 * How the server prints its log: readable lines for a person at a terminal, JSON lines (one object per line,
 * what log collectors read) whenever stdout is a pipe or a file, and always in tests.
 */
export function logFormat(opts: { isTTY: boolean | undefined; nodeEnv: string }): LogFormat {
  return opts.isTTY === true && opts.nodeEnv !== 'test' ? 'pretty' : 'json';
}

/**
 * A stream that formats pino's JSON lines for people. pino-pretty is loaded only here, so a server writing JSON
 * never pays for it at start-up.
 */
export async function prettyLogStream(opts: { destination?: Writable; colorize?: boolean } = {}): Promise<Writable> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    colorize: opts.colorize ?? true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    // Written at once: nothing is lost when the process exits right after a line (shutdown).
    sync: true,
    ...(opts.destination ? { destination: opts.destination } : {}),
  });
}
