import type { ChatReactionUpdated } from '@atria/contracts/live';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SocketRequestError, SocketUnavailableError } from '../../lib/socket';
import { reactToMessage } from './api';

const fake = vi.hoisted(() => ({
  request: vi.fn(),
  react: vi.fn(),
  unreact: vi.fn(),
}));

vi.mock('../chat', () => ({ chatSocket: { request: fake.request } }));
vi.mock('../../lib/api-client', () => ({ api: { live: { react: fake.react, unreact: fake.unreact } } }));

const update = (reacted: boolean): ChatReactionUpdated => ({
  session_id: 11,
  room: 'PUBLIC',
  message_id: 5,
  emoji: 'heart',
  count: reacted ? 1 : 0,
  user_id: 1,
  reacted,
});

describe('reacting to a chat message', () => {
  beforeEach(() => {
    fake.request.mockReset();
    fake.react.mockReset();
    fake.unreact.mockReset();
  });

  it('goes over the socket when it is open, adding or taking back', async () => {
    fake.request.mockResolvedValueOnce(update(true)).mockResolvedValueOnce(update(false));
    expect(await reactToMessage(5, 'heart', true)).toEqual(update(true));
    expect(await reactToMessage(5, 'heart', false)).toEqual(update(false));
    expect(fake.request.mock.calls).toEqual([
      ['react_to_chat_message', { message_id: 5, emoji: 'heart', on: true }],
      ['react_to_chat_message', { message_id: 5, emoji: 'heart', on: false }],
    ]);
    expect(fake.react).not.toHaveBeenCalled();
  });

  it('falls back to HTTP when the socket cannot answer, and not when the server refused', async () => {
    fake.request.mockRejectedValueOnce(new SocketUnavailableError('down'));
    fake.unreact.mockResolvedValueOnce(update(false));
    expect(await reactToMessage(5, 'heart', false)).toEqual(update(false));
    expect(fake.unreact).toHaveBeenCalledWith({ params: { id: 5, emoji: 'heart' } });

    const refusal = new SocketRequestError({
      event: 'react_to_chat_message',
      status: 403,
      code: 'FORBIDDEN',
      message: 'You are muted in this event',
    });
    fake.request.mockRejectedValueOnce(refusal);
    await expect(reactToMessage(5, 'heart', true)).rejects.toBe(refusal);
    expect(fake.react).not.toHaveBeenCalled();
  });
});
