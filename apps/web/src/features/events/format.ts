import { intlFormat, isValid, parseISO } from 'date-fns';
import { invalidDate } from '../../lib/invalid-date';
import { currentLocale } from '../../lib/i18n/i18n';
import { intlLocale } from '../../lib/i18n/locales';

/**
 * 'March 3, 2025' in the chosen language (docs/i18n.md#dates); docs/product.md#error-texts: 'Invalid date' (in the
 * chosen language) when it can't be read.
 */
export function formatDate(value: string, style: 'long' | 'medium' = 'long'): string {
  // A `YYYY-MM-DD` calendar date is read as local midnight, so it never shifts by time zone.
  const date = parseISO(value);
  if (!isValid(date)) return invalidDate();
  const tag = intlLocale(currentLocale());
  return intlFormat(
    date,
    { year: 'numeric', month: style === 'long' ? 'long' : 'short', day: 'numeric' },
    { locale: tag === 'en' ? 'en-US' : tag },
  );
}

/** 'March 3, 2025 – March 5, 2025', or one date when both are the same day. */
export function formatDateRange(start: string, end: string, style: 'long' | 'medium' = 'long'): string {
  const from = formatDate(start, style);
  return start === end ? from : `${from} – ${formatDate(end, style)}`;
}
