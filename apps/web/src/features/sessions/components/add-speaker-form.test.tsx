import type { SessionSpeaker, SpeakerRole } from '@atria/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventKeys } from '../../events/api';
import { AddSpeakerForm } from './add-speaker-form';

const participants = {
  event_users: [
    { user_id: 11, user_name: 'Ada Lovelace', role: 'ATTENDEE' },
    { user_id: 12, user_name: 'Alan Turing', role: 'SPEAKER' },
  ],
};

function renderForm(
  onAdd: (userId: number, role: SpeakerRole) => Promise<boolean>,
  speakers: readonly SessionSpeaker[] = [],
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(eventKeys.users(7, { per_page: 100 }), participants);
  render(
    <QueryClientProvider client={queryClient}>
      <AddSpeakerForm eventId={7} speakers={speakers} busy={false} onAdd={onAdd} />
    </QueryClientProvider>,
  );
}

const person = () => screen.getByLabelText<HTMLSelectElement>('Participant');
const role = () => screen.getByLabelText<HTMLSelectElement>('Role');
const addButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add Speaker' });

afterEach(cleanup);

describe('AddSpeakerForm', () => {
  it('keeps the button disabled until a participant is chosen, with SPEAKER as the default role', () => {
    renderForm(async () => true);
    expect(addButton().disabled).toBe(true);
    expect(role().value).toBe('SPEAKER');
    expect(screen.getByRole('option', { name: 'Choose a participant' })).toBeTruthy();
    fireEvent.change(person(), { target: { value: '12' } });
    expect(addButton().disabled).toBe(false);
  });

  it('adds the chosen participant with the chosen role and clears the choice', async () => {
    const onAdd = vi.fn(async () => true);
    renderForm(onAdd);
    fireEvent.change(person(), { target: { value: '11' } });
    fireEvent.change(role(), { target: { value: 'MODERATOR' } });
    fireEvent.click(addButton());
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(11, 'MODERATOR'));
    await waitFor(() => expect(person().value).toBe(''));
    expect(addButton().disabled).toBe(true);
  });

  it('brings the choice back when adding fails', async () => {
    let settle: (added: boolean) => void = () => undefined;
    const onAdd = vi.fn(() => new Promise<boolean>((resolve) => (settle = resolve)));
    renderForm(onAdd);
    fireEvent.change(person(), { target: { value: '12' } });
    fireEvent.click(addButton());
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(12, 'SPEAKER'));
    expect(person().value).toBe('');
    settle(false);
    await waitFor(() => expect(person().value).toBe('12'));
    expect(addButton().disabled).toBe(false);
  });

  it('leaves out participants already on the session', () => {
    renderForm(async () => true, [{ user_id: 11 } as SessionSpeaker]);
    expect(screen.queryByRole('option', { name: 'Ada Lovelace (attendee)' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Alan Turing (speaker)' })).toBeTruthy();
  });
});
