import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./lib/navigation', () => ({ hardRedirect: vi.fn() }));

/** A fetch double that never answers: the test sees what start-up asks for before any answer came. */
function silentFetch(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Promise<Response>(() => undefined);
    }),
  );
  return asked;
}

/** A cold start at `path`: fresh modules (the auth store keeps its start-up check), router, then the warm-up. */
async function startAt(path: string): Promise<void> {
  window.history.replaceState(null, '', path);
  const { createAppRouter } = await import('./router');
  const { warmUpStartRoute } = await import('./warm-up');
  const queryClient = new QueryClient();
  warmUpStartRoute(createAppRouter(queryClient), queryClient);
}

describe('warmUpStartRoute', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('asks for the user, the event and the day’s sessions at once when an access token is stored', async () => {
    localStorage.setItem('access_token', 'a1');
    localStorage.setItem('refresh_token', 'r1');
    const asked = silentFetch();

    await startAt('/app/events/7/agenda');

    await vi.waitFor(() => expect(asked).toHaveLength(3));
    expect(asked).toEqual(
      expect.arrayContaining(['/api/auth/me', '/api/events/7', '/api/events/7/sessions?day_number=1&page=1&per_page=100']),
    );
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
