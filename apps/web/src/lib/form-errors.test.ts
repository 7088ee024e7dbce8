import { LoginBody, MESSAGES, SignupForm } from '@atria/contracts';
import { describe, expect, it } from 'vitest';
import { firstIssuePerField, validateForm } from './form-errors';

describe('firstIssuePerField', () => {
  it('keeps the first message of each top-level field', () => {
    const errors = firstIssuePerField([
      { path: ['email'], message: 'first' },
      { path: ['email'], message: 'second' },
      { path: ['password', 'nested'], message: 'pw' },
      { path: [], message: 'form level' },
    ]);
    expect(errors).toEqual({ email: 'first', password: 'pw' });
  });
});

describe('validateForm', () => {
  it('returns the spec messages for an empty login form', () => {
    const result = validateForm(LoginBody, { email: '', password: '' });
    expect(result).toEqual({
      success: false,
      errors: { email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired },
    });
  });

  it('reports an invalid email address', () => {
    const result = validateForm(LoginBody, { email: 'not-an-email', password: 'x' });
    expect(result).toEqual({ success: false, errors: { email: MESSAGES.emailInvalid } });
  });

  it('puts a password mismatch on the confirmation field', () => {
    const result = validateForm(SignupForm, {
      email: 'ada@example.com',
      password: 'correct horse',
      password_confirm: 'battery staple',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    expect(result).toEqual({ success: false, errors: { password_confirm: MESSAGES.passwordsDontMatch } });
  });

  it('returns the parsed data when valid', () => {
    const result = validateForm(LoginBody, { email: ' Ada@Example.com ', password: 'secret' });
    expect(result).toEqual({ success: true, data: { email: 'ada@example.com', password: 'secret' } });
  });
});
