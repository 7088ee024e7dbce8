import type { ErrorCode } from '@atria/contracts';

export type FieldErrors = Record<string, string[]>;

/** The one error type services throw; plugins/error-handler.ts maps `code` to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', message, field ? { [field]: [message] } : undefined);
export const validation = (message: string, errors?: FieldErrors) => new AppError('VALIDATION', message, errors);
