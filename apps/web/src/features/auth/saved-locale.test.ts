import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale, currentLocale, setLocale } from '../../lib/i18n/i18n';
import { getAuthState } from './auth-store';
import { logIn, logOut, signUp } from './session';
import { QueryClient } from '@tanstack/react-query';

const person = (locale: string | null) => ({
  id: 7,
  email: 'ada@example.test',
  first_name: 'Ada',
  last_name: 'Lovelace',
  full_name: 'Ada Lovelace',
  image_url: null,
  title: null,
  company_name: null,
  bio: null,
  social_links: { linkedin: null, website: null },
  role: 'USER',
  avatar: null,
  locale,
});

type Call = { url: string; method: string; body: unknown };

function serve(me: ReturnType<typeof person>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, method, body });
      const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
      if (url === '/api/auth/login' || url === '/api/auth/signup')
        return json({ access_token: 'a', refresh_token: 'r' });
      if (url === '/api/auth/me') return json(me);
      if (url === '/api/users/7' && method === 'PUT') return json({ ...me, ...(body as object) });
      if (url === '/api/auth/logout') return new Response(null, { status: 204 });
      return new Response(null, { status: 404 });
    }),
  );
  return calls;
}

const saves = (calls: Call[]) => calls.filter((c) => c.url === '/api/users/7' && c.method === 'PUT').map((c) => c.body);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the saved language (docs/i18n.md#saved-language)', () => {
  beforeEach(async () => {
    localStorage.clear();
    await setLocale('en');
  });
  afterEach(async () => {
    await logOut(new QueryClient());
    await setLocale('en');
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('switches a new browser to the language saved by the person at sign-in', async () => {
    const calls = serve(person('ar'));
    await logIn({ email: 'ada@example.test', password: 'secret123' });
    await settle();
    expect(currentLocale()).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(saves(calls)).toEqual([]);
  });

  it("saves this browser's language when the person has none yet, and every later choice in a switcher", async () => {
    await setLocale('de');
    const calls = serve(person(null));
    await logIn({ email: 'ada@example.test', password: 'secret123' });
    await settle();
    expect(saves(calls)).toEqual([{ locale: 'de' }]);
    expect(getAuthState().user?.locale).toBe('de');
    chooseLocale('ar');
    await settle();
    expect(saves(calls)).toEqual([{ locale: 'de' }, { locale: 'ar' }]);
    expect(getAuthState().user?.locale).toBe('ar');
  });

  it('sends the chosen language with a sign-up, and saves nothing for a choice made signed out', async () => {
    await setLocale('de');
    const calls = serve(person('de'));
    await signUp({ email: 'ada@example.test', password: 'secret123', first_name: 'Ada', last_name: 'L' });
    expect(calls.find((c) => c.url === '/api/auth/signup')?.body).toMatchObject({ locale: 'de' });
    await logOut(new QueryClient());
    chooseLocale('ar');
    await settle();
    expect(saves(calls)).toEqual([]);
  });
});
