import type { ErrorBody, RefreshResponse } from '@atria/contracts';
import { apiUrl, type QueryValue } from './api-url';
import { takeEarlyGet } from './early-gets';
import { readErrorBody } from './error-body';
import { hardRedirect } from './navigation';
import { withRefreshLock } from './refresh-lock';
import { getAccessToken, getRefreshToken, saveTokens } from './tokens';

const REFRESH_PATH = '/auth/refresh';
/** Credential calls: a 401 there means bad credentials, not an expired access token. */
const NO_REFRESH_PATHS = new Set(['/auth/login', '/auth/signup', REFRESH_PATH]);

/** A failed call: HTTP status (0 when the network failed), the server's error body and a message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: ErrorBody | null;

  constructor(status: number, data: ErrorBody | null, message: string) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

function networkError(cause: unknown): never {
  if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
  throw new ApiError(0, null, 'Network error');
}

function send(path: string, options: RequestOptions, bearer: string | null): Promise<Response> {
  const url = apiUrl(path, options.query);
  const method = options.method ?? 'GET';
  // A GET that start-up already sent with this token (see early-gets.ts) is not sent again.
  const early = method === 'GET' && options.body === undefined ? takeEarlyGet(url, bearer) : undefined;
  if (early) return early.catch(networkError);
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  return fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  }).catch(networkError);
}

const NOT_JSON = Symbol('not JSON');

/** The parsed JSON body, `undefined` for an empty one (204), NOT_JSON when it is something else (an HTML page). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const data = readErrorBody(await readJson(response));
  return new ApiError(response.status, data, data?.message ?? `Request failed with status ${response.status}`);
}

function isTokenPair(value: unknown): value is RefreshResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { access_token: access, refresh_token: refresh } = value as Record<string, unknown>;
  return typeof access === 'string' && typeof refresh === 'string';
}

let refreshInFlight: Promise<void> | null = null;

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
 * Called before POST /auth/logout: waits for a refresh already under way (so the logout carries the newest
 * token and no refresh answers after it), then makes every 401 of this login final, the logout's own included.
 */
export async function beginLogout(): Promise<void> {
  if (refreshInFlight) await refreshInFlight.catch(() => undefined);
  endedRefreshToken = getRefreshToken();
}

/** A new login was stored: 401s refresh again. */
export function forgetEndedLogin(): void {
  endedRefreshToken = undefined;
}

async function performRefresh(): Promise<void> {
  const seen = getRefreshToken();
  if (!seen) throw new ApiError(401, null, 'No refresh token');
  await withRefreshLock(async () => {
    const refreshToken = getRefreshToken();
    // Another tab refreshed (or logged out) while this one waited: its tokens are in the shared storage.
    if (refreshToken !== seen) {
      if (!refreshToken) throw new ApiError(401, null, 'No refresh token');
      return;
    }
    const response = await send(REFRESH_PATH, { method: 'POST' }, refreshToken);
    if (!response.ok) throw await toApiError(response);
    const body = await readJson(response);
    if (!isTokenPair(body)) throw new ApiError(response.status, null, 'Invalid refresh response');
    saveTokens({ access_token: body.access_token, refresh_token: body.refresh_token });
  });
}

/**
 * Exchanges the stored refresh token for a new token pair and saves it. Concurrent callers share one
 * in-flight request, and the tabs of the browser take turns (withRefreshLock): a tab that waited for another
 * uses the tokens it stored. Rejects with an ApiError when there is no refresh token or the server refuses it.
 */
export function refreshTokens(): Promise<void> {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function fetchWithReauth(path: string, options: RequestOptions): Promise<Response> {
  const bearer = getAccessToken();
  const response = await send(path, options, bearer);
  if (response.status !== 401 || NO_REFRESH_PATHS.has(path) || loggingOut()) return response;
  // A token replaced while the request was out (another tab refreshed) is tried before refreshing again.
  if (getAccessToken() !== bearer && getAccessToken() !== null) return send(path, options, getAccessToken());
  try {
    await refreshTokens();
  } catch {
    // docs/product.md#authentication: no refresh token or a refused refresh ends the session everywhere.
    localStorage.clear();
    hardRedirect('/');
    throw await toApiError(response);
  }
  return send(path, options, getAccessToken());
}

/**
 * Calls `/api<path>` with JSON and the stored bearer token. On a 401 it refreshes the tokens once (shared
 * between concurrent calls) and replays the request once. Resolves with the JSON body (`undefined` when empty)
 * as `T`: the server serializes every answer through the contracts' schemas, so the client takes the contract
 * types on trust instead of shipping zod to every page (zod loads only with the forms that validate with it).
 * Throws ApiError for any non-2xx answer, a network failure or a 2xx body that is not JSON.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetchWithReauth(path, options);
  if (!response.ok) throw await toApiError(response);
  const body = await readJson(response);
  if (body === NOT_JSON) throw new ApiError(response.status, null, `Unexpected response from ${path}`);
  return body as T;
}
