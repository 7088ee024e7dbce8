import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { SOCKET_FAILURES, SocketRequestError, SocketUnavailableError } from '../../lib/socket';
import { SocketApiError, socketFirst } from './api';

const viaHttp = () => vi.fn(async () => ({ threads: [] }));
const answer = { threads: [] };

describe('socketFirst', () => {
  it('answers from the socket without calling HTTP', async () => {
    const http = viaHttp();
    await expect(socketFirst(async () => answer, http)).resolves.toEqual(answer);
    expect(http).not.toHaveBeenCalled();
  });

  it.each([
    SOCKET_FAILURES.timeout,
    SOCKET_FAILURES.notConnected,
    SOCKET_FAILURES.unauthenticated,
    SOCKET_FAILURES.unknownEndpoint,
  ])("falls back to HTTP on '%s'", async (failure) => {
    const http = viaHttp();
    const viaSocket = () => Promise.reject(new SocketUnavailableError(failure));
    await expect(socketFirst(viaSocket, http)).resolves.toEqual(answer);
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('falls back to HTTP when the server failed (5xx)', async () => {
    const http = viaHttp();
    const failed = new SocketRequestError({ event: 'x', status: 500, code: 'INTERNAL', message: 'Internal error' });
    await socketFirst(() => Promise.reject(failed), http);
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('does not repeat a refused request over HTTP and reports it as an ApiError with Retry-After', async () => {
    const http = viaHttp();
    const refused = new SocketRequestError({
      event: 'send_direct_message',
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Slow down',
      retry_after: 4,
    });
    const error = await socketFirst(() => Promise.reject(refused), http).catch((e: unknown) => e);
    expect(http).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(SocketApiError);
    expect(error).toMatchObject({
      status: 429,
      message: 'Slow down',
      retryAfterSeconds: 4,
      data: { code: 'RATE_LIMITED' },
    });
  });

  it('rethrows an error that is not the socket’s own without asking HTTP', async () => {
    const http = viaHttp();
    const bug = new TypeError('boom');
    await expect(socketFirst(() => Promise.reject(bug), http)).rejects.toBe(bug);
    expect(http).not.toHaveBeenCalled();
  });

  it('reports an HTTP fallback failure as that call’s ApiError', async () => {
    const failed = new ApiError(503, { status: 503, code: 'UNAVAILABLE', message: 'Try later' }, 'Try later');
    const viaSocket = () => Promise.reject(new SocketUnavailableError(SOCKET_FAILURES.notConnected));
    await expect(socketFirst(viaSocket, () => Promise.reject(failed))).rejects.toBe(failed);
  });
});
