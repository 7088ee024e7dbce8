import type { ErrorBody, ErrorCode } from '@atria/contracts/zod-free';

/** A failed call: HTTP status (0 when the network failed), the server's error body and a message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: ErrorBody | null;

  constructor(status: number, data: ErrorBody | null, message: string) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    isRecord(value) &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}

/**
 * The server's error body (status, code, message, field errors), or null for anything else (an HTML 502,
 * nothing). A hand-written check rather than the zod schema, so the client loads no zod.
 */
export function readErrorBody(value: unknown): ErrorBody | null {
  if (!isRecord(value)) return null;
  const { status, code, message, errors } = value;
  if (!Number.isInteger(status) || typeof code !== 'string' || typeof message !== 'string') return null;
  if (errors !== undefined && !isFieldErrors(errors)) return null;
  return { status: status as number, code: code as ErrorCode, message, ...(errors !== undefined ? { errors } : {}) };
}
