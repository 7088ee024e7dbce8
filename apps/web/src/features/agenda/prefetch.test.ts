import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, buildSession } from '../sessions/testing';
import { eventQueryOptions } from '../events/api';
import { daySessionsQueryOptions } from '../sessions/api';
import { prefetchAgenda } from './prefetch';

vi.mock('../../lib/navigation', () => ({ hardRedirect: vi.fn() }));

/** A fetch double that holds every answer until `release` is called, so a test sees what was asked in parallel. */
function heldFetch(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const held: Array<() => void> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      const path = url.split('?')[0] ?? url;
      return new Promise<Response>((resolve) =>
        held.push(() => resolve(new Response(JSON.stringify(answers[path] ?? {}), { status: 200 }))),
      );
    }),
  );
  return { asked, release: () => held.splice(0).forEach((answer) => answer()) };
}

const sessionsPage = { sessions: [buildSession()], total_items: 1, total_pages: 1, current_page: 1, per_page: 100 };

describe('prefetchAgenda', () => {
  beforeEach(() => localStorage.setItem('access_token', 'a1'));
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('asks for the event and day 1 at the same time, into the queries the page reads', async () => {
    const queryClient = new QueryClient();
    const net = heldFetch({ '/api/events/7': buildEvent(), '/api/events/7/sessions': sessionsPage });

    prefetchAgenda(queryClient, '7');
    await vi.waitFor(() => expect(net.asked).toHaveLength(2));
    expect(net.asked).toEqual(['/api/events/7', '/api/events/7/sessions?day_number=1&page=1&per_page=100']);

    net.release();
    await vi.waitFor(() => expect(queryClient.getQueryData(daySessionsQueryOptions(7, 1).queryKey)).toHaveLength(1));
    expect(queryClient.getQueryData(eventQueryOptions(7).queryKey)).toMatchObject({ id: 7 });
  });

  it('clamps a later day to the event’s days, as the page does, once the event is known', async () => {
    const queryClient = new QueryClient();
    const net = heldFetch({ '/api/events/7': buildEvent({ day_count: 2 }), '/api/events/7/sessions': sessionsPage });

    prefetchAgenda(queryClient, '7', 5);
    await vi.waitFor(() => expect(net.asked).toEqual(['/api/events/7']));
    net.release();
    await vi.waitFor(() => expect(net.asked).toHaveLength(2));
    expect(net.asked[1]).toBe('/api/events/7/sessions?day_number=2&page=1&per_page=100');
  });

  it('asks nothing for an id that is not one', () => {
    const net = heldFetch({});
    prefetchAgenda(new QueryClient(), 'abc');
    expect(net.asked).toEqual([]);
  });
});
