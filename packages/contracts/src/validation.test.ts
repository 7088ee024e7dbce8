import { describe, expect, it } from 'vitest';
import { LoginBody, SignupBody, SignupForm } from './auth';
import { IsoDate, PaginationQuery, Time24 } from './common';
import { MESSAGES } from './validation';

/** The first message per field, as the forms show them. */
const firstErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
  const out: Record<string, string> = {};
  for (const i of issues) out[String(i.path[0])] ??= i.message;
  return out;
};

describe('auth schemas', () => {
  it("gives the spec's login messages", () => {
    const empty = LoginBody.safeParse({ email: '', password: '' });
    expect(empty.success).toBe(false);
    expect(firstErrors(empty.error?.issues ?? [])).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    const bad = LoginBody.safeParse({ email: 'x@', password: 'p' });
    expect(firstErrors(bad.error?.issues ?? [])).toEqual({ email: 'Invalid email address' });
  });

  it('normalises emails: trimmed and lower-cased', () => {
    expect(LoginBody.parse({ email: '  Ada@Example.COM ', password: 'p' }).email).toBe('ada@example.com');
  });

  it("puts 'Passwords don't match' on the confirmation field", () => {
    const res = SignupForm.safeParse({
      email: 'a@b.co',
      password: 'longenough',
      password_confirm: 'different',
      first_name: 'A',
      last_name: 'B',
    });
    expect(res.success).toBe(false);
    expect(res.error?.issues).toEqual([
      expect.objectContaining({ path: ['password_confirm'], message: MESSAGES.passwordsDontMatch }),
    ]);
  });

  it('requires every sign-up field with its own message', () => {
    const res = SignupForm.safeParse({
      email: '',
      password: 'short',
      password_confirm: '',
      first_name: ' ',
      last_name: '',
    });
    expect(firstErrors(res.error?.issues ?? [])).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
      password_confirm: 'Password confirmation is required',
      first_name: 'First name is required',
      last_name: 'Last name is required',
    });
  });

  it('never sends the confirmation to the server', () => {
    const body = SignupBody.parse({
      email: 'a@b.co',
      password: 'longenough',
      password_confirm: 'longenough',
      first_name: 'A',
      last_name: 'B',
    });
    expect(body).not.toHaveProperty('password_confirm');
  });
});

describe('common formats', () => {
  it('accepts HH:MM and HH:MM:SS, normalising to HH:MM', () => {
    expect(Time24.parse('09:05')).toBe('09:05');
    expect(Time24.parse('23:59:59')).toBe('23:59');
    for (const bad of ['9:05', '24:00', '12:60', 'noon', '09:00 AM']) {
      expect(Time24.safeParse(bad).error?.issues[0]?.message).toBe('Invalid time format');
    }
  });

  it('accepts only real calendar dates', () => {
    expect(IsoDate.safeParse('2028-02-29').success).toBe(true);
    expect(IsoDate.safeParse('2027-02-29').success).toBe(false);
    expect(IsoDate.safeParse('2027-13-01').success).toBe(false);
    expect(IsoDate.safeParse('01/02/2027').success).toBe(false);
  });

  it('defaults pagination to page 1 and 50 per page, capped at 100', () => {
    expect(PaginationQuery.parse({})).toEqual({ page: 1, per_page: 50 });
    expect(PaginationQuery.parse({ page: '3', per_page: '20' })).toEqual({ page: 3, per_page: 20 });
    expect(PaginationQuery.safeParse({ per_page: '101' }).success).toBe(false);
    expect(PaginationQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(PaginationQuery.safeParse({ page: '-1' }).success).toBe(false);
  });
});
