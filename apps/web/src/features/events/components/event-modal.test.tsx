import { MESSAGES, directionControlMessage } from '@atria/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllModals, openModal } from '../../modals';
import { CreateEventModal } from './event-modal';

vi.mock('../../../lib/navigation', () => ({ hardRedirect: vi.fn() }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function renderCreate(allowConferences: boolean) {
  openModal('createEvent', { orgId: 4, companyName: 'Acme', allowConferences });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreateEventModal />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('CreateEventModal', () => {
  beforeEach(() => closeAllModals());
  afterEach(cleanup);

  it('offers only single-session events outside the organization events page', () => {
    renderCreate(false);
    const options = within(screen.getByLabelText('Event type')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Single Session']);
  });

  it('makes a single-session event end on its start day, with the end field disabled', () => {
    renderCreate(true);
    fireEvent.change(screen.getByLabelText('Event type'), { target: { value: 'SINGLE_SESSION' } });
    type('Start date', inDays(9));
    expect(field('End date').disabled).toBe(true);
    expect(field('End date').value).toBe(inDays(9));
  });

  it("validates with the contract's messages", async () => {
    renderCreate(true);
    type('Title', 'Hi');
    type('Company name', ' ');
    type('End date', inDays(-30));
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(MESSAGES.titleMin)).toBeTruthy();
    expect(screen.getByText(MESSAGES.companyNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.endOnOrAfterStart)).toBeTruthy();
  });

  it('puts server field errors on their fields and schema errors above the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, {
          status: 422,
          code: 'VALIDATION',
          message: 'Invalid',
          errors: { title: ['Taken title'], _schema: ['Something about the whole event'] },
        }),
      ),
    );
    renderCreate(true);
    type('Title', 'Summit');
    type('Start date', inDays(3));
    type('End date', inDays(4));
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Taken title')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Something about the whole event');
  });

  it("says 'An unexpected error occurred' for anything else", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { status: 500, code: 'INTERNAL', message: 'Boom' })),
    );
    renderCreate(true);
    type('Title', 'Summit');
    type('Start date', inDays(3));
    type('End date', inDays(4));
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(MESSAGES.unexpected)).toBeTruthy();
  });

  it('tells an over-long title its maximum, and refuses invisible or spoofing titles and endless events, without a request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderCreate(true);
    type('Title', 'x'.repeat(201));
    type('Company name', '\u202eemca');
    type('Start date', inDays(3));
    type('End date', '9999-12-31');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Title must be at most 200 characters')).toBeTruthy();
    expect(screen.getByText(directionControlMessage('Company name'))).toBeTruthy();
    expect(screen.getByText(MESSAGES.eventTooLong)).toBeTruthy();
    type('Title', '\u200b\u200b\u200b');
    expect(await screen.findByText(MESSAGES.titleMin)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
