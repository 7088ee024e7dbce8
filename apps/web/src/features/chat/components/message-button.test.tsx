import type { Thread, User } from '@atria/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchAuth } from '../../auth/auth-store';
import { threadsQueryOptions } from '../api';
import { dispatchChat, getChatState } from '../chat-store';
import { MessageButton } from './message-button';

const { createThread } = vi.hoisted(() => ({
  createThread: vi.fn<(body: { user_id: number; event_id?: number | null }) => Promise<Thread>>(),
}));
vi.mock('../api', async (importOriginal) => ({ ...(await importOriginal<typeof import('../api')>()), createThread }));

const me: User = {
  id: 1,
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
  locale: null,
};

const thread: Thread = {
  id: 42,
  event_id: 7,
  other_user: { id: 2, full_name: 'Grace Hopper', image_url: null },
  last_message: null,
  last_message_at: null,
  unread_count: 0,
};

function renderButton(props: { userId: number; eventId?: number }, client = new QueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <MessageButton {...props} userName="Grace Hopper" />
    </QueryClientProvider>,
  );
  return client;
}

describe('MessageButton', () => {
  beforeEach(() => {
    dispatchAuth({ type: 'setUser', user: me });
    dispatchChat({ type: 'reset' });
    createThread.mockReset();
  });
  afterEach(cleanup);

  it('creates or finds the thread in the event, lists it and opens its window', async () => {
    createThread.mockResolvedValue(thread);
    const client = new QueryClient();
    client.setQueryData(threadsQueryOptions().queryKey, {
      threads: [],
      total_items: 0,
      total_pages: 0,
      current_page: 1,
      per_page: 50,
    });
    renderButton({ userId: 2, eventId: 7 }, client);
    fireEvent.click(screen.getByRole('button', { name: 'Message Grace Hopper' }));
    await waitFor(() => expect(getChatState().activeThreads).toEqual([42]));
    expect(createThread).toHaveBeenCalledWith({ user_id: 2, event_id: 7 });
    expect(client.getQueryData(threadsQueryOptions().queryKey)?.threads.map((t) => t.id)).toEqual([42]);
  });

  it('starts a general conversation without an event', async () => {
    createThread.mockResolvedValue({ ...thread, event_id: null });
    renderButton({ userId: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Message Grace Hopper' }));
    await waitFor(() => expect(createThread).toHaveBeenCalledWith({ user_id: 2, event_id: null }));
  });

  it('renders nothing for the signed-in user themself', () => {
    renderButton({ userId: 1 });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the conversation cannot be opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createThread.mockRejectedValue(new Error('nope'));
    renderButton({ userId: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Message Grace Hopper' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not open the conversation');
    expect(getChatState().activeThreads).toEqual([]);
  });
});
