import { isApiError } from '../../../lib/api-client';
import { SocketRequestError } from '../../../lib/socket';

/**
 * The server's own words for a refusal the user can act on (muted, too fast, poll closed, not allowed), whether it
 * came over the socket or HTTP; `fallback` for anything else (the network, a server error).
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof SocketRequestError && error.error.status < 500) return error.error.message;
  if (isApiError(error) && error.data && error.status >= 400 && error.status < 500) return error.data.message;
  return fallback;
}
