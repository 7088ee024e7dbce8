import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface IssueLike {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** Maps validation issues to the first message per top-level field (`path[0]`). */
export function firstIssuePerField(issues: ReadonlyArray<IssueLike>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' && typeof field !== 'number') continue;
    const key = String(field);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export type ValidationResult<K extends string, Out> =
  | { success: true; data: Out }
  | { success: false; errors: FieldErrors<K> };

/** Validates form values with a contracts schema and returns the parsed data or field messages. */
export function validateForm<K extends string, Out>(
  schema: z.ZodType<Out, Record<K, string>>,
  values: Record<K, string>,
): ValidationResult<K, Out> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors<K> = {};
  const byField = firstIssuePerField(result.error.issues);
  for (const key of Object.keys(values) as K[]) {
    const message = byField[key];
    if (message !== undefined) errors[key] = message;
  }
  return { success: false, errors };
}
