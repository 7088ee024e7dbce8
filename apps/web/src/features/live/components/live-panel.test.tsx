import type { SessionChatMessage } from '@atria/contracts/live';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LivePanel } from './live-panel';

type Listener = (payload: never) => void;

// The app's socket, faked: the test plays the server's events and answers requests.
const socket = vi.hoisted(() => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  return {
    listeners,
    state: 'open' as 'open' | 'closed',
    backstage: false,
    mutedUntil: null as string | null,
    requests: [] as Array<{ event: string; payload: unknown }>,
    react: vi.fn(),
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
});

vi.mock('../../chat', () => ({
  chatSocket: {
    on: (event: string, listener: Listener) => {
      const set = socket.listeners.get(event) ?? new Set();
      socket.listeners.set(event, set);
      set.add(listener as (payload: unknown) => void);
      return () => set.delete(listener as (payload: unknown) => void);
    },
    getState: () => socket.state,
    request: (event: string, payload: { session_id?: number }) => {
      socket.requests.push({ event, payload });
      if (event === 'join_live_session')
        return Promise.resolve({
          session_id: payload.session_id,
          backstage: socket.backstage,
          muted_until: socket.mutedUntil,
        });
      return Promise.resolve({});
    },
    connect: () => undefined,
  },
  useSocketState: () => socket.state,
}));

vi.mock('../api', () => ({
  fetchChatPage: () => Promise.resolve({ messages: [], next_before: null }),
  fetchQuestions: () => Promise.resolve([]),
  fetchPolls: () => Promise.resolve([]),
  sendChatMessage: vi.fn(),
  reactToMessage: socket.react,
}));

const message = (id: number, room: 'PUBLIC' | 'BACKSTAGE' = 'PUBLIC'): SessionChatMessage => ({
  id,
  session_id: 11,
  room,
  author: { id: 50, full_name: 'Ana Attendee', image_url: null },
  body: `Hello ${id}`,
  created_at: '2031-05-01T10:00:00Z',
  reactions: [],
});

function renderPanel(status: 'LIVE' | 'UPCOMING' = 'LIVE') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (s: typeof status) => (
    <QueryClientProvider client={queryClient}>
      <LivePanel sessionId={11} eventId={7} status={s} userId={1} staff={false} />
    </QueryClientProvider>
  );
  const result = render(ui(status));
  return { ...result, rerenderWith: (s: typeof status) => result.rerender(ui(s)) };
}

