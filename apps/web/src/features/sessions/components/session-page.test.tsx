import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventKeys } from '../../events/api';
import { myAgendaKeys } from '../../my-agenda';
import { attendeeView } from '../../../lib/event-paths';
import { renderWithRouter } from '../render-with-router';
import { buildEvent, buildSession } from '../testing';
import { SessionPage } from './session-page';

vi.mock('../../../lib/navigation', () => ({ hardRedirect: vi.fn() }));

async function renderSession(canEdit: boolean, session: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(session), { status })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(eventKeys.detail(7), buildEvent({ permissions: { can_edit: canEdit, is_admin: canEdit } }));
  queryClient.setQueryData(eventKeys.users(7, { per_page: 100 }), {
    event_users: [],
    total_items: 0,
    total_pages: 0,
    current_page: 1,
    per_page: 100,
  });
  // The My agenda bar's star and interest count read these (fetch answers every URL with the session here).
  queryClient.setQueryData(myAgendaKeys.event(7), { items: [] });
  queryClient.setQueryData(myAgendaKeys.interest(7), { sessions: [] });
  return renderWithRouter(() => <SessionPage eventId={7} sessionId={11} view={attendeeView} />, { queryClient });
}

describe('SessionPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it("shows the red 'Error' / 'Session not found' alert for a 404", async () => {
    await renderSession(false, { status: 404, code: 'NOT_FOUND', message: 'Session not found' }, 404);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Session not found');
  });

  it('shows the details in 12-hour form and a Vimeo player by the last path segment', async () => {
    await renderSession(
      false,
      buildSession({
        day_number: 2,
        start_time: '13:30',
        end_time: '15:00',
        formatted_duration: '1h 30m',
        stream_url: 'https://vimeo.com/76979871',
        status: 'LIVE',
        is_live: true,
      }),
    );
    expect(await screen.findByText('Day 2 - May 2, 2031', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('1:30 PM', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('3:00 PM')).toBeTruthy();
    expect(screen.getByText('1h 30m')).toBeTruthy();
    expect(screen.queryByText('Live now')).toBeNull();
    expect(screen.getByText('LIVE').className).toContain('bg-green-100');
    expect(screen.getByTitle('Video: Opening keynote').getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('shows no edit controls to people who may not edit', async () => {
    // A day and 1 hour 30 minutes before the session (day 1, 2031-05-01, 09:00 UTC).
    vi.useFakeTimers({ now: new Date('2031-04-30T07:30:00Z'), toFake: ['Date'] });
    await renderSession(false, buildSession());
    await screen.findByText('Session Details');
    // The read-only speakers view: editors get the (lazily loaded) speaker manager in its place.
    expect(screen.getByText('Speakers will be announced soon.')).toBeTruthy();
    for (const name of ['Add User', 'Edit Session', 'Delete Session', 'Add Speaker'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Organizer tools' })).toBeNull();
    // Before the start (the built session is in 2031) the stream area counts down to it.
    expect(screen.getByTestId('session-countdown').textContent).toBe('Starts in 1 day 1 hour');
    vi.useRealTimers();
  });

  it('gives editors Add User, Edit Session, the status and speaker management', async () => {
    await renderSession(true, buildSession());
    await screen.findByText('Session Details');
    // The editor controls load on demand (editors only), so they appear once their code has arrived.
    // Grouped apart from what attendees read: the session's controls in one 'Organizer tools' bar, the
    // speaker manager in 'Manage speakers'; the attendees' view of the speakers stays as they see it.
    const tools = await screen.findByRole('region', { name: 'Organizer tools' });
    for (const name of ['Add User', 'Edit Session', 'Delete Session'])
      expect(within(tools).getByRole('button', { name })).toBeTruthy();
    expect((within(tools).getByLabelText('Status') as HTMLSelectElement).value).toBe('UPCOMING');
    const manage = screen.getByTestId('manage-speakers');
    expect(await within(manage).findByRole('button', { name: 'Add Speaker' })).toBeTruthy();
    expect(screen.getByText('Speakers will be announced soon.')).toBeTruthy();
    const details = screen.getByRole('heading', { name: 'Session Details' }).parentElement;
    expect(details && within(details).queryByRole('button')).toBeNull();
  });
});
