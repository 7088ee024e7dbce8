import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatSocket } from '../chat';
import { networkKeys } from './api';

/**
 * Keeps the networking pages live (docs/networking.md#connections): a request received or a connection changed
 * (`connection_request`, `connection_updated` in the user's room, on the app's one socket) refetches the lists
 * and the pending count.
 */
export function useNetworkLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: networkKeys.all });
    const stops = [chatSocket.on('connection_request', refresh), chatSocket.on('connection_updated', refresh)];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}
