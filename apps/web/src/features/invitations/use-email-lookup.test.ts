import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkEmail } from './api';
import { useEmailLookup } from './use-email-lookup';

vi.mock('./api', () => ({ checkEmail: vi.fn() }));
const checkEmailMock = vi.mocked(checkEmail);

const ada = { first_name: 'Ada', last_name: 'Lovelace', full_name: 'Ada Lovelace' };
const DELAY = 300;

function lookupFor(initial: string) {
  return renderHook(({ email }) => useEmailLookup(email, DELAY), { initialProps: { email: initial } });
}

async function pause(ms = DELAY) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useEmailLookup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    checkEmailMock.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('stays idle and asks nothing below 5 characters or for a malformed email', async () => {
    const { result, rerender } = lookupFor('a@b.');
    await pause();
    expect(result.current).toEqual({ status: 'idle' });
    rerender({ email: 'not-an-email' });
    await pause();
    expect(result.current).toEqual({ status: 'idle' });
    expect(checkEmailMock).not.toHaveBeenCalled();
  });

  it('waits for a pause in typing and asks once, for the last email', async () => {
    checkEmailMock.mockResolvedValue({ user: null });
    const { result, rerender } = lookupFor('ada@example.co');
    expect(result.current).toEqual({ status: 'checking' });
    await pause(DELAY / 2);
    rerender({ email: 'Ada@Example.com' });
    await pause(DELAY / 2);
    expect(checkEmailMock).not.toHaveBeenCalled();
    await pause();
    expect(checkEmailMock).toHaveBeenCalledTimes(1);
    expect(checkEmailMock.mock.calls[0]?.[0]).toBe('ada@example.com');
    expect(result.current).toEqual({ status: 'not-found' });
  });

  it('reports the existing account with its names', async () => {
    checkEmailMock.mockResolvedValue({ user: ada });
    const { result } = lookupFor('ada@example.com');
    await pause();
    expect(result.current).toEqual({ status: 'found', user: ada });
  });

  it('never shows an answer for an email no longer in the field', async () => {
    checkEmailMock.mockResolvedValueOnce({ user: ada }).mockResolvedValueOnce({ user: null });
    const { result, rerender } = lookupFor('ada@example.com');
    await pause();
    expect(result.current.status).toBe('found');
    rerender({ email: 'grace@example.com' });
    expect(result.current).toEqual({ status: 'checking' });
    await pause();
    expect(result.current).toEqual({ status: 'not-found' });
  });

  it('goes back to idle when the lookup fails, so the names stay editable', async () => {
    checkEmailMock.mockRejectedValue(new Error('offline'));
    const { result } = lookupFor('ada@example.com');
    await pause();
    expect(result.current).toEqual({ status: 'idle' });
  });
});
