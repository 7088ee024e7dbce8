import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency';

/** A limit whose work records its start and finishes when the test says so. */
function controlled(limit: number) {
  const log: string[] = [];
  const finish = new Map<string, () => void>();
  const gate = new ConcurrencyLimit<string, number>(limit, (name, n, done) => {
    log.push(`start ${name}:${n}`);
    finish.set(name, done);
  });
  return { gate, log, finish: (name: string) => finish.get(name)?.() };
}

describe('ConcurrencyLimit (handshake checks in flight)', () => {
  it('runs at most `limit` items at once and starts the waiting ones in arrival order', () => {
    const { gate, log, finish } = controlled(2);
    gate.push('a', 1);
    gate.push('b', 2);
    gate.push('c', 3);
    gate.push('d', 4);
    expect(log).toEqual(['start a:1', 'start b:2']);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    finish('b');
    expect(log).toEqual(['start a:1', 'start b:2', 'start c:3']);
    finish('a');
    expect(log).toEqual(['start a:1', 'start b:2', 'start c:3', 'start d:4']);
    finish('c');
    finish('d');
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('counts a `done` called twice once', () => {
    const { gate, log, finish } = controlled(1);
    gate.push('a', 1);
    gate.push('b', 2);
    gate.push('c', 3);
    finish('a');
    finish('a');
    expect(log).toEqual(['start a:1', 'start b:2']);
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
  });

  it('frees the slot of work that throws, and passes the error to the caller', () => {
    const started: number[] = [];
    const gate = new ConcurrencyLimit<number, null>(1, (n, _b, done) => {
      started.push(n);
      if (n === 1) throw new Error('boom');
      setImmediate(done);
    });
    expect(() => gate.push(1, null)).toThrow('boom');
    gate.push(2, null);
    expect(started).toEqual([1, 2]);
  });

  it('gets through a long queue (thousands of handshakes) in order, the limit respected throughout', async () => {
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    let resolveAll: () => void = () => undefined;
    const all = new Promise<void>((r) => {
      resolveAll = r;
    });
    const gate = new ConcurrencyLimit<number, null>(16, (i, _b, done) => {
      active += 1;
      peak = Math.max(peak, active);
      order.push(i);
      setImmediate(() => {
        active -= 1;
        done();
        if (order.length === 5_000 && active === 0) resolveAll();
      });
    });
    for (let i = 0; i < 5_000; i += 1) gate.push(i, null);
    await all;
    expect(order).toEqual(Array.from({ length: 5_000 }, (_, i) => i));
    expect(peak).toBe(16);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('drains a long queue of work that finishes synchronously without growing the stack', () => {
    let release: () => void = () => undefined;
    let count = 0;
    const gate = new ConcurrencyLimit<number, null>(1, (i, _b, done) => {
      count += 1;
      if (i === 0) release = done;
      else done();
    });
    for (let i = 0; i < 200_000; i += 1) gate.push(i, null);
    expect([count, gate.waiting]).toEqual([1, 199_999]);
    release();
    expect([count, gate.running, gate.waiting]).toEqual([200_000, 0, 0]);
  });

  it('refuses a limit that is not a positive integer', () => {
    const work = () => undefined;
    expect(() => new ConcurrencyLimit(0, work)).toThrow(RangeError);
    expect(() => new ConcurrencyLimit(1.5, work)).toThrow(RangeError);
  });
});
