// From the API client's package, not lib/api-client.ts: this module is in every page's first script.
import { isApiError } from '@atria/client';
import { translate } from './i18n/i18n';
import { SocketRequestError, SocketUnavailableError } from './socket-errors';

/**
 * What the reader is shown for a failed call (docs/i18n.md#error-texts), always in the chosen language: the
 * server's own message when it answered with an error body (HTTP answers follow the request's Accept-Language,
 * socket answers the socket's language, so it is already the reader's); otherwise (the network failed, a proxy
 * answered with a page of its own, the code threw) a line from the catalogs, never an exception's English text.
 */
export function describeError(error: unknown): string {
  if (isApiError(error) && error.data) return error.data.message;
  if (error instanceof SocketRequestError) return error.error.message;
  const unreachable = (isApiError(error) && error.status === 0) || error instanceof SocketUnavailableError;
  if (unreachable) return translate('error.network');
  return translate('error.unexpected');
}
