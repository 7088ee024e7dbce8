import { MESSAGES } from '@atria/contracts/zod-free';
import { isApiError } from './api-client';

export interface ServerErrorReport<K extends string> {
  /** The first server message per field the form shows. */
  fields: Partial<Record<K, string>>;
  /** A message for the whole form: `_schema` errors, errors on fields the form lacks, or the generic one. */
  form: string | null;
}

/**
 * docs/product.md#error-texts (event forms): a server schema error is a form-level message, server field errors go to
 * their fields (first message), and anything else is 'An unexpected error occurred'.
 */
export function serverErrors<K extends string>(error: unknown, formFields: readonly K[]): ServerErrorReport<K> {
  const report: ServerErrorReport<K> = { fields: {}, form: null };
  const errors = isApiError(error) ? error.data?.errors : undefined;
  if (!errors) return { ...report, form: MESSAGES.unexpected };
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const field = formFields.find((candidate) => candidate === key);
    if (field !== undefined) report.fields[field] ??= message;
    else report.form ??= message;
  }
  if (Object.keys(report.fields).length === 0 && report.form === null) report.form = MESSAGES.unexpected;
  return report;
}
