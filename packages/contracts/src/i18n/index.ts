/**
 * `@atria/contracts/messages-i18n`: the contracts' own texts (validation messages, error messages) in every
 * language Atria speaks, and how to pick a language from a request. Zod-free, so a page may import it.
 *
 * English stays the source: every text is written once, in English, where it is checked (validation.ts,
 * messages.ts, live.ts...), and an answer in another language is found from the English text, exactly or by
 * one of the shapes below. A text without a translation stays English, never empty; the stable error `code`
 * of an answer never changes with the language. See docs/i18n.md#server-messages.
 */

export const MESSAGE_LOCALES = ['en', 'de', 'ar'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** What a language must supply besides its exact texts: the texts built from a field label, a count or a list. */
export interface MessageCatalog {
  /** English text → translated text. */
  exact: Readonly<Record<string, string>>;
  /** Field labels ('Title') and names of things ('Event'), as the shapes below receive them. */
  labels: Readonly<Record<string, string>>;
  maxLength(label: string, max: string): string;
  directionControls(label: string): string;
  notFound(what: string): string;
  fileTooLarge(megabytes: string): string;
  tooManyRows(rows: string): string;
  missingColumns(list: string): string;
  unknownColumns(list: string): string;
  duplicateColumns(list: string): string;
  unreadableCsv(detail: string): string;
  unknownRole(value: string): string;
  sameEmailAsLine(line: string): string;
}

type Shape = [RegExp, (c: MessageCatalog, m: RegExpMatchArray) => string];

const label = (c: MessageCatalog, text: string | undefined) => (text === undefined ? '' : (c.labels[text] ?? text));

/** The texts built by a function (validation.ts, attendees-import.ts, the API's `notFound`), by their English shape. */
const SHAPES: readonly Shape[] = [
  [/^(.+) must be at most ([\d,]+) characters$/, (c, m) => c.maxLength(label(c, m[1]), m[2] ?? '')],
  [/^(.+) cannot contain text direction controls$/, (c, m) => c.directionControls(label(c, m[1]))],
  [/^(.+) not found$/, (c, m) => c.notFound(label(c, m[1]))],
  [/^The file is larger than (\d+) MB: split it into smaller files$/, (c, m) => c.fileTooLarge(m[1] ?? '')],
  [/^The file has more than ([\d,]+) rows: split it into smaller files$/, (c, m) => c.tooManyRows(m[1] ?? '')],
  [/^Missing columns: (.+)$/, (c, m) => c.missingColumns(m[1] ?? '')],
  [
    /^Unknown columns: (.+) \(expected email, first name, last name, role, title, company\)$/,
    (c, m) => c.unknownColumns(m[1] ?? ''),
  ],
  [/^Columns named twice: (.+)$/, (c, m) => c.duplicateColumns(m[1] ?? '')],
  [/^The file is not valid CSV: (.+)$/, (c, m) => c.unreadableCsv(m[1] ?? '')],
  [/^Unknown role "(.*)": use attendee, speaker, moderator, organizer or admin$/, (c, m) => c.unknownRole(m[1] ?? '')],
  [/^Same email as line (\d+)$/, (c, m) => c.sameEmailAsLine(m[1] ?? '')],
];

/** The text in the catalog's language; English when the catalog is absent (English) or lacks it. */
export function translateMessage(message: string, catalog: MessageCatalog | undefined): string {
  if (!catalog) return message;
  const exact = catalog.exact[message];
  if (exact !== undefined) return exact;
  for (const [pattern, build] of SHAPES) {
    const match = message.match(pattern);
    if (match) return build(catalog, match);
  }
  return message;
}

/** True when the text has a translation in the catalog (exactly, or by its shape with a known label). */
export function hasTranslation(message: string, catalog: MessageCatalog): boolean {
  if (catalog.exact[message] !== undefined) return true;
  for (const [pattern] of SHAPES) {
    const match = message.match(pattern);
    // A shape built around a label counts only when the label is known too.
    if (match) return pattern.source.startsWith('^(.+)') ? catalog.labels[match[1] ?? ''] !== undefined : true;
  }
  return false;
}

/**
 * The language of an `Accept-Language` header (RFC 9110 §12.5.4): the first, by weight, that Atria speaks, by
 * its primary subtag (`de-AT` is German); `fallback` when none is (or no header came).
 */
export function negotiateLocale(header: string | undefined, fallback: MessageLocale = 'en'): MessageLocale {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0 && r.tag.length > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === '*') return fallback;
    const primary = tag.split('-')[0];
    const found = MESSAGE_LOCALES.find((l) => l === primary);
    if (found) return found;
  }
  return fallback;
}

/** A language's catalog, loaded on demand (English has none: its texts are the source). */
export async function loadMessageCatalog(locale: MessageLocale): Promise<MessageCatalog | undefined> {
  if (locale === 'de') return (await import('./catalog-de')).de;
  if (locale === 'ar') return (await import('./catalog-ar')).ar;
  return undefined;
}
