import type { Message } from '@atria/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { MessageComposer } from './message-composer';

const { sendMessage } = vi.hoisted(() => ({
  sendMessage: vi.fn<(threadId: number, content: string) => Promise<Message>>(),
}));
vi.mock('../api', async (importOriginal) => ({ ...(await importOriginal<typeof import('../api')>()), sendMessage }));

const sent = (content: string): Message => ({
  id: 1,
  thread_id: 3,
  sender_id: 1,
  content,
  encrypted_content: null,
  created_at: '2025-01-01T00:00:00.000Z',
  status: 'SENT',
  is_sender: true,
});

function renderComposer() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MessageComposer threadId={3} />
    </QueryClientProvider>,
  );
  const box = screen.getByPlaceholderText('Write a message...');
  if (!(box instanceof HTMLTextAreaElement)) throw new Error('expected a textarea');
  return { box, send: screen.getByRole('button', { name: 'Send message' }) };
}

describe('MessageComposer', () => {
  beforeEach(() => {
    sendMessage.mockReset();
    sendMessage.mockImplementation(async (_threadId, content) => sent(content));
  });
  afterEach(cleanup);

  it('takes focus and keeps the send button disabled while the text is blank', () => {
    const { box, send } = renderComposer();
    expect(document.activeElement).toBe(box);
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: '   \n ' } });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('keeps the send button disabled for text of only invisible characters', () => {
    const { box, send } = renderComposer();
    fireEvent.change(box, { target: { value: ' \u200b\u2060\ufeff ' } });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('sends on Enter, exactly as typed, and clears the box', async () => {
    const { box, send } = renderComposer();
    fireEvent.change(box, { target: { value: '  hello <b>there</b> ' } });
    expect(send).toHaveProperty('disabled', false);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('');
    await waitFor(() => expect(sendMessage).toHaveBeenCalledWith(3, '  hello <b>there</b> '));
  });

  it('does not send on Shift+Enter (the newline is the textarea’s own)', () => {
    const { box } = renderComposer();
    fireEvent.change(box, { target: { value: 'line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sendMessage).not.toHaveBeenCalled();
    expect(box.value).toBe('line one');
  });

  it('sends with the button', async () => {
    const { box, send } = renderComposer();
    fireEvent.change(box, { target: { value: 'by click' } });
    fireEvent.click(send);
    await waitFor(() => expect(sendMessage).toHaveBeenCalledWith(3, 'by click'));
  });

  it('puts the text back when the send fails, and only logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sendMessage.mockRejectedValueOnce(new ApiError(0, null, 'Network error'));
    const { box } = renderComposer();
    fireEvent.change(box, { target: { value: 'keep me' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box.value).toBe('keep me'));
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps what was typed after a send that then fails, rather than the failed text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: unknown) => void = () => undefined;
    sendMessage.mockImplementationOnce(() => new Promise<Message>((_resolve, reject) => (fail = reject)));
    const { box, send } = renderComposer();
    fireEvent.change(box, { target: { value: 'first' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sendMessage).toHaveBeenCalledWith(3, 'first'));
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: 'second' } });
    fail(new ApiError(0, null, 'Network error'));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(box.value).toBe('second');
    expect(send.hasAttribute('disabled')).toBe(false);
  });

  it('shows a short notice when sending too fast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'You are sending messages too quickly. Please wait a moment and try again.';
    sendMessage.mockRejectedValueOnce(new ApiError(429, { status: 429, code: 'RATE_LIMITED', message }, message));
    const { box } = renderComposer();
    fireEvent.change(box, { target: { value: 'again' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect(box.value).toBe('again');
  });
});
