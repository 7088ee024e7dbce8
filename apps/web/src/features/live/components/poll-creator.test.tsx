import type { Poll } from '@atria/contracts/live';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../messages';
import { PollCreator } from './poll-creator';

const createPoll = vi.hoisted(() => vi.fn());
vi.mock('../api', () => ({ createPoll }));

const draft: Poll = {
  id: 4,
  session_id: 11,
  question: 'Coffee or tea?',
  kind: 'MULTIPLE',
  status: 'DRAFT',
  options: [
    { id: 1, label: 'Coffee', votes: 0 },
    { id: 2, label: 'Tea', votes: 0 },
  ],
  total_voters: 0,
  my_option_ids: [],
};

function renderCreator(onAnnounce = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PollCreator sessionId={11} onAnnounce={onAnnounce} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'New poll' }));
  return onAnnounce;
}

describe('PollCreator', () => {
  afterEach(() => {
    cleanup();
    createPoll.mockReset();
  });

  it('checks the poll with the contract before sending: nothing is sent while it is wrong', async () => {
    renderCreator();
    fireEvent.click(screen.getByRole('button', { name: 'Create poll' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Poll question is required');
    fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), { target: { value: 'Coffee or tea?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create poll' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Option is required');
    expect(createPoll).not.toHaveBeenCalled();
  });

  it('sends the question, the kind and 2 to 10 options, and announces the draft', async () => {
    createPoll.mockResolvedValue(draft);
    const onAnnounce = renderCreator();
    fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), { target: { value: 'Coffee or tea?' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Several answers' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Coffee' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 2' }), { target: { value: 'Tea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 3' }), { target: { value: 'Water' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create poll' }));
    await vi.waitFor(() => expect(onAnnounce).toHaveBeenCalledWith('Poll created as a draft.'));
    expect(createPoll).toHaveBeenCalledWith(11, {
      question: 'Coffee or tea?',
      kind: 'MULTIPLE',
      options: ['Coffee', 'Tea'],
    });
    // Back to the button, ready for the next poll.
    expect(screen.getByRole('button', { name: 'New poll' })).toBeTruthy();
  });
});
