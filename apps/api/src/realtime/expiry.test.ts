import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpirySchedule } from './expiry';

describe('ExpirySchedule (one timer for every socket’s token expiry)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2031-06-01T10:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const at = (seconds: number) => Date.now() + seconds * 1000;
  const fail = (err: unknown) => {
    throw err;
  };

  it('hands each id over at its expiry, never before, in one timer', () => {
    const expired: string[] = [];
    const schedule = new ExpirySchedule((id) => expired.push(id), fail);
    schedule.add('a', at(3));
    schedule.add('b', at(1));
    schedule.add('c', at(3));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual(['b']);
    vi.advanceTimersByTime(1_999);
    expect(expired).toEqual(['b']);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual(['b', 'a', 'c']);
    expect(schedule.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rounds an expiry with milliseconds up to its whole second (late by less than a second, never early)', () => {
    const expired: string[] = [];
    const schedule = new ExpirySchedule((id) => expired.push(id), fail);
    schedule.add('a', at(1.2));
    vi.advanceTimersByTime(1_200);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(800);
    expect(expired).toEqual(['a']);
  });

  it('moves its timer forward when an earlier expiry arrives, and back to the next one after firing', () => {
    const expired: string[] = [];
    const schedule = new ExpirySchedule((id) => expired.push(id), fail);
    schedule.add('late', at(600));
    schedule.add('soon', at(2));
    vi.advanceTimersByTime(2_000);
    expect(expired).toEqual(['soon']);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(598_000);
    expect(expired).toEqual(['soon', 'late']);
  });

  it('hands over an already expired id on the next turn', () => {
    const expired: string[] = [];
    const schedule = new ExpirySchedule((id) => expired.push(id), fail);
    schedule.add('old', at(-5));
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(expired).toEqual(['old']);
  });

  it('waits through expiries beyond the longest timer Node allows', () => {
    const expired: string[] = [];
    const schedule = new ExpirySchedule((id) => expired.push(id), fail);
    schedule.add('far', at(40 * 24 * 3600));
    vi.advanceTimersByTime(2 ** 31 - 1);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(40 * 24 * 3600 * 1000 - (2 ** 31 - 1));
    expect(expired).toEqual(['far']);
  });

  it('hands over every id even when handling an earlier one failed, reporting the failure', () => {
    const expired: string[] = [];
    const failures: [unknown, string][] = [];
    const schedule = new ExpirySchedule(
      (id) => {
        expired.push(id);
        if (id === 'a') throw new Error('boom');
      },
      (err, id) => failures.push([err, id]),
    );
    schedule.add('a', at(1));
    schedule.add('b', at(1));
    schedule.add('c', at(2));
    vi.advanceTimersByTime(1_000);
    expect(expired).toEqual(['a', 'b']);
    expect(failures).toEqual([[new Error('boom'), 'a']]);
    vi.advanceTimersByTime(1_000);
    expect(expired).toEqual(['a', 'b', 'c']);
  });

  it('stops: nothing is handed over after stop(), and nothing keeps a timer', () => {
    const expired: string[] = [];
    const schedule = new ExpirySchedule((id) => expired.push(id), fail);
    schedule.add('a', at(1));
    schedule.stop();
    schedule.add('b', at(1));
    vi.advanceTimersByTime(5_000);
    expect(expired).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
