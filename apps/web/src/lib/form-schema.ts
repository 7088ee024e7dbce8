import { z } from 'zod';

/**
 * A form schema: the inputs' string fields, checked by a contracts schema. `toBody` turns the strings into
 * the request body (e.g. '' → null); the contract's issues keep their paths, so its messages land on the
 * form's fields. Lets forms validate with exactly the schema the server uses.
 */
export function contractForm<F extends z.ZodObject, Out>(
  fields: F,
  contract: z.ZodType<Out>,
  toBody: (values: z.output<F>) => unknown = (values) => values,
) {
  return fields.transform((values, ctx): Out => {
    const result = contract.safeParse(toBody(values));
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}
