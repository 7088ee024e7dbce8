import {
  endpoints,
  type Endpoint,
  type RefreshResponse,
  type RouteDefinition,
  type RouteGroupName,
  type RouteName,
  type RouteOf,
  type RouteRequest,
  type RouteResponse,
} from '@atria/contracts/zod-free';
import { ApiError, readErrorBody } from './errors';
import { API_BASE, endpointUrl } from './url';

export interface StoredTokens {
  access_token: string;
  refresh_token?: string;
}

/** Where the client keeps the caller's tokens: local storage in the browser, memory in a script. */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  saveTokens(tokens: StoredTokens): void;
}

export interface ApiClientOptions {
  tokens: TokenStore;
  /** The API's root: `/api` (the default) on the web app's origin, `http://host:port/api` elsewhere. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Runs the refresh exchange; the web passes its lock shared by the browser's tabs. Default: runs it. */
  refreshLock?: (exchange: () => Promise<void>) => Promise<void>;
  /** Whether a 401 may be answered by refreshing now (the web says no while logging out). Default: yes. */
  mayRefresh?: () => boolean;
  /** The tokens could not be refreshed (none stored, or refused): the login is over. */
  onSessionEnded?: () => void;
  /** An answer to this GET already under way with this bearer (the web's start-up requests), taken once. */
  takeEarlyResponse?: (url: string, bearer: string | null) => Promise<Response> | undefined;
  /**
   * The language to ask for (`Accept-Language`), read on each call: error messages come back in it, with the
   * same stable `code`. Default: the runtime's own header (a browser's languages), if any.
   */
  language?: () => string | undefined;
}

export interface CallOptions {
  signal?: AbortSignal;
}

type RouteCall<R extends RouteDefinition> =
  Partial<RouteRequest<R>> extends RouteRequest<R>
    ? (request?: RouteRequest<R> & CallOptions) => Promise<RouteResponse<R>>
    : (request: RouteRequest<R> & CallOptions) => Promise<RouteResponse<R>>;

/** `api.<group>.<name>(request)` for every route of the contracts' table (docs/architecture.md#typed-client). */
export type Api = { [G in RouteGroupName]: { [N in RouteName<G>]: RouteCall<RouteOf<G, N>> } };

export interface ApiClient {
  api: Api;
  /**
   * Exchanges the stored refresh token for a new pair and saves it; concurrent callers share one request.
   * Rejects with an ApiError when there is no refresh token or the server refuses it.
   */
  refreshTokens(): Promise<void>;
  /** The refresh under way, if any. */
  refreshing(): Promise<void> | null;
}

interface Request {
  params?: object;
  query?: object;
  body?: unknown;
  /** An upload's Content-Type (endpoints with `upload`). */
  contentType?: string;
  signal?: AbortSignal;
}

/**
 * The fetch body and its Content-Type: JSON, or an upload's file (text or bytes) as it is, with the type given,
 * else the route's default one.
 */
function encodeBody(endpoint: Endpoint, request: Request): { body: BodyInit | undefined; type: string | undefined } {
  if (request.body === undefined) return { body: undefined, type: undefined };
  if (endpoint.upload) return { body: request.body as BodyInit, type: request.contentType ?? endpoint.upload };
  return { body: JSON.stringify(request.body), type: 'application/json' };
}

const NOT_JSON = Symbol('not JSON');

