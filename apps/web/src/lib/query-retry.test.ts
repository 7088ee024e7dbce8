import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryUnlessClientError } from './query-retry';

describe('retryUnlessClientError', () => {
  it('never retries a 4xx answer', () => {
    expect(retryUnlessClientError(0, new ApiError(404, null, 'Not found'))).toBe(false);
  });

  it('retries a server or network failure once', () => {
    expect(retryUnlessClientError(0, new ApiError(503, null, 'Unavailable'))).toBe(true);
    expect(retryUnlessClientError(0, new ApiError(0, null, 'Network error'))).toBe(true);
    expect(retryUnlessClientError(1, new ApiError(0, null, 'Network error'))).toBe(false);
  });
});
