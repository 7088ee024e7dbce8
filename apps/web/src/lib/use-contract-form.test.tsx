import { LoginBody, MESSAGES, SignupForm } from '@atria/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { setLocale } from './i18n/i18n';
import { useContractForm } from './use-contract-form';

type LoginValues = { email: string; password: string };

function LoginForm({ onValid, serverError }: { onValid: (body: LoginValues) => Promise<void>; serverError?: string }) {
  const form = useContractForm(LoginBody, { email: '', password: '' });
  const onSubmit = form.handleSubmit(async (body) => {
    await onValid(body);
    if (serverError) form.setFieldError('password', serverError);
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField label="Email" field={form.field('email')} />
      <TextField label="Password" type="password" field={form.field('password')} />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Logging in...' : 'Log In'}
      </Button>
    </form>
  );
}

const EMPTY_SIGNUP = { email: '', password: '', password_confirm: '', first_name: '', last_name: '' };

function SignupFormView() {
  const form = useContractForm(SignupForm, EMPTY_SIGNUP);
  return (
    <form noValidate onSubmit={form.handleSubmit(async () => undefined)}>
      <TextField label="Password" type="password" field={form.field('password')} />
      <TextField label="Confirm password" type="password" field={form.field('password_confirm')} />
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const leave = (label: string) => fireEvent.blur(screen.getByLabelText(label));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log In' }));

afterEach(cleanup);

describe('useContractForm', () => {
  it("shows the contract's messages for every field on an empty submit and does not submit", async () => {
    const onValid = vi.fn(async () => undefined);
    render(<LoginForm onValid={onValid} />);
    submit();
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows nothing for a field left without an edit, and a message for one left after an edit', async () => {
    render(<LoginForm onValid={async () => undefined} />);
    leave('Email');
    type('Password', 'x');
    leave('Password');
    type('Email', 'ada');
    await act(async () => undefined);
    expect(screen.queryByText(MESSAGES.emailRequired)).toBeNull();
    expect(screen.queryByText(MESSAGES.emailInvalid)).toBeNull();
    leave('Email');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    type('Email', 'ada@example.com');
    await waitFor(() => expect(screen.queryByText(MESSAGES.emailInvalid)).toBeNull());
  });

  it("re-checks a shown message on another field: fixing the password clears the confirmation's mismatch", async () => {
    render(<SignupFormView />);
    type('Password', 'correct horse');
    leave('Password');
    type('Confirm password', 'battery staple');
    leave('Confirm password');
    expect(await screen.findByText(MESSAGES.passwordsDontMatch)).toBeTruthy();
    type('Password', 'battery staple');
    await waitFor(() => expect(screen.queryByText(MESSAGES.passwordsDontMatch)).toBeNull());
  });

  it("hands the submit handler the schema's output, and is submitting until it settles", async () => {
    let finish: () => void = () => undefined;
    const onValid = vi.fn((_body: LoginValues) => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoginForm onValid={onValid} />);
    type('Email', ' Ada@Example.com ');
    type('Password', 'secret');
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' }));
    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Log In' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows a server's message on its field until the user edits the form again", async () => {
    render(<LoginForm onValid={async () => undefined} serverError={MESSAGES.invalidCredentials} />);
    type('Email', 'ada@example.com');
    type('Password', 'wrong');
    submit();
    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    type('Password', 'wrong again');
    await waitFor(() => expect(screen.queryByText(MESSAGES.invalidCredentials)).toBeNull());
  });

  it("shows the contract's messages in the chosen language", async () => {
    await act(async () => setLocale('de'));
    try {
      render(<LoginForm onValid={async () => undefined} />);
      submit();
      expect(await screen.findByText('E-Mail-Adresse ist erforderlich')).toBeTruthy();
      expect(screen.getByText('Passwort ist erforderlich')).toBeTruthy();
      expect(screen.queryByText(MESSAGES.emailRequired)).toBeNull();
    } finally {
      await act(async () => setLocale('en'));
    }
  });
});
