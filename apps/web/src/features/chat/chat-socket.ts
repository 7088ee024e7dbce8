import { useSyncExternalStore } from 'react';
import { io } from 'socket.io-client';
import { isApiError, refreshTokens } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n/i18n';
import { intlLocale } from '../../lib/i18n/locales';
import { createSocketClient, type ConnectionState } from '../../lib/socket';
import { getAccessToken } from '../../lib/tokens';
import { getAuthState } from '../auth';

/** The app's one realtime connection; the chat container connects it and disconnects it on teardown. */
export const chatSocket = createSocketClient({
  createSocket: (options) => io(options),
  getToken: getAccessToken,
  isAuthenticated: () => getAuthState().user !== null,
  refreshTokens,
  // A network failure (status 0) or a server error is retried; a refused refresh token is not.
  isTransientRefreshError: (error) => isApiError(error) && (error.status === 0 || error.status >= 500),
  // The server writes its refusals in the page's language (the pseudo-locale's is English).
  getLocale: () => intlLocale(currentLocale()),
});

export function useSocketState(): ConnectionState {
  return useSyncExternalStore(chatSocket.subscribe, chatSocket.getState, chatSocket.getState);
}
