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
   * A file as the body instead of JSON (docs/architecture.md#route-table): the raw bytes of one of `mediaTypes`
   * (`image/*` patterns allowed), at most `maxBytes` (a declared size above it is refused with 413 and `tooLarge`
   * before a byte is read, a body that grows past it as soon as it does). The handler gets it whole as a Buffer
   * (`as: 'buffer'`, images) or as a stream it reads itself (`as: 'stream'`, CSV imports).
   */
  upload?: FileUpload;
  /** Every status it answers with, errors included; the lowest 2xx is the status of a plain handler result. */
  responses: Readonly<Record<number, z.ZodType>>;
  /**
   * Its 2xx body is a file of this media type (`text/csv`, `text/calendar`), not JSON: OpenAPI describes it so, the
   * handler's result is sent as it is with that type, and the client reads it as text.
   */
  download?: FileDownload;
}

/** An upload route's body: see `RouteDefinition.upload`. */
export interface FileUpload {
  readonly mediaTypes: readonly string[];
  readonly maxBytes: number;
  readonly as: 'buffer' | 'stream';
  /** The 413 message, also given as the `file` field's error. */
  readonly tooLarge: string;
  /** How OpenAPI describes the body. */
  readonly description?: string;
}

/** A download route's answer: see `RouteDefinition.download`. */
export interface FileDownload {
  readonly mediaType: string;
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
