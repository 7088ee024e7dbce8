import type { ErrorBody, ErrorCode, SocketError } from '@atria/contracts';

// Hand-written checks instead of the contracts' zod schemas: these run on every page, and zod is loaded only
// where a form needs it. They accept exactly the shapes of ErrorBody and SocketError (unknown keys dropped).

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return isRecord(value) && Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'));
}

/** The server's error body (status, code, message, field errors), or null for anything else (an HTML 502, nothing). */
export function readErrorBody(value: unknown): ErrorBody | null {
  if (!isRecord(value)) return null;
  const { status, code, message, errors } = value;
  if (!Number.isInteger(status) || typeof code !== 'string' || typeof message !== 'string') return null;
  if (errors !== undefined && !isFieldErrors(errors)) return null;
  return { status: status as number, code: code as ErrorCode, message, ...(errors !== undefined ? { errors } : {}) };
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
