import { startGet } from '@atria/client';

/**
 * GET requests started at start-up, before the code that will ask for them has loaded. The page's code sits
 * in chunks loaded on demand, and the API client with them; a reload of a deep page would otherwise ask for
 * its data only once those chunks have arrived and run. `warmUpStartRoute` starts the requests from the entry
 * chunk, and the API client's first call of the same URL with the same access token takes the answer, once.
 * An answer not taken within `EARLY_GET_TTL_MS` is left alone (the caller fetches afresh), so nothing old is
 * ever served.
 */
export const EARLY_GET_TTL_MS = 5_000;

interface EarlyGet {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, EarlyGet>();

/** Starts `GET url` with `token` as bearer, unless one for that URL is already waiting to be taken. */
export function startEarlyGet(url: string, token: string): void {
  if (started.has(url)) return;
  const response = startGet(url, token);
  // A failure belongs to whoever takes the answer; until then it must not count as unhandled.
  response.catch(() => undefined);
  started.set(url, { token, startedAt: Date.now(), response });
}

/** The answer of an early `GET url` made with `token`, removing it; undefined when there is none to take. */
export function takeEarlyGet(url: string, token: string | null): Promise<Response> | undefined {
  const early = started.get(url);
  if (!early) return undefined;
  started.delete(url);
  if (early.token !== token || Date.now() - early.startedAt > EARLY_GET_TTL_MS) return undefined;
  return early.response;
}
