import type { ErrorBody, ErrorCode } from '@atria/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../errors';
import { localizeErrorBody, localizeIssue, requestLocale } from '../lib/message-locale';
import type { MessageLocale } from '@atria/contracts/messages-i18n';

/** The one table from error code to HTTP status. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
const NET_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

// pg and pg-pool errors without a code: a lost connection, a failed connect, a pool that is closing, and a pool
// whose connections were all busy for longer than its connection timeout (an overloaded instance: 503, not 500).
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end|timeout exceeded when trying to connect/i;

/** True when the database (not the request) is at fault: the client may retry later. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth += 1) {
    const x = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof x.code === 'string' && (PG_UNAVAILABLE.has(x.code) || NET_UNAVAILABLE.has(x.code))) return true;
    if (typeof x.message === 'string' && UNAVAILABLE_MESSAGE.test(x.message)) return true;
    e = x.cause;
  }
  return false;
}

function body(code: ErrorCode, message: string, errors?: FieldErrors, status = STATUS_BY_CODE[code]): ErrorBody {
  return errors && Object.keys(errors).length > 0 ? { status, code, message, errors } : { status, code, message };
}

type ValidationIssue = { instancePath: string; keyword: string; message?: string; params?: Record<string, unknown> };

function fieldErrors(issues: ValidationIssue[], locale: MessageLocale): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').split('/')[0] || '_schema';
    (out[field] ??= []).push(localizeIssue(issue, locale));
  }
  return out;
}

/**
 * Maps any thrown error to the error body, in the language of the request's `Accept-Language` (English without
 * a request). Services never touch `reply`.
 */
export function toErrorBody(err: unknown, request?: FastifyRequest, saved?: MessageLocale | null): ErrorBody {
  const header = request?.headers['accept-language'];
  const locale = header === undefined || header === '' ? (saved ?? 'en') : requestLocale(header);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const ctx = (err as { validationContext?: string }).validationContext;
    if (ctx === 'params') return localizeErrorBody(body('NOT_FOUND', 'Not found'), locale);
    const errors = fieldErrors(err.validation as unknown as ValidationIssue[], locale);
    return localizeErrorBody(body('VALIDATION', 'Validation failed', errors), locale, true);
  }
  return localizeErrorBody(englishErrorBody(err, request), locale);
}

function englishErrorBody(err: unknown, request?: FastifyRequest): ErrorBody {
  if (err instanceof AppError) return body(err.code, err.message, err.errors);
  if (isDatabaseUnavailable(err)) return body('UNAVAILABLE', 'Service temporarily unavailable, please retry');
  const fe = err as Partial<FastifyError>;
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 429) return body('RATE_LIMITED', fe.message || 'Too many requests');
  if (status === 413) return body('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (status >= 400 && status < 500) {
    const message =
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
        ? 'Malformed JSON body'
        : fe.message || 'Bad request';
    return body('BAD_REQUEST', message, undefined, status);
  }
  request?.log.error({ err }, 'unhandled error');
  return body('INTERNAL', 'Internal server error');
}

/**
 * Fastify's `frameworkErrors`: URLs the router refuses before any route or hook runs (a malformed percent
 * escape, an over-long parameter) answer the error body too, not Fastify's own.
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const payload = toErrorBody(err, request);
  void reply.status(payload.status).type('application/json').send(payload);
}

/** The saved language of a signed-in caller (docs/i18n.md#saved-language), null when they chose none. */
export type SavedLocaleLookup = (userId: number) => Promise<MessageLocale | null>;

/**
 * The language of an error answer: the request's `Accept-Language` when it has one (the browser's current choice,
 * which the web app always sends); else the signed-in caller's saved language (scripts, personal access tokens);
 * else English.
 */
async function savedLocaleFor(request: FastifyRequest, lookup?: SavedLocaleLookup): Promise<MessageLocale | null> {
  const header = request.headers['accept-language'];
  if (!lookup || !request.actor || (header !== undefined && header !== '')) return null;
  try {
    return await lookup(request.actor.id);
  } catch {
    return null;
  }
}

export async function registerErrorHandler(app: FastifyInstance, savedLocale?: SavedLocaleLookup): Promise<void> {
  app.setErrorHandler(async (err, request, reply: FastifyReply) => {
    const payload = toErrorBody(err, request, await savedLocaleFor(request, savedLocale));
    if (payload.status >= 500 && payload.code !== 'INTERNAL') request.log.warn({ err }, payload.message);
    if (err instanceof AppError && err.headers) void reply.headers(err.headers);
    return reply.status(payload.status).type('application/json').send(payload);
  });
}
