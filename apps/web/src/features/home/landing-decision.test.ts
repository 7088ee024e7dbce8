import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideLanding, landingTarget } from './landing-decision';

vi.mock('../../lib/navigation', () => ({ hardRedirect: vi.fn() }));

const page = (key: string, total: number) => ({
  [key]: [],
  total_items: total,
  total_pages: total ? 1 : 0,
  current_page: 1,
  per_page: 100,
});

function serve(organizations: number, events: number) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.startsWith('/api/organizations') ? page('organizations', organizations) : page('events', events);
    // Items are not needed for the decision; the totals are.
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('landingTarget', () => {
  it('goes to organizations when the user has any', () => {
    expect(landingTarget({ organizations: 1, events: 4 })).toBe('/app/organizations');
  });

  it('goes to events when the user has events but no organizations', () => {
    expect(landingTarget({ organizations: 0, events: 2 })).toBe('/app/events');
  });

  it('shows the two-choice page when the user has neither', () => {
    expect(landingTarget({ organizations: 0, events: 0 })).toBeNull();
  });
});

describe('decideLanding', () => {
  afterEach(() => localStorage.clear());

  it('does not ask for events when the user has organizations', async () => {
    const fetchMock = serve(1, 0);
    expect(await decideLanding(new QueryClient(), 7)).toBe('/app/organizations');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("falls back to the user's own events", async () => {
    const fetchMock = serve(0, 3);
    expect(await decideLanding(new QueryClient(), 7)).toBe('/app/events');
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/users/7/events?per_page=100');
  });

  it('answers null for a brand-new user', async () => {
    serve(0, 0);
    expect(await decideLanding(new QueryClient(), 7)).toBeNull();
  });
});
