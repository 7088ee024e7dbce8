import type { Message } from '@atria/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageBubble } from './message-bubble';

const base: Message = {
  id: 1,
  thread_id: 3,
  sender_id: 1,
  content: '<img src=x onerror="alert(1)"> **hi**',
  encrypted_content: null,
  created_at: '2025-01-01T12:00:00.000Z',
  status: 'SENT',
  is_sender: true,
};

const renderBubble = (message: Message) =>
  render(
    <ol>
      <MessageBubble message={message} />
    </ol>,
  );

describe('MessageBubble', () => {
  afterEach(cleanup);

  it('renders the content as text, never as HTML', () => {
    const { container } = renderBubble(base);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(base.content)).toBeTruthy();
  });

  it("shows the read tick on the sender's message once READ, whatever the case", () => {
    renderBubble({ ...base, status: 'SENT' });
    expect(screen.queryByRole('img', { name: 'Read' })).toBeNull();
    cleanup();
    renderBubble({ ...base, status: 'READ' });
    expect(screen.getByRole('img', { name: 'Read' })).toBeTruthy();
    cleanup();
    renderBubble({ ...base, status: 'read' as Message['status'] });
    expect(screen.getByRole('img', { name: 'Read' })).toBeTruthy();
  });

  it("never shows a tick on the other participant's message", () => {
    renderBubble({ ...base, is_sender: false, sender_id: 2, status: 'READ' });
    expect(screen.queryByRole('img', { name: 'Read' })).toBeNull();
  });
});
