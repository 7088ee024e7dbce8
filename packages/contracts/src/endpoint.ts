/**
 * What a caller needs to address an endpoint, without zod: its method, path and credential. The zod-free entry
 * (`@atria/contracts/zod-free`) exports these for every route of the table (endpoints.gen.ts).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RouteAuth = 'public' | 'bearer' | 'refresh';
/** The media types of files sent or answered instead of JSON. */
export type FileMediaType = 'text/csv';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly auth: RouteAuth;
  /** The request body is a file of this media type (sent as is), not JSON. */
  readonly upload?: FileMediaType;
  /** The answer is a file of this media type (read as text), not JSON. */
  readonly download?: FileMediaType;
}

/** `path` with each `:name` replaced by the URI-encoded `params[name]`; throws when one is missing. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
