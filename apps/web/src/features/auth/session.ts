import type { LoginBody, SignupBody, TokenPair } from '@atria/contracts/zod-free';
import type { QueryClient } from '@tanstack/react-query';
import { beginLogout, forgetEndedLogin, ApiError } from '../../lib/api-client';
import { clearTokens, saveTokens } from '../../lib/tokens';
import { fetchCurrentUser, loginRequest, logoutRequest, signupRequest } from './api';
import { dispatchAuth } from './auth-store';
import { applySavedLocale, localeToSave } from './saved-locale';

/**
 * Stores the token pair a credential call answers (login, sign-up, an invitation claim) and loads the current
 * user. On any failure both tokens are removed and the error is rethrown for the form to report.
 */
export async function establishSession(obtainTokens: () => Promise<TokenPair>): Promise<void> {
  try {
    const tokens = await obtainTokens();
    forgetEndedLogin();
    saveTokens(tokens);
    const user = await fetchCurrentUser();
    dispatchAuth({ type: 'setUser', user });
    applySavedLocale(user);
  } catch (error) {
    clearTokens();
    throw error;
  }
}

/**
 * Logs in, stores both tokens and loads the current user (docs/product.md#authentication).
 * On any failure both tokens are removed and the ApiError is rethrown for the form to report.
 */
export function logIn(body: LoginBody): Promise<void> {
  return establishSession(() => loginRequest(body));
}

/** Signs up (the confirmation never leaves the browser) with the language chosen here, then behaves like `logIn`. */
export function signUp(body: SignupBody): Promise<void> {
  const locale = localeToSave();
  return establishSession(() => signupRequest(locale ? { ...body, locale } : body));
}

/**
 * Logs out (docs/product.md#authentication): a failed server call is only logged; either way tokens and user are cleared.
 * The query cache is cleared in both cases so no data of this user outlives the session. Nothing refreshes the
 * tokens once logging out has begun (beginLogout); a 401 then means the login had already ended, which is no error.
 */
export async function logOut(queryClient: QueryClient): Promise<void> {
  await beginLogout();
  try {
    await logoutRequest();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.error('Logout failed', error);
  }
  clearTokens();
  dispatchAuth({ type: 'logout' });
  queryClient.clear();
}
