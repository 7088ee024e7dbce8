import { z } from 'zod';
import { ErrorBody } from '../common';
import type { FileMediaType, HttpMethod, RouteAuth } from '../endpoint';

/**
 * One endpoint of the HTTP API, written once (docs/architecture.md#route-table): the server registers it,
 * OpenAPI describes it and the typed client calls it. `path` is relative to `/api`, with `:name` parameters.
 */
export interface RouteDefinition {
  method: HttpMethod;
  path: `/${string}`;
  /** Who may call it: anyone, a bearer access token, or the refresh token sent as the bearer credential. */
  auth: RouteAuth;
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A file upload instead of a JSON body: the request body is the raw file of this media type, at most `maxBytes`
   * (bigger uploads are refused with 413 before being read), handed to the handler as a stream.
   */
  upload?: { mediaType: FileMediaType; maxBytes: number; description: string };
  /** The success answer is a file of this media type (its schema under `responses` is the file as text), not JSON. */
  download?: FileMediaType;
  /** Every status it answers with, errors included; the lowest 2xx is the status of a plain handler result. */
  responses: Readonly<Record<number, z.ZodType>>;
}

export type RouteGroup = Readonly<Record<string, RouteDefinition>>;

/** Keeps the literal types of a group of routes (their names become the client's method names). */
export function defineRoutes<const G extends Record<string, RouteDefinition>>(group: G): G {
  return group;
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/** The error body under each of `statuses` (docs/architecture.md#api-conventions). */
export function errors<const S extends readonly ErrorStatus[]>(...statuses: S): { [K in S[number]]: typeof ErrorBody } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as { [K in S[number]]: typeof ErrorBody };
}

/** An answer without a body (204). */
export const NoContent = z.null();
