import { readErrorBody } from '@atria/client';
import type { SocketError } from '@atria/contracts/zod-free';

// Hand-written checks instead of the contracts' zod schemas: these run on every page, and zod is loaded only
// where a form needs it. The error body's check is the API client's.

export { readErrorBody };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A refusal carried by a socket acknowledgement: the error body plus the event and an optional Retry-After. */
export function readSocketError(value: unknown): SocketError | null {
  const body = readErrorBody(value);
  if (!body || !isRecord(value)) return null;
  const { event, retry_after: retryAfter } = value;
  if (typeof event !== 'string') return null;
  if (retryAfter !== undefined && !Number.isInteger(retryAfter)) return null;
  return { event, ...body, ...(retryAfter !== undefined ? { retry_after: retryAfter as number } : {}) };
}
