import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventKeys } from '../../events/api';
import { sessionKeys } from '../../sessions/api';
import { attendeeView } from '../../../lib/event-paths';
import { renderWithRouter } from '../../sessions/render-with-router';
import { buildEvent, buildSession } from '../../sessions/testing';
import { AgendaPage } from './agenda-page';

function stubMatchMedia(matches: boolean) {
  vi.stubGlobal('matchMedia', () => ({
    matches,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function renderAgenda(
  day: number,
  event = buildEvent({ permissions: { can_edit: false, is_admin: false } }),
  wide = true,
) {
  stubMatchMedia(wide);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(eventKeys.detail(7), event);
  queryClient.setQueryData(sessionKeys.day(7, 1), [
    buildSession({ id: 1, title: 'Workshop', session_type: 'WORKSHOP', start_time: '10:15', end_time: '11:15' }),
    buildSession({ id: 2, title: 'Panel', session_type: 'PANEL', start_time: '10:15', end_time: '11:15' }),
  ]);
  queryClient.setQueryData(sessionKeys.day(7, 2), []);
  const onDayChange = vi.fn();
  await renderWithRouter(() => <AgendaPage eventId={7} view={attendeeView} day={day} onDayChange={onDayChange} />, {
    queryClient,
  });
  return onDayChange;
}

describe('AgendaPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("shows 'Day 1' with its date; previous is disabled on the first day", async () => {
    const onDayChange = await renderAgenda(1);
    expect(screen.getByText('Day 1', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('May 1, 2031')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous day' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onDayChange).toHaveBeenCalledWith(2);
  });

  it('disables next on the last day and clamps a day past the end', async () => {
    await renderAgenda(9);
    expect(screen.getByText('Day 2', { selector: 'p' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next day' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No sessions scheduled for this day.')).toBeTruthy();
  });

  it('lays parallel sessions side by side on the timeline', async () => {
    await renderAgenda(1);
    const items = screen.getByRole('list', { name: 'Sessions on day 1' }).querySelectorAll(':scope > li');
    expect([...items].map((li) => (li as HTMLElement).style.width)).toEqual(['50%', '50%']);
    expect([...items].map((li) => (li as HTMLElement).style.left)).toEqual(['0%', '50%']);
  });

  it('lists the day in time order on narrow screens', async () => {
    await renderAgenda(1, undefined, false);
    expect(screen.getByTestId('agenda-list')).toBeTruthy();
    expect(screen.getByText('2 in parallel')).toBeTruthy();
  });

  it("says 'Event information not available' without a start date or day count", async () => {
    await renderAgenda(1, buildEvent({ start_date: '', day_count: 0 }));
    expect(screen.getByText('Event information not available')).toBeTruthy();
  });

  it("offers 'Add Session' to editors only", async () => {
    await renderAgenda(1, buildEvent());
    expect(screen.getByRole('button', { name: 'Add Session' })).toBeTruthy();
    cleanup();
    await renderAgenda(1);
    expect(screen.queryByRole('button', { name: 'Add Session' })).toBeNull();
  });
});
