import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeAllModals, openModal } from '../../modals';
import { DeleteEventModal } from './delete-event-modal';

describe('DeleteEventModal', () => {
  beforeEach(() => closeAllModals());
  afterEach(cleanup);

  it('tells the admin that private messages sent within the event are kept', () => {
    openModal('deleteEvent', { eventId: 3, title: 'Summit' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DeleteEventModal />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/Summit/).closest('p')?.textContent).toContain(
      'Private messages sent within this event are kept as general conversations.',
    );
  });
});
