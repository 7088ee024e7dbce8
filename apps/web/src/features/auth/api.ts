import type { TokenPair, User, LoginBody, SignupBody } from '@atria/contracts/zod-free';
import { api } from '../../lib/api-client';

/** POST /auth/login → token pair. 401 for bad credentials. */
export function loginRequest(body: LoginBody): Promise<TokenPair> {
  return api.auth.login({ body });
}

/** POST /auth/signup → token pair. 409 when the email is taken. */
export function signupRequest(body: SignupBody): Promise<TokenPair> {
  return api.auth.signup({ body });
}

/** GET /auth/me → the signed-in user. */
export function fetchCurrentUser(): Promise<User> {
  return api.auth.me();
}

/** POST /auth/logout (204). */
export async function logoutRequest(): Promise<void> {
  await api.auth.logout();
}
