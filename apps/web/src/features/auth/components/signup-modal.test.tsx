import { MESSAGES } from '@atria/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignupModal } from './signup-modal';

const completeAuth = vi.fn(async () => undefined);
vi.mock('../use-complete-auth', () => ({ useCompleteAuth: () => completeAuth }));
vi.mock('../../../lib/navigation', () => ({ hardRedirect: vi.fn() }));

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const valid = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.com',
  Password: 'analytical',
  'Confirm password': 'analytical',
};

describe('SignupModal', () => {
  beforeEach(() => {
    localStorage.clear();
    completeAuth.mockClear();
  });
  afterEach(cleanup);

  it('shows a mismatch on the confirmation field', async () => {
    render(<SignupModal />);
    fill({ ...valid, 'Confirm password': 'different' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(MESSAGES.passwordsDontMatch)).toBeTruthy();
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the body without the confirmation and reports a taken email', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
        return reply(409, { status: 409, code: 'CONFLICT', message: 'Email already in use' });
      }),
    );
    render(<SignupModal />);
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(MESSAGES.emailInUse)).toBeTruthy();
    expect(bodies).toEqual([
      { email: 'ada@example.com', password: 'analytical', first_name: 'Ada', last_name: 'Lovelace', locale: 'en' },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy());
    expect(completeAuth).not.toHaveBeenCalled();
  });
});
