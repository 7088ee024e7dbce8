import type { TokenPair, User, LoginBody, SignupBody } from '@atria/contracts';
import { apiRequest } from '../../lib/api-client';
import { currentUserPath } from './api-paths';

/** POST /auth/login → token pair. 401 for bad credentials. */
export function loginRequest(body: LoginBody): Promise<TokenPair> {
  return apiRequest<TokenPair>('/auth/login', { method: 'POST', body });
}

/** POST /auth/signup → token pair. 409 when the email is taken. */
export function signupRequest(body: SignupBody): Promise<TokenPair> {
  return apiRequest<TokenPair>('/auth/signup', { method: 'POST', body });
}

/** GET /auth/me → the signed-in user. */
export function fetchCurrentUser(): Promise<User> {
  return apiRequest<User>(currentUserPath);
}

/** POST /auth/logout (204). */
export async function logoutRequest(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST' });
}
