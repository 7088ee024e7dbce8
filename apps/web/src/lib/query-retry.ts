import { isApiError } from './api-client';

/** Retries a failed query once, but never a 4xx answer: asking again for a missing or forbidden thing won't help. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
