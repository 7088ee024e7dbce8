import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onI18nChange } from '../../lib/i18n/i18n';
import { chatKeys } from './api';
import { applyMessage, applyRead, applyThread } from './cache-sync';
import { chatSocket } from './chat-socket';

/**
 * Connects the realtime socket for the signed-in user and keeps the chat's cache in step with its events;
 * disconnects on unmount (logout or layout teardown). On every (re)connection it joins the user's room and
 * refetches the chat's queries, so nothing said while the socket was down is missed (docs/product.md#chat-state).
 */
export function useChatRealtime(userId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stops = [
      chatSocket.on('connection_success', () => {
        chatSocket.request('join_user_room', { user_id: userId }).catch((error: unknown) => {
          console.warn('Joining the user room failed', error);
        });
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      }),
      // Pushed payloads have the contract's types: the server validates and serializes them with its schemas.
      chatSocket.on('new_direct_message', (m) => applyMessage(queryClient, m)),
      chatSocket.on('direct_message_sent', (m) => applyMessage(queryClient, m)),
      chatSocket.on('direct_message_thread_created', (t) => applyThread(queryClient, t)),
      chatSocket.on('messages_read', (r) => applyRead(queryClient, r.thread_id, r.reader_id, userId)),
      chatSocket.on('messages_marked_read', (r) => applyRead(queryClient, r.thread_id, r.reader_id, userId)),
      // Another language: the socket connects again with it, so the server's refusals come in it too.
      onI18nChange(() => chatSocket.languageChanged()),
    ];
    chatSocket.connect();
    // After the client gave up (say, offline while its token expired), coming back online tries again.
    const reconnect = () => chatSocket.connect();
    window.addEventListener('online', reconnect);
    return () => {
      window.removeEventListener('online', reconnect);
      for (const stop of stops) stop();
      chatSocket.disconnect();
    };
  }, [queryClient, userId]);
}
