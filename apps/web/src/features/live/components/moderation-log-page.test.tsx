import type { ModerationLogEntry, ModerationLogPage as Page } from '@atria/contracts/live';
import type { EventDetail } from '@atria/contracts/zod-free';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModerationLogPage } from './moderation-log-page';

const api = vi.hoisted(() => ({
  pages: new Map<number | undefined, unknown>(),
  fetchModerationLog: vi.fn(),
  unbanUser: vi.fn(),
  unmuteUser: vi.fn(),
}));

vi.mock('../api', () => ({
  fetchModerationLog: (eventId: number, before?: number) => api.fetchModerationLog(eventId, before),
  unbanUser: (eventId: number, userId: number) => api.unbanUser(eventId, userId),
  unmuteUser: (eventId: number, userId: number) => api.unmuteUser(eventId, userId),
}));

const person = (id: number, full_name: string) => ({ id, full_name, image_url: null });
const entry = (id: number, over: Partial<ModerationLogEntry>): ModerationLogEntry => ({
  id,
  event_id: 7,
  actor_id: 2,
  actor: person(2, 'Mo Moderator'),
  action: 'MUTE',
  target_user_id: 5,
  target_user: person(5, 'Tim Target'),
  target_muted_until: null,
  target_banned: false,
  target_id: null,
  reason: null,
  created_at: '2031-05-01T10:00:00Z',
  ...over,
});

function event(over: { can_edit?: boolean; my_role?: string | null } = {}): EventDetail {
  return {
    id: 7,
    permissions: { can_edit: over.can_edit ?? true },
    my_role: over.my_role ?? null,
  } as unknown as EventDetail;
}

function renderPage(e = event()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ModerationLogPage event={e} />
    </QueryClientProvider>,
  );
}

describe('ModerationLogPage', () => {
  beforeEach(() => {
    api.fetchModerationLog.mockReset();
    api.unbanUser.mockReset();
    api.unmuteUser.mockReset();
  });
  afterEach(cleanup);

  it('lists the log newest first, with names and reasons, and loads older pages by the cursor', async () => {
    const first: Page = {
      entries: [
        entry(9, { action: 'BAN', target_banned: true, reason: 'spam' }),
        entry(8, { action: 'DELETE_MESSAGE', target_id: 40, target_user: person(6, 'Una User'), target_user_id: 6 }),
      ],
      next_before: 8,
    };
    const older: Page = { entries: [entry(3, { action: 'UNMUTE', actor: null })], next_before: null };
    api.fetchModerationLog.mockImplementation((_e: number, before?: number) =>
      Promise.resolve(before === 8 ? older : first),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Moderation log' });
    const items = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '');
    expect(items()[0]).toContain('Mo Moderator banned Tim Target from the event');
    expect(items()[0]).toContain('Reason: spam');
    expect(items()[1]).toContain('Mo Moderator deleted a chat message from Una User');
    fireEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(api.fetchModerationLog).toHaveBeenLastCalledWith(7, 8);
    // An actor whose account is gone still reads as a sentence.
    expect(items()[2]).toContain('Someone unmuted Tim Target');
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });

  it('offers to lift only what still applies, and reads the log again after', async () => {
    api.fetchModerationLog.mockResolvedValue({
      entries: [
        entry(4, { action: 'MUTE', target_muted_until: '2031-05-01T11:00:00Z' }),
        // An older mute of the same person: one Unmute is enough.
        entry(3, { action: 'MUTE', target_muted_until: '2031-05-01T11:00:00Z' }),
        entry(2, { action: 'BAN', target_user_id: 6, target_user: person(6, 'Una User'), target_banned: true }),
        entry(1, { action: 'BAN', target_banned: false }),
      ],
      next_before: null,
    } satisfies Page);
    api.unmuteUser.mockResolvedValue(undefined);
    api.unbanUser.mockResolvedValue(undefined);
    renderPage();
    await screen.findByRole('list', { name: 'Moderation log' });
    expect(screen.getAllByRole('button', { name: /^Unmute / })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Unban / })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute Tim Target' }));
    await waitFor(() => expect(api.unmuteUser).toHaveBeenCalledWith(7, 5));
    expect(await screen.findByText('Tim Target is no longer muted.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unban Una User' }));
    await waitFor(() => expect(api.unbanUser).toHaveBeenCalledWith(7, 6));
    await waitFor(() => expect(api.fetchModerationLog.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('lets moderators in, and refuses everyone else without asking the server', async () => {
    api.fetchModerationLog.mockResolvedValue({ entries: [], next_before: null } satisfies Page);
    renderPage(event({ can_edit: false, my_role: 'MODERATOR' }));
    expect(await screen.findByText('Nothing has been moderated in this event yet.')).toBeTruthy();
    cleanup();
    api.fetchModerationLog.mockClear();
    renderPage(event({ can_edit: false, my_role: 'ATTENDEE' }));
    expect(screen.getByText('Only the event’s moderators and organizers can read the moderation log.')).toBeTruthy();
    expect(api.fetchModerationLog).not.toHaveBeenCalled();
  });
});
