import { MESSAGES } from '@atria/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountSection } from './delete-account-section';
import { PasswordSection } from './password-section';

const logout = vi.fn(async () => {});
vi.mock('../../auth/use-logout', () => ({ useLogout: () => logout }));

const withQueries = (ui: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  logout.mockClear();
});

describe('PasswordSection', () => {
  function fill(current: string, next: string, confirm: string) {
    type('Current password', current);
    type('New password', next);
    type('Confirm new password', confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it.each([
    ['a short new password', 'short', 'short', MESSAGES.passwordMin],
    ['a confirmation that differs', 'long enough 1', 'long enough 2', MESSAGES.passwordsDontMatch],
  ])("refuses %s with the contract's message, without a request", async (_what, next, confirm, message) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    withQueries(<PasswordSection />);
    fill('my current one', next, confirm);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's wrong-password message on the current password, and sends no confirmation", async () => {
    const fetch = vi.fn(async () =>
      json(422, {
        status: 422,
        code: 'VALIDATION',
        message: MESSAGES.currentPasswordWrong,
        errors: { current_password: [MESSAGES.currentPasswordWrong] },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    withQueries(<PasswordSection />);
    fill('not it', 'long enough 1', 'long enough 1');
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    const init = (fetch.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({ current_password: 'not it', new_password: 'long enough 1' });
  });
});

describe('DeleteAccountSection', () => {
  function confirmWith(password: string) {
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    type('Password', password);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  }

  it("shows the last owner the server's message and stays logged in", async () => {
    const message = 'You are the last owner of Acme. Make someone else an owner or delete the organization first.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { status: 409, code: 'CONFLICT', message })),
    );
    withQueries(<DeleteAccountSection />);
    confirmWith('my password');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out once the account is deleted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    withQueries(<DeleteAccountSection />);
    confirmWith('my password');
    await vi.waitFor(() => expect(logout).toHaveBeenCalledOnce());
  });
});
