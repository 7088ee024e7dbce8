import { MESSAGES } from '@atria/contracts/zod-free';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` calendar date (or an ISO timestamp) as a local Date; calendar dates never shift by time zone. */
function toDate(value: string): Date {
  const match = DATE_ONLY.exec(value);
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(value);
}

/** 'March 3, 2025' in the reader's locale; docs/product.md#error-texts: 'Invalid date' when it can't be read. */
export function formatDate(value: string, style: 'long' | 'medium' = 'long'): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return MESSAGES.invalidDate;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: style === 'long' ? 'long' : 'short', day: 'numeric' });
}

/** 'March 3, 2025 – March 5, 2025', or one date when both are the same day. */
export function formatDateRange(start: string, end: string, style: 'long' | 'medium' = 'long'): string {
  const from = formatDate(start, style);
  return start === end ? from : `${from} – ${formatDate(end, style)}`;
}
