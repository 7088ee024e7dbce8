import { MESSAGES } from '@atria/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginModal } from './login-modal';

const completeAuth = vi.fn(async () => undefined);
vi.mock('../use-complete-auth', () => ({ useCompleteAuth: () => completeAuth }));
vi.mock('../../../lib/navigation', () => ({ hardRedirect: vi.fn() }));

function stubFetch(handler: (url: string, body: unknown) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      handler(String(input), typeof init?.body === 'string' ? JSON.parse(init.body) : undefined),
    ),
  );
}

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginModal', () => {
  beforeEach(() => {
    localStorage.clear();
    completeAuth.mockClear();
  });
  afterEach(cleanup);

  it('shows the required messages on an empty submit, wired to the inputs', async () => {
    render(<LoginModal />);
    submit();

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGES.emailRequired);
  });

  it('shows the invalid-email message once the touched field changes', async () => {
    render(<LoginModal />);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'ada' } });
    fireEvent.blur(email);
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(screen.queryByText(MESSAGES.emailInvalid)).toBeNull());
  });

  it('puts a 401 on the password field and does not complete', async () => {
    stubFetch(() => reply(401, { status: 401, code: 'UNAUTHENTICATED', message: 'Invalid email or password' }));
    render(<LoginModal />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    submit();

    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(completeAuth).not.toHaveBeenCalled();
  });

  it('puts any other failure on the email field', async () => {
    stubFetch(() => reply(429, { status: 429, code: 'RATE_LIMITED', message: 'Slow down' }));
    render(<LoginModal />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    submit();

    expect(await screen.findByText(MESSAGES.unexpected)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('logs in as the demo user and completes', async () => {
    const bodies: unknown[] = [];
    stubFetch((url, body) => {
      if (url === '/api/auth/login') {
        bodies.push(body);
        return reply(200, { access_token: 'a', refresh_token: 'r' });
      }
      return reply(200, {
        id: 1,
        email: 'demouser@demo.com',
        first_name: 'Demo',
        last_name: 'User',
        full_name: 'Demo User',
        image_url: null,
        title: null,
        company_name: null,
        bio: null,
        social_links: { linkedin: null, website: null },
        role: 'USER',
      });
    });
    render(<LoginModal />);
    fireEvent.click(screen.getByRole('button', { name: 'Try the demo' }));

    await waitFor(() => expect(completeAuth).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ email: 'demouser@demo.com', password: 'demopassword' }]);
  });

  it('shows the demo failure message', async () => {
    stubFetch(() => reply(500, { status: 500, code: 'INTERNAL', message: 'Boom' }));
    render(<LoginModal />);
    fireEvent.click(screen.getByRole('button', { name: 'Try the demo' }));

    expect(await screen.findByText(MESSAGES.demoLoginFailed)).toBeTruthy();
    expect(completeAuth).not.toHaveBeenCalled();
  });
});
