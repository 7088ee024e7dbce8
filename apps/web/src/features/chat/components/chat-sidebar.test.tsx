import type { Thread } from '@atria/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { threadsQueryOptions } from '../api';
import { dispatchChat } from '../chat-store';
import { ChatSidebar } from './chat-sidebar';

// Records when the panel's code is first asked for: it must wait until the sidebar is wanted.
const browserModule = vi.hoisted(() => ({ loaded: false }));
vi.mock('./thread-browser', async (importOriginal) => {
  browserModule.loaded = true;
  return importOriginal<typeof import('./thread-browser')>();
});

const thread: Thread = {
  id: 42,
  event_id: null,
  other_user: { id: 2, full_name: 'Grace Hopper', image_url: null },
  last_message: null,
  last_message_at: null,
  unread_count: 3,
};

function renderSidebar() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(threadsQueryOptions().queryKey, {
    threads: [thread],
    total_items: 1,
    total_pages: 1,
    current_page: 1,
    per_page: 50,
  });
  render(
    <QueryClientProvider client={client}>
      <ChatSidebar isDesktop />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: /^Messaging/ });
}

// The two tests share the module registry and run in order: the first sees the panel's code unloaded.
describe('ChatSidebar', () => {
  beforeEach(() => dispatchChat({ type: 'reset' }));
  afterEach(cleanup);

  it('shows the bar and its unread count without the panel’s code, which starts loading when the pointer reaches the toggle', async () => {
    const toggle = renderSidebar();
    expect(toggle.textContent).toContain('3');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(browserModule.loaded).toBe(false);
    fireEvent.pointerEnter(toggle);
    await waitFor(() => expect(browserModule.loaded).toBe(true));
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('opened, shows the loading state until the panel is drawn, then puts the focus in its search box', async () => {
    const toggle = renderSidebar();
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading conversations...');
    const search = await screen.findByRole('searchbox', { name: 'Search messages' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(screen.getByRole('button', { name: /Grace Hopper/ })).toBeTruthy();

    // Closed and opened again (the code is there now), the focus goes back into the box.
    act(() => toggle.click());
    expect(screen.queryByRole('searchbox')).toBeNull();
    toggle.focus();
    act(() => toggle.click());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search messages' })),
    );
  });
});
