import { refreshTokens } from '../../lib/api-client';
import { clearTokens, getAccessToken } from '../../lib/tokens';
import { fetchCurrentUser } from './api';
import { dispatchAuth } from './auth-store';

/**
 * Start-up (docs/product.md#start-up): with only a refresh token, refresh first (a failure is only logged);
 * then fetch the current user. A failed user fetch clears the tokens and leaves the user signed out, so
 * the route guards send the visitor to '/'.
 */
export async function bootstrapAuth(): Promise<void> {
  if (!getAccessToken()) {
    try {
      await refreshTokens();
    } catch (error) {
      console.error('Token refresh at start-up failed', error);
      dispatchAuth({ type: 'setUser', user: null });
      return;
    }
  }
  try {
    dispatchAuth({ type: 'setUser', user: await fetchCurrentUser() });
  } catch (error) {
    console.error('Fetching the current user at start-up failed', error);
    clearTokens();
    dispatchAuth({ type: 'setUser', user: null });
  }
}
