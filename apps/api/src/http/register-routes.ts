import type { Readable } from 'node:stream';
import { listRoutes, type RouteDefinition, type RouteTable } from '@atria/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../context';
import { registerUploadParser, uploadBody } from './upload-body';
import { actorOf } from './actor';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The body a handler receives: an upload's bytes or stream (its `as`), or the parsed JSON. */
type BodyOf<R extends RouteDefinition> = R['upload'] extends { as: 'stream' }
  ? Readable
  : R['upload'] extends object
    ? Buffer
    : Parsed<R['body']>;
type SuccessStatus = 200 | 201 | 204;
type Responses<R extends RouteDefinition> = R['responses'];

/** What a handler may return as the answer: the body of one of the route's 2xx statuses. */
export type HandlerResult<R extends RouteDefinition> = {
  [S in keyof Responses<R>]: S extends SuccessStatus ? z.input<Responses<R>[S]> : never;
}[keyof Responses<R>];

/** What a handler receives: the validated parts of the request, the caller, and Fastify's own objects. */
export interface HandlerInput<R extends RouteDefinition> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  /** The JSON body, or an upload's file: a Buffer, or a stream the handler reads (empty when there is none). */
  body: BodyOf<R>;
  /** The authenticated caller (bearer routes); reading it on another route answers 401. */
  readonly actor: Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A route's handler: calls one service method. A plain result is sent with the route's lowest 2xx status; a
 * handler that needs another status or headers answers through `reply` and returns it.
 */
export type RouteHandler<R extends RouteDefinition> = (
  input: HandlerInput<R>,
) => Promise<HandlerResult<R> | FastifyReply>;

/** A handler with the server-only options of its route: caching, hooks that run before it. */
export interface RouteImplementation<R extends RouteDefinition> {
  handler: RouteHandler<R>;
  config?: FastifyContextConfig;
  preHandler?: (request: FastifyRequest) => Promise<void>;
}

export type GroupHandlers<G extends keyof RouteTable> = {
  [N in keyof RouteTable[G]]: RouteTable[G][N] extends RouteDefinition
    ? RouteHandler<RouteTable[G][N]> | RouteImplementation<RouteTable[G][N]>
    : never;
};

/** One handler for every route of the table: a missing or extra one does not compile. */
export type Handlers = { [G in keyof RouteTable]: GroupHandlers<G> };

const BEARER = [{ bearerAuth: [] }];

/**
 * The route's responses as Fastify's schema takes them: a 2xx body that is a file (`download`) is described under
 * its media type, so OpenAPI shows it, and is sent as the handler gives it; errors stay JSON.
 */
function responseSchemas(route: RouteDefinition): Record<number, unknown> {
  const produces = route.download?.mediaType;
  if (!produces) return { ...route.responses };
  return Object.fromEntries(
    Object.entries(route.responses).map(([status, schema]) => {
      const ok = Number(status) >= 200 && Number(status) < 300 && Number(status) !== 204;
      return [status, ok ? { description: schema.description ?? 'OK', content: { [produces]: { schema } } } : schema];
    }),
  );
}

function successStatus(route: RouteDefinition): number {
  const statuses = Object.keys(route.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return Math.min(...statuses);
}

/**
 * Registers every route of the contracts' table with its handler (docs/architecture.md#route-table): schemas,
 * OpenAPI description (operationId `<group>.<name>`) and credential come from the table, the rest from the
 * handler map.
 */
export function registerRoutes(app: FastifyInstance, handlers: Handlers): void {
  const byGroup = handlers as unknown as Readonly<
    Record<string, Readonly<Record<string, RouteHandler<RouteDefinition> | RouteImplementation<RouteDefinition>>>>
  >;
  for (const { group, name, route } of listRoutes()) {
    const entry = byGroup[group]?.[name];
    if (!entry) throw new Error(`No handler for route ${group}.${name}`);
    const { handler, config, preHandler } =
      typeof entry === 'function' ? { handler: entry, config: undefined, preHandler: undefined } : entry;
    const status = successStatus(route);
    const options: RouteOptions = {
      method: route.method,
      url: route.path,
      ...(route.auth === 'bearer' ? { onRequest: app.authenticate } : {}),
      ...(preHandler ? { preHandler } : {}),
      ...(config ? { config } : {}),
      schema: {
        tags: [...route.tags],
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        operationId: `${group}.${name}`,
        ...(route.auth === 'public' ? {} : { security: BEARER }),
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        // No body schema for an upload: the OpenAPI transform describes it as a file of these types (plugins/openapi.ts).
        ...(route.upload
          ? { consumes: [...route.upload.mediaTypes], 'x-upload-description': route.upload.description }
          : {}),
        response: responseSchemas(route),
      },
      handler: async (request, reply) => {
        const result = await handler({
          params: request.params as never,
          query: request.query as never,
          body: (route.upload ? uploadBody(route.upload, request.body) : request.body) as never,
          get actor() {
            return actorOf(request);
          },
          request,
          reply,
        });
        // A handler that answered itself returns the reply; an async one hands back what the reply's `then`
        // resolves with instead (a Fastify reply is a thenable), so `sent` is what tells.
        if (result === reply || reply.sent) return reply;
        const file = route.download?.mediaType;
        if (file) void reply.type(file.startsWith('text/') ? `${file}; charset=utf-8` : file);
        return reply.status(status).send(status === 204 ? null : result);
      },
    };
    if (!route.upload) {
      app.route(options);
      continue;
    }
    // An upload's body parser is scoped to its own route: nowhere else is a file accepted as the body.
    const { upload } = route;
    void app.register(async (scoped) => {
      registerUploadParser(scoped, upload);
      scoped.route(options);
    });
  }
}
