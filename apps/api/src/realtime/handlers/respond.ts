import { SOCKET_RESPONSES, type ClientEventName, type ServerToClientEvents, type SocketAck, type SocketError } from '@atria/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, validation, type FieldErrors } from '../../errors';
import { toErrorBody } from '../../plugins/error-handler';
import type { AppSocket } from '../types';

type ResponseEvent<E extends ClientEventName> = (typeof SOCKET_RESPONSES)[E];
export type ResponseOf<E extends ClientEventName> = Parameters<ServerToClientEvents[ResponseEvent<E>]>[0];

/** Zod issues as the HTTP error body's field errors (first path segment, `_schema` for the payload itself). */
function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const field = head === undefined ? '_schema' : String(head);
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

/** The error body of the HTTP API, plus the event it answers (and Retry-After as a number). */
export function toSocketError(event: string, err: unknown, log: FastifyBaseLogger): SocketError {
  const body = toErrorBody(err);
  if (body.status >= 500) log.error({ err, event }, 'socket request failed');
  const retryAfter = err instanceof AppError ? Number(err.headers?.['retry-after']) : Number.NaN;
  return Number.isInteger(retryAfter) ? { event, ...body, retry_after: retryAfter } : { event, ...body };
}

/**
 * Registers one request event: validates its payload with `schema`, runs it, and answers with the response
 * event of SOCKET_RESPONSES and through the acknowledgement callback when the client passed one. A failure
 * answers with `request_error` (and `{ ok: false }` to the callback): never silence.
 */
export function onRequest<E extends ClientEventName, S extends z.ZodType>(
  socket: AppSocket,
  event: E,
  schema: S,
  run: (payload: z.output<S>) => Promise<ResponseOf<E>>,
  log: FastifyBaseLogger,
): void {
  const reply = SOCKET_RESPONSES[event];
  // Socket.IO's typed on/emit cannot follow a generic event name; `ResponseOf<E>` ties the payload to it.
  const emit = socket.emit.bind(socket) as (ev: string, payload: unknown) => boolean;
  const on = socket.on.bind(socket) as (ev: string, listener: (...args: unknown[]) => void) => unknown;
  on(event, (...args: unknown[]) => {
    const last = args[args.length - 1];
    const ack = typeof last === 'function' ? (last as (res: SocketAck<ResponseOf<E>>) => void) : undefined;
    const raw = ack && args.length === 1 ? undefined : args[0];
    const answer = (res: SocketAck<ResponseOf<E>>) => {
      if (res.ok) emit(reply, res.data);
      else socket.emit('request_error', res.error);
      ack?.(res);
    };
    const parsed = schema.safeParse(raw ?? {});
    if (!parsed.success) {
      answer({ ok: false, error: toSocketError(event, validation('Validation failed', fieldErrors(parsed.error)), log) });
      return;
    }
    run(parsed.data).then(
      (data) => answer({ ok: true, data }),
      (err: unknown) => answer({ ok: false, error: toSocketError(event, err, log) }),
    );
  });
}
