import {
  SOCKET_RESPONSES,
  type ClientEventName,
  type ServerToClientEvents,
  type SocketAck,
  type SocketError,
} from '@atria/contracts';
import type { MessageLocale } from '@atria/contracts/messages-i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, validation, type FieldErrors } from '../../errors';
import { localizeErrorBody, localizeIssue } from '../../lib/message-locale';
import { toErrorBody } from '../../plugins/error-handler';
import type { Actor } from '../../context';
import { knownLocale, socketLocale } from '../socket-locale';
import type { AppSocket } from '../types';

type ResponseEvent<E extends ClientEventName> = (typeof SOCKET_RESPONSES)[E];
export type ResponseOf<E extends ClientEventName> = Parameters<ServerToClientEvents[ResponseEvent<E>]>[0];

/**
 * Zod issues as the HTTP error body's field errors (first path segment, `_schema` for the payload itself), in
 * `locale` as HTTP writes them: the contracts' texts from their catalogs, zod's own from zod's locales.
 */
function fieldErrors(error: z.ZodError, locale: MessageLocale): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const field = head === undefined ? '_schema' : String(head);
    const params = issue as unknown as Record<string, unknown>;
    (out[field] ??= []).push(localizeIssue({ keyword: issue.code, message: issue.message, params }, locale));
  }
  return out;
}

/**
 * The error body of the HTTP API in the socket's language (socket-locale.ts; English by default), plus the
 * event it answers (and Retry-After as a number).
 */
export function toSocketError(
  event: string,
  err: unknown,
  log: FastifyBaseLogger,
  locale: MessageLocale = 'en',
): SocketError {
  const body = toErrorBody(err, undefined, locale);
  if (body.status >= 500) log.error({ err, event }, 'socket request failed');
  const retryAfter = err instanceof AppError ? Number(err.headers?.['retry-after']) : Number.NaN;
  return Number.isInteger(retryAfter) ? { event, ...body, retry_after: retryAfter } : { event, ...body };
}

/**
 * A request event's handler: one function for every socket, told which socket and actor it serves. Settles
 * once the request has been answered (it never rejects).
 */
export type RequestHandler = (socket: AppSocket, actor: Actor, args: unknown[]) => Promise<void>;

type Ack = (res: SocketAck<unknown>) => void;

/** The acknowledgement callback, when the client passed one (always the last argument). */
const ackOf = (args: unknown[]): Ack | undefined => {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as Ack) : undefined;
};

/** A socket error body (written in English) in `locale`; its `code`, `event` and Retry-After stay. */
export function localizeSocketError(error: SocketError, locale: MessageLocale): SocketError {
  return locale === 'en' ? error : { ...error, ...localizeErrorBody(error, locale) };
}

/**
 * Answers a request that was not run: `request_error` on the socket, and `{ ok: false }` to the callback, at once
 * (a flood's refusals arrive before `connection_throttled`), in the socket's language as far as it is known; when
 * the person's saved language still has to be read, the refusals after this one use it.
 */
export function refuseRequest(socket: AppSocket, userId: number, args: unknown[], error: SocketError): void {
  const locale = socketLocale(socket, userId);
  const localized = localizeSocketError(error, typeof locale === 'string' ? locale : knownLocale(socket));
  socket.emit('request_error', localized);
  ackOf(args)?.({ ok: false, error: localized });
}

// Socket.IO's typed emit cannot follow a generic event name; `ResponseOf<E>` ties the payload to it.
const emitUntyped = (socket: AppSocket, event: string, payload: unknown): void => {
  (socket.emit as unknown as (this: AppSocket, ev: string, p: unknown) => boolean).call(socket, event, payload);
};

/**
 * Builds the handler of one request event: validates its payload with `schema`, runs it, and answers with the
 * response event of SOCKET_RESPONSES and through the acknowledgement callback when the client passed one. A
 * failure answers with `request_error` (and `{ ok: false }` to the callback): never silence. Built once per
 * server and shared by all sockets, so an idle socket holds no closure of its own.
 */
export function requestHandler<E extends ClientEventName, S extends z.ZodType>(
  event: E,
  schema: S,
  run: (actor: Actor, payload: z.output<S>, socket: AppSocket) => Promise<ResponseOf<E>>,
  log: FastifyBaseLogger,
): RequestHandler {
  const reply = SOCKET_RESPONSES[event];
  const answer = (
    socket: AppSocket,
    ack: ((res: SocketAck<ResponseOf<E>>) => void) | undefined,
    res: SocketAck<ResponseOf<E>>,
  ) => {
    if (res.ok) emitUntyped(socket, reply, res.data);
    else socket.emit('request_error', res.error);
    ack?.(res);
  };
  return (socket, actor, args) => {
    const ack = ackOf(args);
    const raw = ack && args.length === 1 ? undefined : args[0];
    const parsed = schema.safeParse(raw ?? {});
    // A refusal is written in the socket's language (socket-locale.ts: known at once, or read once per socket).
    const refuse = (error: (locale: MessageLocale) => unknown): Promise<void> =>
      Promise.resolve(socketLocale(socket, actor.id)).then((locale) =>
        answer(socket, ack, { ok: false, error: toSocketError(event, error(locale), log, locale) }),
      );
    if (!parsed.success) return refuse((locale) => validation('Validation failed', fieldErrors(parsed.error, locale)));
    return run(actor, parsed.data, socket).then(
      (data) => answer(socket, ack, { ok: true, data }),
      (err: unknown) => refuse(() => err),
    );
  };
}
