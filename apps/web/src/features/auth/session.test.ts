import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { hardRedirect } from '../../lib/navigation';
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

const ok =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

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

  describe('logging out never refreshes', () => {
    const unauthorized = ok({ status: 401, code: 'UNAUTHENTICATED', message: 'Token revoked' }, 401);
    const called = (fetchMock: ReturnType<typeof respond>) => fetchMock.mock.calls.map(([input]) => String(input));

    it('takes a 401 to the logout itself as the end of the login, without a refresh or a console error', async () => {
      localStorage.setItem('access_token', 'expired');
      localStorage.setItem('refresh_token', 'r1');
      const fetchMock = respond({
        '/api/auth/logout': unauthorized,
        '/api/auth/refresh': ok({ access_token: 'a2', refresh_token: 'r2' }),
      });
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

      await logOut(new QueryClient());

      expect(called(fetchMock)).toEqual(['/api/auth/logout']);
      expect(consoleError).not.toHaveBeenCalled();
      expect(localStorage.getItem('refresh_token')).toBeNull();
      consoleError.mockRestore();
    });

    it('does not refresh for a request that answers 401 while the logout is under way or done', async () => {
      localStorage.setItem('access_token', 'a1');
      localStorage.setItem('refresh_token', 'r1');
      let finishLogout: () => void = () => undefined;
      const logoutAnswered = new Promise<Response>((resolve) => {
        finishLogout = () => resolve(new Response(null, { status: 204 }));
      });
      const fetchMock = respond({
        '/api/auth/logout': () => logoutAnswered as unknown as Response,
        '/api/events/1': unauthorized,
        '/api/auth/refresh': ok({ access_token: 'a2', refresh_token: 'r2' }),
      });
      vi.mocked(hardRedirect).mockClear();

      const loggingOut = logOut(new QueryClient());
      await vi.waitFor(() => expect(called(fetchMock)).toContain('/api/auth/logout'));
      await expect(api.events.get({ params: { id: 1 } })).rejects.toMatchObject({ status: 401 });
      finishLogout();
      await loggingOut;
      await expect(api.events.get({ params: { id: 1 } })).rejects.toMatchObject({ status: 401 });

      expect(called(fetchMock)).not.toContain('/api/auth/refresh');
      expect(hardRedirect).not.toHaveBeenCalled();
    });

    it('refreshes again on a 401 once the next login stored its tokens', async () => {
      localStorage.setItem('access_token', 'a1');
      localStorage.setItem('refresh_token', 'r1');
      respond({ '/api/auth/logout': () => new Response(null, { status: 204 }) });
      await logOut(new QueryClient());
      let access = 'a3';
      const fetchMock = respond({
        '/api/auth/login': ok({ access_token: 'a3', refresh_token: 'r3' }),
        '/api/auth/me': ok(user),
        '/api/auth/refresh': () => {
          access = 'a4';
          return new Response(JSON.stringify({ access_token: 'a4', refresh_token: 'r4' }), { status: 200 });
        },
        '/api/events/1': () =>
          access === 'a4'
            ? new Response('{}', { status: 200 })
            : new Response(JSON.stringify({ status: 401, code: 'UNAUTHENTICATED', message: 'Expired' }), {
                status: 401,
              }),
      });

      await logIn({ email: 'demouser@demo.com', password: 'demopassword' });
      await expect(api.events.get({ params: { id: 1 } })).resolves.toEqual({});

      expect(called(fetchMock)).toContain('/api/auth/refresh');
      expect(localStorage.getItem('refresh_token')).toBe('r4');
    });
  });
});
