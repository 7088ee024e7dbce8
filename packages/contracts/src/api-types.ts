import type { z } from 'zod';
import type { RouteDefinition } from './api/route';
import type { RouteTable } from './api/table';

/*
 * The request and answer types of every route of the table, for callers that do not load zod: these imports
 * are types only and vanish from the built code.
 */

type Input<S> = S extends z.ZodType ? z.input<S> : never;
/** Path and query values as the server reads them (numbers for ids): the client turns them into text. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : never;
type SuccessStatus = 200 | 201 | 204;

type ParamsPart<R extends RouteDefinition> = R['params'] extends z.ZodType
  ? { params: Parsed<R['params']> }
  : { params?: undefined };
type QueryPart<R extends RouteDefinition> = R['query'] extends z.ZodType
  ? Partial<Input<R['query']>> extends Input<R['query']>
    ? { query?: Partial<Parsed<R['query']>> }
    : { query: Parsed<R['query']> }
  : { query?: undefined };
/** A file's content: text, or bytes as a browser (a File is a Blob) or Node holds them. */
export type FileBody = string | Blob | ArrayBuffer | Uint8Array;
/** An upload route takes the file itself, sent as is. */
type BodyPart<R extends RouteDefinition> = R['upload'] extends object
  ? { body: FileBody; /** The Content-Type; the route's default media type when absent. */ contentType?: string }
  : R['body'] extends z.ZodType
    ? { body: Input<R['body']> }
    : { body?: undefined };

/** What a call of route R takes: its path parameters, query and body, each present only when the route has it. */
export type RouteRequest<R extends RouteDefinition> = ParamsPart<R> & QueryPart<R> & BodyPart<R>;

/** The body of R's successful answers (null for 204); a download that is not text arrives as a Blob. */
export type RouteResponse<R extends RouteDefinition> = R['download'] extends { mediaType: `text/${string}` }
  ? JsonResponse<R>
  : R['download'] extends object
    ? Blob
    : JsonResponse<R>;
type JsonResponse<R extends RouteDefinition> = {
  [S in keyof R['responses']]: S extends SuccessStatus ? z.output<R['responses'][S]> : never;
}[keyof R['responses']];

export type RouteGroupName = keyof RouteTable;
export type RouteName<G extends RouteGroupName> = keyof RouteTable[G] & string;
export type RouteOf<G extends RouteGroupName, N extends RouteName<G>> = RouteTable[G][N] extends RouteDefinition
  ? RouteTable[G][N]
  : never;
export type { RouteDefinition, RouteTable };
