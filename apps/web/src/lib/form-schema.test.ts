import { AddMemberBody, MESSAGES, MemberInviteRole } from '@atria/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateForm } from './form-errors';
import { contractForm } from './form-schema';

const Form = contractForm(
  z.object({ email: z.string(), first_name: z.string(), last_name: z.string(), role: MemberInviteRole }),
  AddMemberBody,
);

describe('contractForm', () => {
  it("puts the contract's messages on the form's fields", () => {
    const result = validateForm(Form, { email: 'nope', first_name: ' ', last_name: '', role: 'MEMBER' });
    expect(result).toEqual({
      success: false,
      errors: { email: MESSAGES.emailInvalidShort, first_name: MESSAGES.firstNameRequired, last_name: MESSAGES.lastNameRequired },
    });
  });

  it("answers the contract's parsed body", () => {
    const result = validateForm(Form, { email: ' Ada@Example.com ', first_name: 'Ada', last_name: 'Lovelace', role: 'ADMIN' });
    expect(result).toEqual({ success: true, data: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', role: 'ADMIN' } });
  });
});
