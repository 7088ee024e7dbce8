import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

function answerMe(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/auth/me' ? response() : new Response(null, { status: 404 }),
    ),
  );
}

/** A fresh store each time: it resolves the start-up state once per page. */
const loadStore = async () => {
  vi.resetModules();
  return import('./auth-store');
};

describe('ensureAuthResolved', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('settles signed out at once without stored tokens', async () => {
    const store = await loadStore();
    await store.ensureAuthResolved();
    expect(store.getAuthState()).toMatchObject({ user: null, isAuthenticated: false, authChecked: true });
  });

  it('records the current user fetched at start-up with a stored token', async () => {
    localStorage.setItem('access_token', 'a');
    answerMe(() => new Response(JSON.stringify(user), { status: 200 }));
    const store = await loadStore();
    await store.ensureAuthResolved();
    expect(store.getAuthState()).toMatchObject({ user: { id: 7 }, isAuthenticated: true, authChecked: true });
  });

  it('clears the tokens and stays signed out when the user cannot be fetched', async () => {
    localStorage.setItem('access_token', 'a');
    answerMe(() => new Response(JSON.stringify({ status: 500, code: 'INTERNAL', message: 'Boom' }), { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = await loadStore();
    await store.ensureAuthResolved();
    expect(store.getAuthState()).toMatchObject({ user: null, isAuthenticated: false, authChecked: true });
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
