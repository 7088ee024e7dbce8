import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthState } from './auth-store';
import { logIn, logOut } from './session';

vi.mock('../../lib/navigation', () => ({ hardRedirect: vi.fn() }));

const user = {
  id: 7,
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
};

function respond(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const handler = routes[String(input)];
    return handler ? handler() : new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ok = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status });

describe('session', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('stores both tokens and the current user after logging in', async () => {
    respond({
      '/api/auth/login': ok({ access_token: 'a1', refresh_token: 'r1' }),
      '/api/auth/me': ok(user),
    });

    await logIn({ email: 'demouser@demo.com', password: 'demopassword' });

    expect(localStorage.getItem('access_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    expect(getAuthState()).toMatchObject({ isAuthenticated: true, authChecked: true, user: { id: 7 } });
  });

  it('removes both tokens and rethrows when the login is refused', async () => {
    localStorage.setItem('refresh_token', 'stale');
    respond({ '/api/auth/login': ok({ status: 401, code: 'UNAUTHENTICATED', message: 'Invalid' }, 401) });

    await expect(logIn({ email: 'a@b.co', password: 'wrong' })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('clears tokens, user and cache on logout even when the server call fails', async () => {
    localStorage.setItem('access_token', 'a1');
    localStorage.setItem('refresh_token', 'r1');
    respond({ '/api/auth/logout': ok({ status: 500, code: 'INTERNAL', message: 'Boom' }, 500) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['secret'], 'data');

    await logOut(queryClient);

    expect(localStorage.getItem('access_token')).toBeNull();
    expect(getAuthState()).toEqual({ user: null, isAuthenticated: false, authChecked: true });
    expect(queryClient.getQueryData(['secret'])).toBeUndefined();
  });
});
