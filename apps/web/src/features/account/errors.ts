import { isApiError } from '../../lib/api-client';

/**
 * The server's own words for a refusal the person can act on (docs/product.md#settings): 409 for the last owner
 * of an organization, 403 for the shared demo account. Null for anything else.
 */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || !error.data) return null;
  return error.status === 409 || error.status === 403 ? error.data.message : null;
}
