import { useSyncExternalStore } from 'react';
import en from './catalogs/en.json';
import { directionOf, intlLocale, type Locale, LOCALE_STORAGE_KEY, LOCALES, preferredLocale } from './locales';
import { formatMessage, type MessageValues, type TextTransform } from './message-format';

/** Every message key; English is the source catalog and decides which keys exist (docs/i18n.md#catalogs). */
export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

interface Pseudo {
  text: TextTransform;
  wrap: (message: string) => string;
}

interface I18nState {
  locale: Locale;
  /** The BCP 47 tag for `Intl` (dates, numbers, plural rules). */
  intl: string;
  t: Translate;
}

// English is bundled (the landing page shows it without a second request); the others load on demand.
const LOADERS: Record<Exclude<Locale, 'en' | 'pseudo'>, () => Promise<Catalog>> = {
  de: () => import('./catalogs/de.json').then((m) => m.default),
  ar: () => import('./catalogs/ar.json').then((m) => m.default),
};

function makeState(locale: Locale, catalog: Catalog, pseudo?: Pseudo): I18nState {
  const intl = intlLocale(locale);
  const t: Translate = (key, values = {}) => {
    const message = formatMessage(catalog[key], values, intl, pseudo?.text);
    return pseudo ? pseudo.wrap(message) : message;
  };
  return { locale, intl, t };
}

let state = makeState('en', en);
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readStored(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

async function stateFor(locale: Locale): Promise<I18nState> {
  if (locale === 'en') return makeState('en', en);
  if (locale === 'pseudo') {
    const { pseudoText, pseudoWrap } = await import('./pseudo');
    return makeState('pseudo', en, { text: pseudoText, wrap: pseudoWrap });
  }
  return makeState(locale, await LOADERS[locale]());
}

function apply(next: I18nState): void {
  state = next;
  document.documentElement.lang = next.intl;
  document.documentElement.dir = directionOf(next.locale);
  for (const listener of listeners) listener();
}

/**
 * Switches the language, loading its catalog first, and remembers the choice in this browser (a saved
 * per-person preference is the next step, docs/i18n.md#choosing-a-language).
 */
export async function setLocale(locale: Locale): Promise<void> {
  const next = await stateFor(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
  apply(next);
}

/** Switches to a language a control offered by its code; other values (none are offered) are ignored. */
export function chooseLocale(value: string): void {
  const locale = LOCALES.find((candidate) => candidate === value);
  if (locale) void setLocale(locale);
}

/** Picks the remembered or browser language at start; resolves once its catalog is there (at once for English). */
export async function startI18n(): Promise<void> {
  const locale = preferredLocale(readStored(), navigator.languages);
  apply(locale === 'en' ? state : await stateFor(locale).catch(() => state));
}

/** The translate function outside React (titles, announcements); components use `useI18n`. */
export function translate(key: MessageKey, values?: MessageValues): string {
  return state.t(key, values);
}

export function currentLocale(): Locale {
  return state.locale;
}

/** The current language, its `Intl` tag and `t`; re-renders the component when the language changes. */
export function useI18n(): I18nState {
  return useSyncExternalStore(subscribe, () => state);
}
