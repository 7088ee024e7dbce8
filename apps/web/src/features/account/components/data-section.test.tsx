import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataSection } from './data-section';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const job = (status: string, extra: Record<string, unknown> = {}) => ({
  export: {
    id: 7,
    status,
    size_bytes: null,
    created_at: '2026-11-25T10:00:00.000Z',
    finished_at: null,
    expires_at: null,
    ...extra,
  },
});
const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DataSection />
    </QueryClientProvider>,
  );

/** A fetch answering GET /users/me/export from `statuses` in turn (the last one repeats) and POST with `asked`. */
function server(statuses: unknown[], asked: () => Response) {
  const answers = [...statuses];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/users/me/export')) return asked();
    if (url.endsWith('/users/me/export')) return json(200, answers.length > 1 ? answers.shift() : answers[0]);
    return json(404, { status: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DataSection', () => {
  it('asks for an export, shows it being prepared with the button off, then ready with its size and a download', async () => {
    const fetch = server(
      [
        { export: null },
        job('RUNNING'),
        job('READY', {
          size_bytes: 2_400_000,
          finished_at: '2026-11-25T10:01:00.000Z',
          expires_at: '2026-12-02T10:01:00.000Z',
        }),
      ],
      () => json(202, job('PENDING')),
    );
    show();
    const button = await screen.findByRole('button', { name: 'Export my data' });
    fireEvent.click(button);
    expect(await screen.findByText(/Preparing your archive/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export my data' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(true);
    // Polled until it is ready.
    expect(
      await screen.findByText(/Your archive is ready \(2\.4 MB\)\. You can download it until/, {}, { timeout: 8_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download archive' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export my data' }) as HTMLButtonElement).disabled).toBe(false);
  }, 15_000);

  it('says so when asked too often (429), and when the export failed', async () => {
    server([job('FAILED')], () =>
      json(429, { status: 429, code: 'RATE_LIMITED', message: 'Too many export requests. Please wait and try again.' }),
    );
    show();
    expect(await screen.findByText('Preparing your archive failed. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('You asked for exports too often. Please wait a while and try again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download archive' })).toBeNull();
  });
});
