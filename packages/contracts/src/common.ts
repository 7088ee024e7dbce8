import { z } from 'zod';
import { ERROR_CODES } from './enum-values';
import { LIMITS, MESSAGES } from './validation';

/** Integer ids, accepted as numbers or numeric strings (path and query parameters arrive as text). */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);
export type Id = z.infer<typeof Id>;

export const IdParams = z.object({ id: Id });

/** The largest id (PostgreSQL `integer`): ids in bodies and payloads beyond it cannot name anything. */
export const MAX_ID = 2_147_483_647;

/**
 * Text PostgreSQL cannot store as sent: U+0000, and ill-formed UTF-16 (a lone surrogate, which would be stored
 * as U+FFFD). The API refuses it in every string of a validated request body.
 */
// eslint-disable-next-line no-control-regex -- matching U+0000 is the point of this pattern
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isStorableText = (value: string): boolean => !UNSTORABLE_TEXT.test(value);
export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that cannot be stored';

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** Calendar date `YYYY-MM-DD` that exists (no 2024-02-31). */
export const IsoDate = z
  .string()
  .regex(DATE_RE, MESSAGES.invalidDate)
  .refine((v) => {
    if (!DATE_RE.test(v)) return true; // the pattern said it already
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, MESSAGES.invalidDate);

/** 24 h time; `HH:MM:SS` is accepted and normalised to `HH:MM`. */
export const Time24 = z
  .string()
  .regex(TIME_RE, MESSAGES.invalidTimeFormat)
  .transform((v) => v.slice(0, 5));

export const Timestamp = z.string().describe('ISO 8601 timestamp, UTC');

export const PaginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(LIMITS.pageDefault),
  per_page: z.coerce.number().int().min(1).max(LIMITS.perPageMax).default(LIMITS.perPageDefault),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;

export const ListMeta = z.object({
  total_items: z.number().int(),
  total_pages: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
});
export type ListMeta = z.infer<typeof ListMeta>;

/** `{ <key>: item[], total_items, total_pages, current_page, per_page }` */
export function listEnvelope<K extends string, T extends z.ZodType>(key: K, item: T) {
  return ListMeta.extend({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> });
}

export function listMeta(total: number, q: PaginationQuery): ListMeta {
  return {
    total_items: total,
    total_pages: Math.ceil(total / q.per_page),
    current_page: q.page,
    per_page: q.per_page,
  };
}

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The one error body of every failed call. */
export const ErrorBody = z.object({
  status: z.number().int(),
  code: ErrorCode,
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  realtime: z.enum(['single', 'redis']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
