import { refreshTokens } from '../../lib/api-client';
import { clearTokens, getAccessToken } from '../../lib/tokens';
import type { User } from '@atria/contracts';
import { fetchCurrentUser } from './api';

export { applySavedLocale } from './saved-locale';

/**
 * Start-up (docs/product.md#start-up): with only a refresh token, refresh first (a failure is only logged);
 * then fetch the current user. A failed user fetch clears the tokens and leaves the user signed out (null), so
 * the route guards send the visitor to '/'. The auth store records the answer.
 */
export async function bootstrapAuth(): Promise<User | null> {
  if (!getAccessToken()) {
    try {
      await refreshTokens();
    } catch (error) {
      console.error('Token refresh at start-up failed', error);
      return null;
    }
  }
  try {
    return await fetchCurrentUser();
  } catch (error) {
    console.error('Fetching the current user at start-up failed', error);
    clearTokens();
    return null;
  }
}
