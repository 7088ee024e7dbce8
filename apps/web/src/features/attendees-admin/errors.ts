import { isApiError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';

/** The server's message for a failed call, else a line in the reader's language (lib/describe-error). */
export function messageOf(error: unknown): string {
  return describeError(error);
}

/** A file-level import problem (`errors.file`), or the message. */
export function importErrorsOf(error: unknown): string[] {
  if (isApiError(error)) {
    const file = (error.data?.errors as Record<string, unknown> | undefined)?.file;
    if (Array.isArray(file) && file.length > 0) return file.map(String);
  }
  return [messageOf(error)];
}
