import { z } from 'zod';
import { ErrorBody } from '../common';
import type { HttpMethod, RouteAuth } from '../endpoint';

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
   * The body is a file's raw bytes (an image: `image/*` or `application/octet-stream`) instead of JSON, refused
   * with 413 past `maxBytes` before it is read whole (docs/images.md#uploading).
   */
  upload?: RawUpload;
  /** Every status it answers with, errors included; the lowest 2xx is the status of a plain handler result. */
  responses: Readonly<Record<number, z.ZodType>>;
  /**
   * The media type of its 2xx bodies when they are not JSON (`text/calendar`): OpenAPI describes them so, and the
   * handler sends them as they are, with that type.
   */
  produces?: string;
}

/** A raw-bytes body: its largest size. */
export interface RawUpload {
  readonly maxBytes: number;
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
