import { createApiClient } from '@atria/client';
import { takeEarlyGet } from './early-gets';
import { currentLocale } from './i18n/i18n';
import { hardRedirect } from './navigation';
import { withRefreshLock } from './refresh-lock';
import { getAccessToken, getRefreshToken, saveTokens } from './tokens';

export { ApiError, isApiError } from '@atria/client';

/**
 * The refresh token of the login being logged out (undefined: none). While it, or no token at all, is stored, a
 * 401 is final: refreshing would race the logout, be refused as a revoked login and end in an error.
 */
let endedRefreshToken: string | null | undefined;

function loggingOut(): boolean {
  if (endedRefreshToken === undefined) return false;
  const current = getRefreshToken();
  return current === null || current === endedRefreshToken;
}

/**
 * The web's API client (packages/client): tokens in local storage; refreshes take turns between the browser's
 * tabs (withRefreshLock); a GET that start-up already sent with the same token is not sent again
 * (early-gets.ts); a refused refresh ends the session everywhere (docs/product.md#authentication).
 */
const client = createApiClient({
  tokens: { getAccessToken, getRefreshToken, saveTokens },
  refreshLock: withRefreshLock,
  mayRefresh: () => !loggingOut(),
  // Error messages in the language the person chose here (the pseudo-locale is English underneath).
  language: () => (currentLocale() === 'pseudo' ? 'en' : currentLocale()),
  onSessionEnded: () => {
    localStorage.clear();
    hardRedirect('/');
  },
  takeEarlyResponse: takeEarlyGet,
});

/** Every endpoint of the API: `api.<group>.<name>({ params, query, body, signal })`. */
export const api = client.api;

/**
 * Exchanges the stored refresh token for a new token pair and saves it. Concurrent callers share one
 * in-flight request, and the tabs of the browser take turns: a tab that waited for another uses the tokens it
 * stored. Rejects with an ApiError when there is no refresh token or the server refuses it.
 */
export const refreshTokens = (): Promise<void> => client.refreshTokens();

/**
 * Called before POST /auth/logout: waits for a refresh already under way (so the logout carries the newest
 * token and no refresh answers after it), then makes every 401 of this login final, the logout's own included.
 */
export async function beginLogout(): Promise<void> {
  await client.refreshing()?.catch(() => undefined);
  endedRefreshToken = getRefreshToken();
}

/** A new login was stored: 401s refresh again. */
export function forgetEndedLogin(): void {
  endedRefreshToken = undefined;
}
