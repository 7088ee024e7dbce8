import type { ErrorBody } from '@atria/contracts';
import { negotiateLocale, translateMessage, type MessageLocale } from '@atria/contracts/messages-i18n';
import { MESSAGE_CATALOGS } from '@atria/contracts/messages-i18n/catalogs';
import { z } from 'zod';

/**
 * Error answers in the caller's language (docs/i18n.md#server-messages): the request's `Accept-Language` picks
 * it; the `code` never changes. The contracts' own texts come from their catalogs; zod's built-in texts (a
 * wrong type, a number out of range) from zod's own locales.
 */
export function requestLocale(acceptLanguage: string | string[] | undefined): MessageLocale {
  return negotiateLocale(Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage);
}

const ZOD_LOCALES: Record<MessageLocale, (() => { localeError: z.core.$ZodErrorMap }) | undefined> = {
  en: undefined,
  de: z.locales.de,
  ar: z.locales.ar,
};
const zodEnglish = z.locales.en().localeError;
const zodErrorMaps = new Map<MessageLocale, z.core.$ZodErrorMap>();

/** zod drops an issue's input; its type, named in the English text, is all its texts need. */
const SAMPLE_INPUT: Record<string, unknown> = {
  number: 0,
  string: '',
  boolean: false,
  null: null,
  undefined: undefined,
  array: [],
  object: {},
  bigint: 0n,
  nan: Number.NaN,
  date: new Date(0),
};

function errorText(result: ReturnType<z.core.$ZodErrorMap>): string | undefined {
  return typeof result === 'string' ? result : result?.message;
}

/** One issue's text in `locale`: zod's own text in that language when the schema gave none of its own. */
export function localizeIssue(
  issue: { keyword: string; message?: string; params?: Record<string, unknown> },
  locale: MessageLocale,
): string {
  const message = issue.message ?? 'Invalid value';
  if (locale === 'en') return message;
  const received = message.match(/, received (\w+)$/)?.[1];
  const input = received !== undefined && received in SAMPLE_INPUT ? { input: SAMPLE_INPUT[received] } : {};
  const raw = { ...issue.params, ...input, code: issue.keyword } as z.core.$ZodRawIssue;
  if (errorText(zodEnglish(raw)) === message) {
    let map = zodErrorMaps.get(locale);
    if (!map) {
      const make = ZOD_LOCALES[locale];
      map = make ? make().localeError : zodEnglish;
      zodErrorMaps.set(locale, map);
    }
    return errorText(map(raw)) ?? message;
  }
  return translateMessage(message, MESSAGE_CATALOGS[locale]);
}

/** The error body in `locale` (field messages already localized by `localizeIssue` are translated only once). */
export function localizeErrorBody(body: ErrorBody, locale: MessageLocale, fieldsDone = false): ErrorBody {
  if (locale === 'en') return body;
  const catalog = MESSAGE_CATALOGS[locale];
  const out: ErrorBody = { ...body, message: translateMessage(body.message, catalog) };
  if (body.errors && !fieldsDone) {
    out.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, texts]) => [field, texts.map((t) => translateMessage(t, catalog))]),
    );
  }
  return out;
}
