import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatSocket } from '../chat';
import { applySessionStatus } from './status-sync';

/**
 * Follows the current event's live changes on the app's socket (`watch_event`), so the agenda, the event home
 * and the session page show a session going LIVE or COMPLETED without a reload (docs/live.md#realtime). The
 * chat's root runs it on every signed-in page with the route's event. After a reconnection (anything may have
 * changed while the socket was down) the event's sessions are read again.
 */
export function useEventLiveStatus(eventId: number | null): void {
  const queryClient = useQueryClient();

  useEffect(
    () => chatSocket.on('session_status_changed', (change) => applySessionStatus(queryClient, change)),
    [queryClient],
  );

  useEffect(() => {
    if (eventId === null) return;
    let connections = 0;
    const watch = () => {
      chatSocket.request('watch_event', { event_id: eventId }).catch((error: unknown) => {
        console.warn('Following the event’s live changes failed', error);
      });
    };
    const stop = chatSocket.on('connection_success', () => {
      connections += 1;
      watch();
      if (connections > 1) {
        void queryClient.invalidateQueries({ queryKey: ['sessions', 'list', eventId] });
        void queryClient.invalidateQueries({ queryKey: ['events', 'detail', eventId] });
      }
    });
    if (chatSocket.getState() === 'open') {
      connections = 1;
      watch();
    }
    return () => {
      stop();
      if (chatSocket.getState() === 'open') chatSocket.request('unwatch_event', { event_id: eventId }).catch(() => {});
    };
  }, [eventId, queryClient]);
}

/**
 * Runs `useEventLiveStatus` for the route's event (`/app/events/<id>/…`); the signed-in layout mounts it beside
 * the chat, so the chat need not know the live feature.
 */
export function EventLiveStatus({ eventId }: { eventId: string | undefined }): null {
  const id = Number(eventId);
  useEventLiveStatus(Number.isInteger(id) && id > 0 ? id : null);
  return null;
}
