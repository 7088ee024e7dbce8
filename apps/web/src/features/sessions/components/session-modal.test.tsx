import { MESSAGES } from '@atria/contracts';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventKeys } from '../../events/api';
import { closeAllModals, getModalState, openModal } from '../../modals';
import { forgetCreatedSession, useCreatedSession } from '../created-session';
import { renderWithRouter } from '../render-with-router';
import { buildEvent, buildSession } from '../testing';
import { SessionModal } from './session-modal';

vi.mock('../../../lib/navigation', () => ({ hardRedirect: vi.fn() }));

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function stubFetch(handler: (url: string, method: string, body: unknown) => Response) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        url: String(input),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handler(call.url, call.method, call.body);
    }),
  );
  return calls;
}

async function renderModal(path = '/app/organizations/3/events/7', event = buildEvent()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(eventKeys.detail(7), event);
  let created: ReturnType<typeof useCreatedSession> = null;
  function Probe() {
    created = useCreatedSession();
    return null;
  }
  const rendered = await renderWithRouter(
    () => (
      <>
        <SessionModal />
        <Probe />
      </>
    ),
    { path, queryClient },
  );
  return { ...rendered, created: () => created };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));

describe('SessionModal', () => {
  beforeEach(() => {
    localStorage.clear();
    openModal('session', { eventId: 7 });
  });
  afterEach(() => {
    cleanup();
    closeAllModals();
  });

  it("starts with the spec defaults and 'Day N - date' choices", async () => {
    await renderModal();
    expect((screen.getByLabelText('Session Type') as HTMLSelectElement).value).toBe('PRESENTATION');
    expect((screen.getByLabelText('Start Time') as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('End Time') as HTMLInputElement).value).toBe('10:00');
    const day = screen.getByLabelText('Day') as HTMLSelectElement;
    expect(day.value).toBe('1');
    expect([...day.options].map((o) => o.text)).toEqual(['Day 1 - May 1, 2031', 'Day 2 - May 2, 2031']);
  });

  it("shows the contracts' messages on the fields", async () => {
    const calls = stubFetch(() => reply(500, {}));
    await renderModal();
    fireEvent.change(screen.getByLabelText('End Time'), { target: { value: '08:30' } });
    submit();
    expect(await screen.findByText(MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.endTimeAfterStart)).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('creates a conference session and stays on the agenda, which is told to offer it', async () => {
    forgetCreatedSession();
    const calls = stubFetch((url) =>
      url === '/api/events/7/sessions'
        ? reply(201, buildSession({ id: 42, title: 'Opening', day_number: 2 }))
        : reply(200, buildEvent()),
    );
    const { router, created } = await renderModal();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Opening' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2' } });
    submit();
    await waitFor(() => expect(created()).toEqual({ id: 42, eventId: 7, title: 'Opening', day: 2 }));
    expect(router.state.location.pathname).toBe('/app/organizations/3/events/7');
    expect(calls[0]).toMatchObject({
      url: '/api/events/7/sessions',
      method: 'POST',
      body: {
        title: 'Opening',
        session_type: 'PRESENTATION',
        day_number: 2,
        start_time: '09:00',
        end_time: '10:00',
        stream_url: null,
      },
    });
    expect(getModalState().activeModals).toEqual([]);
  });

  it("creates a single-session event's session and opens its page in the same view", async () => {
    const single = buildEvent({ event_type: 'SINGLE_SESSION', end_date: '2031-05-01', day_count: 1 });
    stubFetch((url) =>
      url === '/api/events/7/sessions' ? reply(201, buildSession({ id: 42, title: 'Opening' })) : reply(200, single),
    );
    const { router } = await renderModal('/app/organizations/3/events/7/setup-session', single);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Opening' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/organizations/3/events/7/sessions/42'));
  });

  it('puts server field errors on their fields', async () => {
    stubFetch(() =>
      reply(422, {
        status: 422,
        code: 'VALIDATION',
        message: 'Invalid',
        errors: { day_number: ['Day number must be between 1 and 2'] },
      }),
    );
    await renderModal();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Opening' } });
    submit();
    expect(await screen.findByText('Day number must be between 1 and 2')).toBeTruthy();
    expect(screen.getByLabelText('Day').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows 'Failed to update session' on the title when saving fails otherwise", async () => {
    openModal('session', { eventId: 7, session: buildSession() });
    stubFetch(() => reply(500, { status: 500, code: 'INTERNAL', message: 'Internal error' }));
    await renderModal();
    expect(screen.getByRole('heading', { name: 'Edit Session' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.failedToUpdateSession)).toBeTruthy();
    expect(getModalState().activeModals).toEqual(['session']);
  });
});
