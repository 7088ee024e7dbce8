import { translate } from './i18n/i18n';

/**
 * docs/product.md#error-texts: what every date or time formatter shows for input it cannot read, in the chosen
 * language ('Invalid date' in English). The text lives in the `common` catalog, which is loaded before any page
 * shows, so a formatter can answer synchronously. A module of its own, so a formatter that needs nothing else of
 * lib/dates brings in no time-zone code.
 */
export function invalidDate(): string {
  return translate('dates.invalid');
}
