import { isApiError } from '../../lib/api-client';

/** The server's message for a failed call, else the error's own. */
export function messageOf(error: unknown): string {
  if (isApiError(error)) return error.data?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** A file-level import problem (`errors.file`), or the message. */
export function importErrorsOf(error: unknown): string[] {
  if (isApiError(error)) {
    const file = (error.data?.errors as Record<string, unknown> | undefined)?.file;
    if (Array.isArray(file) && file.length > 0) return file.map(String);
  }
  return [messageOf(error)];
}
