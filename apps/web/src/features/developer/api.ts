import type { CreateTokenBody, CreatedToken } from '@atria/contracts/zod-free';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { retryUnlessClientError } from '../../lib/query-retry';

/** Query keys of the developer settings; mutations invalidate by these. */
export const developerKeys = {
  tokens: () => ['developer', 'tokens'] as const,
  organizations: () => ['developer', 'organizations'] as const,
};

/** GET /users/me/tokens: the caller's personal access tokens, never their secrets. */
export function tokensQueryOptions() {
  return queryOptions({
    queryKey: developerKeys.tokens(),
    queryFn: ({ signal }) => api.tokens.list({ signal }),
    retry: retryUnlessClientError,
  });
}

/** GET /organizations: the organizations a token may be limited to (the first 100). */
export function tokenOrganizationsQueryOptions() {
  return queryOptions({
    queryKey: developerKeys.organizations(),
    queryFn: ({ signal }) => api.organizations.list({ query: { per_page: 100 }, signal }),
    retry: retryUnlessClientError,
  });
}

/** POST /users/me/tokens (201): the only answer that holds the token itself. */
export function createToken(body: CreateTokenBody): Promise<CreatedToken> {
  return api.tokens.create({ body });
}

/** DELETE /users/me/tokens/{id} (204): the token stops working at once. */
export async function revokeToken(id: number): Promise<void> {
  await api.tokens.revoke({ params: { id } });
}
