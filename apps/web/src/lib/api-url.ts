/** Where the API lives and how a call's URL is spelled; shared by the client and the start-up requests. */
const API_BASE = '/api';

export type QueryValue = string | number | boolean | undefined;

/** `/api<path>?<query>`, leaving out undefined values and keeping the query's key order. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}
