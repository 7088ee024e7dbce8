import { fillPath, type Endpoint } from '@atria/contracts/zod-free';

export type QueryValue = string | number | boolean | undefined;

/** Where the API lives on the web app's own origin. */
export const API_BASE = '/api';

/**
 * `<base><path>?<query>` of an endpoint: path parameters filled in, undefined query values left out, the
 * query's key order kept (start-up requests are matched by URL, so one call is always spelled the same way).
 */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  parts: { params?: object; query?: object } = {},
  base: string = API_BASE,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query ?? {}) as [string, QueryValue][]) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  const path = fillPath(endpoint.path, parts.params as Readonly<Record<string, string | number>> | undefined);
  return `${base}${path}${query ? `?${query}` : ''}`;
}

/**
 * Sends `GET url` with `bearer` and the client's headers, without reading the answer: the web's start-up requests,
 * whose answers a later call of the client takes (ApiClientOptions.takeEarlyResponse).
 */
export function startGet(
  url: string,
  bearer: string,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
): Promise<Response> {
  return doFetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${bearer}` } });
}