/** The parsed JSON body, null for an empty one (204), NOT_JSON when it is something else (an HTML page). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const data = readErrorBody(body);
  return new ApiError(response.status, data, data?.message ?? `Request failed with status ${response.status}`);
}

function isTokenPair(value: unknown): value is RefreshResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { access_token: access, refresh_token: refresh } = value as Record<string, unknown>;
  return typeof access === 'string' && typeof refresh === 'string';
}

function networkError(cause: unknown): never {
  if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
  throw new ApiError(0, null, 'Network error');
}

/**
 * A client of every endpoint of the table, over fetch. Bearer routes carry the stored access token; on a 401
 * the tokens are refreshed once (one request shared by concurrent calls) and the call replayed once. Each call
 * resolves with the answer's JSON body (null when empty; the text of a text file download, a Blob of another) typed by the contracts: the server serializes every
 * answer through their schemas, so the client takes the types on trust and loads no zod. Any non-2xx answer,
 * a network failure or a 2xx body that is not JSON rejects with an ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, baseUrl = API_BASE, refreshLock = (exchange) => exchange(), mayRefresh = () => true } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  function send(endpoint: Endpoint, request: Request, bearer: string | null): Promise<Response> {
    const url = endpointUrl(endpoint, request, baseUrl);
    if (endpoint.method === 'GET') {
      const early = options.takeEarlyResponse?.(url, bearer);
      if (early) return early.catch(networkError);
    }
    const headers = new Headers({
      Accept: endpoint.download ? `${endpoint.download}, application/json` : 'application/json',
    });
    const { body, type } = encodeBody(endpoint, request);
    if (type) headers.set('Content-Type', type);
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
    const language = options.language?.();
    if (language) headers.set('Accept-Language', language);
    return doFetch(url, {
      method: endpoint.method,
      headers,
      body,
      signal: request.signal,
    }).catch(networkError);
  }

  let inFlight: Promise<void> | null = null;

  async function performRefresh(): Promise<void> {
    const seen = tokens.getRefreshToken();
    if (!seen) throw new ApiError(401, null, 'No refresh token');
    await refreshLock(async () => {
      const refreshToken = tokens.getRefreshToken();
      // Refreshed (or logged out) elsewhere while this one waited: the new tokens are in the store.
      if (refreshToken !== seen) {
        if (!refreshToken) throw new ApiError(401, null, 'No refresh token');
        return;
      }
      const response = await send(endpoints.auth.refresh, {}, refreshToken);
      if (!response.ok) throw await toApiError(response);
      const body = await readJson(response);
      if (!isTokenPair(body)) throw new ApiError(response.status, null, 'Invalid refresh response');
      tokens.saveTokens({ access_token: body.access_token, refresh_token: body.refresh_token });
    });
  }

  function refreshTokens(): Promise<void> {
    inFlight ??= performRefresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function fetchWithReauth(endpoint: Endpoint, request: Request): Promise<Response> {
    if (endpoint.auth === 'public') return send(endpoint, request, null);
    if (endpoint.auth === 'refresh') return send(endpoint, request, tokens.getRefreshToken());
    const bearer = tokens.getAccessToken();
    const response = await send(endpoint, request, bearer);
    if (response.status !== 401 || !mayRefresh()) return response;
    // A token replaced while the request was out (another tab refreshed) is tried before refreshing again.
    const current = tokens.getAccessToken();
    if (current !== bearer && current !== null) return send(endpoint, request, current);
    try {
      await refreshTokens();
    } catch {
      options.onSessionEnded?.();
      throw await toApiError(response);
    }
    return send(endpoint, request, tokens.getAccessToken());
  }

  async function call(endpoint: Endpoint, request: Request = {}): Promise<unknown> {
    const response = await fetchWithReauth(endpoint, request);
    if (!response.ok) throw await toApiError(response);
    // A text file (CSV, iCalendar) as a string; any other file (a zip archive) as its bytes.
    if (endpoint.download) return endpoint.download.startsWith('text/') ? response.text() : response.blob();
    const body = await readJson(response);
    if (body === NOT_JSON)
      throw new ApiError(response.status, null, `Unexpected response from ${endpoint.method} ${endpoint.path}`);
    return body;
  }

  const api = Object.fromEntries(
    Object.entries(endpoints).map(([group, routes]) => [
      group,
      Object.fromEntries(
        Object.entries(routes).map(([name, endpoint]) => [name, (request?: Request) => call(endpoint, request)]),
      ),
    ]),
  ) as unknown as Api;

  return { api, refreshTokens, refreshing: () => inFlight };
}

/** Tokens held in memory: for scripts and servers (the web keeps them in local storage). */
export function memoryTokens(initial: Partial<StoredTokens> = {}): TokenStore {
  let access = initial.access_token ?? null;
  let refresh = initial.refresh_token ?? null;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    saveTokens(pair) {
      access = pair.access_token;
      if (pair.refresh_token) refresh = pair.refresh_token;
    },
  };
}
