import { useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuth } from '../../auth';
import { dispatchChat } from '../chat-store';
import { useChatRealtime } from '../use-chat-realtime';
import { ChatDock } from './chat-dock';

function parseEventId(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

/** Wires the chat to the signed-in user (socket) and the route (event context); the dock draws it. */
export function ChatRoot() {
  const { user } = useAuth();
  return user ? <ConnectedChat userId={user.id} /> : null;
}

function ConnectedChat({ userId }: { userId: number }) {
  useChatRealtime(userId);
  const { eventId } = useParams({ strict: false });
  const currentEventId = parseEventId(eventId);

  useEffect(() => {
    dispatchChat({ type: 'setCurrentEvent', eventId: currentEventId });
  }, [currentEventId]);

  // Windows belong to the session: a logout (or another user signing in) starts from nothing.
  useEffect(() => () => dispatchChat({ type: 'reset' }), [userId]);

  return <ChatDock />;
}
