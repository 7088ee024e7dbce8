import { AddMemberBody, MESSAGES, MemberInviteRole } from '@atria/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractForm } from './form-schema';

/** What the form gets from react-hook-form's zod resolver: the request body, or the first message per field. */
async function validateForm<V extends Record<string, string>, Out>(schema: z.ZodType<Out, V>, values: V) {
  const result = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  if (Object.keys(result.errors).length === 0) return { success: true, data: result.values };
  const errors: Record<string, string | undefined> = {};
  for (const [name, error] of Object.entries(result.errors))
    errors[name] = typeof error?.message === 'string' ? error.message : undefined;
  return { success: false, errors };
}

const Form = contractForm(
  z.object({ email: z.string(), first_name: z.string(), last_name: z.string(), role: MemberInviteRole }),
  AddMemberBody,
);

describe('contractForm', () => {
  it("puts the contract's messages on the form's fields", async () => {
    const result = await validateForm(Form, { email: 'nope', first_name: ' ', last_name: '', role: 'MEMBER' });
    expect(result).toEqual({
      success: false,
      errors: {
        email: MESSAGES.emailInvalidShort,
        first_name: MESSAGES.firstNameRequired,
        last_name: MESSAGES.lastNameRequired,
      },
    });
  });

  it("answers the contract's parsed body", async () => {
    const result = await validateForm(Form, {
      email: ' Ada@Example.com ',
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'ADMIN',
    });
    expect(result).toEqual({
      success: true,
      data: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', role: 'ADMIN' },
    });
  });
});
