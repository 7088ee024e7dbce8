import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logFormat, prettyLogStream } from './log-format';

describe('logFormat', () => {
  it('prints readable lines to a person at a terminal', () => {
    expect(logFormat({ isTTY: true, nodeEnv: 'development' })).toBe('pretty');
    expect(logFormat({ isTTY: true, nodeEnv: 'production' })).toBe('pretty');
  });

  it('prints JSON lines when stdout is a pipe or a file (log collectors, docker)', () => {
    expect(logFormat({ isTTY: false, nodeEnv: 'development' })).toBe('json');
    expect(logFormat({ isTTY: undefined, nodeEnv: 'production' })).toBe('json');
  });

  it('prints JSON lines in tests, even at a terminal', () => {
    expect(logFormat({ isTTY: true, nodeEnv: 'test' })).toBe('json');
  });
});

describe('prettyLogStream', () => {
  it('turns a JSON log line into a readable one', async () => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const stream = await prettyLogStream({ destination: sink, colorize: false });
    stream.write(
      `${JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 12, 0, 0), pid: 1, hostname: 'h', msg: 'Server listening at http://127.0.0.1:3000' })}\n`,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(out).toContain('INFO');
    expect(out).toContain('Server listening at http://127.0.0.1:3000');
    expect(out.trim().startsWith('{')).toBe(false);
  });
});
