import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./lib/navigation', () => ({ hardRedirect: vi.fn() }));

/** A fetch double that never answers, except with `answers[url]` as JSON: the test sees what start-up asks for. */
function silentFetch(answers: Record<string, unknown> = {}): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      if (url in answers) return Promise.resolve(Response.json(answers[url]));
      return new Promise<Response>(() => undefined);
    }),
  );
  return asked;
}

/** A cold start at `path`: fresh modules (the auth store keeps its start-up check), router, then the warm-up. */
async function startAt(path: string): Promise<{ queryClient: QueryClient; asked: string[] }> {
  window.history.replaceState(null, '', path);
  const { createAppRouter } = await import('./router');
  const { warmUpStartRoute } = await import('./warm-up');
  const { loadQueryClient } = await import('./lib/query-client');
  const asked: string[] = [];
  const fetchDouble = vi.mocked(fetch);
  const before = fetchDouble.mock.calls.length;
  warmUpStartRoute(createAppRouter());
  // What was sent before the warm-up returned: nothing it sends later has had its code loaded yet.
  for (const [input] of fetchDouble.mock.calls.slice(before)) asked.push(String(input));
  // The client the warm-up prefetches into (the app's one, loaded on demand).
  return { queryClient: await loadQueryClient(), asked };
}

describe('warmUpStartRoute', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends the user, the event and the day’s sessions before any code loads, and sends each only once', async () => {
    localStorage.setItem('access_token', 'a1');
    localStorage.setItem('refresh_token', 'r1');
    const asked = silentFetch({
      '/api/auth/me': { id: 3, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' },
    });

    const { queryClient, asked: sentAtOnce } = await startAt('/app/events/7/agenda');

    const expected = ['/api/auth/me', '/api/events/7', '/api/events/7/sessions?day_number=1&page=1&per_page=100'];
    expect(sentAtOnce).toEqual(expected);
    // The auth check and the agenda's prefetch load their code and make the same calls: they take the answers.
    const { getAuthState } = await import('./features/auth/auth-store');
    await vi.waitFor(() => expect(getAuthState().user?.id).toBe(3));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(expected);
  });

  it('sends ahead for a session page and for another agenda day only what needs no other answer', async () => {
    localStorage.setItem('access_token', 'a1');
    const asked = silentFetch();

    const session = await startAt('/app/events/7/sessions/12');
    expect(session.asked).toEqual(['/api/auth/me', '/api/sessions/12', '/api/events/7']);
    // Settled before the next start: the prefetch's calls take the two answers.
    await vi.waitFor(() => expect(session.queryClient.isFetching()).toBe(2));

    vi.resetModules();
    const otherDay = await startAt('/app/events/7/agenda?day=2');
    expect(otherDay.asked).toEqual(['/api/auth/me', '/api/events/7']);
    await vi.waitFor(() => expect(otherDay.queryClient.isFetching()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([...session.asked, ...otherDay.asked]);
  });

  it('only refreshes first when no access token is stored, and prefetches nothing', async () => {
    localStorage.setItem('refresh_token', 'r1');
    const asked = silentFetch();

    await startAt('/app/events/7/agenda');

    await vi.waitFor(() => expect(asked).toEqual(['/api/auth/refresh']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['/api/auth/refresh']);
  });

  it('does nothing for a visitor without tokens', async () => {
    const asked = silentFetch();
    await startAt('/app/events/7/agenda');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
