/**
 * What a caller needs to address an endpoint, without zod: its method, path and credential. The zod-free entry
 * (`@atria/contracts/zod-free`) exports these for every route of the table (endpoints.gen.ts).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteAuth = 'public' | 'bearer' | 'refresh';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly auth: RouteAuth;
  /** The body is a file sent as is, by default with this Content-Type (the route's `upload`), not JSON. */
  readonly upload?: string;
  /** The answer is a file of this media type, read as text, not JSON (the route's `download`). */
  readonly download?: string;
}

/** `path` with each `:name` replaced by the URI-encoded `params[name]`; throws when one is missing. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
