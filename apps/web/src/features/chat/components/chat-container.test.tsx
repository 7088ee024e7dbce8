import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MAX_DEFER_MS, ChatContainer } from './chat-container';

vi.mock('./chat-root', () => ({ ChatRoot: () => <aside aria-label="Messaging" /> }));

function renderContainer(queryClient: QueryClient) {
  render(
    <QueryClientProvider client={queryClient}>
      <ChatContainer />
    </QueryClientProvider>,
  );
}

describe('ChatContainer', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('waits for the page’s queries before loading the chat', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['page'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });

    renderContainer(queryClient);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('complementary', { name: 'Messaging' })).toBeNull();

    await act(async () => answer('done'));
    expect(await screen.findByRole('complementary', { name: 'Messaging' })).toBeTruthy();
  });

  it('loads the chat anyway when the page keeps fetching', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => undefined) });

    renderContainer(queryClient);
    await act(async () => vi.advanceTimersByTime(CHAT_MAX_DEFER_MS - 100));
    expect(screen.queryByRole('complementary', { name: 'Messaging' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    expect(await screen.findByRole('complementary', { name: 'Messaging' })).toBeTruthy();
  });
});