describe('LivePanel', () => {
  beforeEach(() => {
    socket.listeners.clear();
    socket.requests = [];
    socket.state = 'open';
    socket.backstage = false;
    socket.mutedUntil = null;
  });
  afterEach(cleanup);

  it('joins the session, shows who watches, and leaves on unmount', async () => {
    const { unmount } = renderPanel();
    expect(socket.requests[0]).toEqual({ event: 'join_live_session', payload: { session_id: 11 } });
    await act(async () => socket.emit('presence_updated', { session_id: 11, watching: 3 }));
    expect(screen.getByText('3 watching now')).toBeTruthy();
    // Another session's count is not this one's.
    await act(async () => socket.emit('presence_updated', { session_id: 12, watching: 9 }));
    expect(screen.getByText('3 watching now')).toBeTruthy();
    unmount();
    expect(socket.requests.at(-1)).toEqual({ event: 'leave_live_session', payload: { session_id: 11 } });
  });

  it('offers the backstage only to those the server put in it', async () => {
    renderPanel();
    await screen.findByText('No messages yet. Say hello!');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Chat', 'Q&A', 'Polls']);
    cleanup();
    socket.backstage = true;
    renderPanel();
    expect(await screen.findByRole('tab', { name: 'Backstage' })).toBeTruthy();
  });

  it('counts what arrives in other tabs and announces what arrives in the open one', async () => {
    socket.backstage = true;
    renderPanel();
    await screen.findByText('No messages yet. Say hello!');
    await act(async () => socket.emit('session_chat_message', message(1)));
    expect(screen.getByRole('list', { name: 'Chat messages' }).textContent).toContain('Hello 1');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Ana Attendee: Hello 1');

    await act(async () => socket.emit('session_chat_message', message(2, 'BACKSTAGE')));
    await act(async () => socket.emit('session_chat_message', message(3, 'BACKSTAGE')));
    const backstage = screen.getByRole('tab', { name: /Backstage/ });
    expect(within(backstage).getByText('2 new items')).toBeTruthy();

    // Radix tabs select on mouse down.
    fireEvent.mouseDown(backstage, { button: 0 });
    expect(await screen.findByText('Hello 3')).toBeTruthy();
    expect(within(screen.getByRole('tab', { name: /Backstage/ })).queryByText(/new item/)).toBeNull();
  });

  it('shows a busy room’s batch in order, each message once, and counts it like single messages', async () => {
    socket.backstage = true;
    renderPanel();
    await screen.findByText('No messages yet. Say hello!');
    await act(async () => socket.emit('session_chat_message', message(1)));
    // The batch repeats message 1 (as it may the viewer's own): shown once.
    await act(async () =>
      socket.emit('session_chat_messages', {
        session_id: 11,
        room: 'PUBLIC',
        messages: [1, 2, 3].map((id) => message(id)),
      }),
    );
    const items = within(screen.getByRole('list', { name: 'Chat messages' })).getAllByText(/^Hello \d$/);
    expect(items.map((i) => i.textContent)).toEqual(['Hello 1', 'Hello 2', 'Hello 3']);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Ana Attendee: Hello 3');
    // Another session's batch is not this one's.
    await act(async () =>
      socket.emit('session_chat_messages', {
        session_id: 12,
        room: 'PUBLIC',
        messages: [{ ...message(9), session_id: 12 }],
      }),
    );
    expect(screen.queryByText('Hello 9')).toBeNull();
    await act(async () =>
      socket.emit('session_chat_messages', {
        session_id: 11,
        room: 'BACKSTAGE',
        messages: [message(4, 'BACKSTAGE'), message(5, 'BACKSTAGE')],
      }),
    );
    expect(within(screen.getByRole('tab', { name: /Backstage/ })).getByText('2 new items')).toBeTruthy();
  });

  it('shows the room’s reactions live, and reacts with the server’s answer', async () => {
    renderPanel();
    await screen.findByText('No messages yet. Say hello!');
    await act(async () => socket.emit('session_chat_message', message(1)));
    const update = { session_id: 11, room: 'PUBLIC', message_id: 1, emoji: 'heart', user_id: 99, reacted: true };
    await act(async () => socket.emit('chat_reaction_updated', { ...update, count: 2 }));
    const toggle = screen.getByRole('button', { name: 'Heart: 2 reactions' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    socket.react.mockResolvedValueOnce({ ...update, count: 3, user_id: 1 });
    await act(async () => fireEvent.click(toggle));
    expect(socket.react).toHaveBeenCalledWith(1, 'heart', true);
    const mine = await screen.findByRole('button', { name: 'Heart: 3 reactions' });
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    // Someone takes theirs back: the count falls, the viewer's stays pressed.
    await act(async () => socket.emit('chat_reaction_updated', { ...update, count: 2, reacted: false }));
    expect((await screen.findByRole('button', { name: 'Heart: 2 reactions' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows who is typing for a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPanel();
      await act(async () => socket.emit('user_typing', { session_id: 11, room: 'PUBLIC', user_id: 50 }));
      expect(screen.getByText('Someone is typing...')).toBeTruthy();
      await act(async () => vi.advanceTimersByTime(5100));
      expect(screen.queryByText('Someone is typing...')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the session goes live or ends', () => {
    const { rerenderWith } = renderPanel('UPCOMING');
    rerenderWith('LIVE');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('This session is live now.');
  });

  it('tells a muted viewer until when, from the join and live, and drops the notice when the mute ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      socket.mutedUntil = new Date(Date.now() + 60_000).toISOString();
      renderPanel();
      expect((await screen.findByTestId('live-muted')).textContent).toMatch(/^You are muted in this event until /);
      // Lifted by a moderator: gone at once.
      await act(async () => socket.emit('user_unmuted', { event_id: 7, user_id: 1 }));
      expect(screen.queryByTestId('live-muted')).toBeNull();
      // Someone else's mute, or another event's, is not the viewer's.
      const until = new Date(Date.now() + 5_000).toISOString();
      await act(async () => socket.emit('user_muted', { event_id: 7, user_id: 2, until }));
      await act(async () => socket.emit('user_muted', { event_id: 8, user_id: 1, until }));
      expect(screen.queryByTestId('live-muted')).toBeNull();
      await act(async () => socket.emit('user_muted', { event_id: 7, user_id: 1, until }));
      expect(screen.getByTestId('live-muted').getAttribute('role')).toBe('status');
      // It ends by itself when its time comes.
      await act(async () => vi.advanceTimersByTime(5_400));
      expect(screen.queryByTestId('live-muted')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
