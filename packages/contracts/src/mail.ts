import { z } from 'zod';
import { PaginationQuery, Timestamp, listEnvelope } from './common';

/**
 * The outbox as admins see it ("Sent mail"): pending (waiting for an attempt), sent, failed (given up after the
 * last attempt) and held (not sent: no SMTP configured). docs/outbox.md#states
 */
export const OutboxStatus = z.enum(['pending', 'sent', 'failed', 'held']);
export type OutboxStatus = z.infer<typeof OutboxStatus>;

export const OutboxItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** A mail's subject. */
  summary: z.string(),
  /** A mail's address. */
  recipient: z.string(),
  status: OutboxStatus,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** When the next attempt is due (pending items). */
  next_attempt_at: Timestamp,
  created_at: Timestamp,
  sent_at: Timestamp.nullable(),
});
export type OutboxItem = z.infer<typeof OutboxItem>;

/** `status` filters by one or more states, comma-separated (`failed,pending`). */
export const OutboxListQuery = PaginationQuery.extend({
  status: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(OutboxStatus)),
});
export type OutboxListQuery = z.infer<typeof OutboxListQuery>;

export const OutboxList = listEnvelope('mail', OutboxItem);
export type OutboxList = z.infer<typeof OutboxList>;
