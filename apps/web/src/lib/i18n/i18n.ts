import { useSyncExternalStore } from 'react';
import englishCommon from './catalogs/en/common.json';
import type englishAgenda from './catalogs/en/agenda.json';
import type englishAuth from './catalogs/en/auth.json';
import type englishCalendar from './catalogs/en/calendar.json';
import type englishDeveloper from './catalogs/en/developer.json';
import type englishLanding from './catalogs/en/landing.json';
import type englishNotifications from './catalogs/en/notifications.json';
import type englishSessionsAdmin from './catalogs/en/sessions-admin.json';
import type englishAttendeesAdmin from './catalogs/en/attendees-admin.json';
import type englishLive from './catalogs/en/live.json';
import type englishNetwork from './catalogs/en/network.json';
import type englishAccount from './catalogs/en/account.json';
import type englishChat from './catalogs/en/chat.json';
import type englishApp from './catalogs/en/app.json';
import {
  directionOf,
  intlLocale,
  type Locale,
  LOCALE_STORAGE_KEY,
  LOCALES,
  preferredLocale,
  type ShippedLocale,
} from './locales';
import { formatMessage, type MessageValues, type TextTransform } from './message-format';

/**
 * Catalogs are split by area (docs/i18n.md#catalogs): `common` (app shell and menu) comes with the
 * start of the app; every other area's English comes with the code that shows it, and its translations load
 * when a route asks for the area. A new area adds its English type here.
 */
export type Area =
  | 'common'
  | 'agenda'
  | 'auth'
  | 'calendar'
  | 'developer'
  | 'landing'
  | 'notifications'
  | 'sessions-admin'
  | 'attendees-admin'
  | 'live'
  | 'network'
  | 'account'
  | 'chat'
  | 'app';
export type MessageKey =
  | keyof typeof englishApp
  | keyof typeof englishChat
  | keyof typeof englishAccount
  | keyof typeof englishCommon
  | keyof typeof englishAgenda
  | keyof typeof englishAuth
  | keyof typeof englishCalendar
  | keyof typeof englishDeveloper
  | keyof typeof englishLanding
  | keyof typeof englishNotifications
  | keyof typeof englishSessionsAdmin
  | keyof typeof englishAttendeesAdmin
  | keyof typeof englishLive
  | keyof typeof englishNetwork
  | keyof typeof englishAccount;
export type Catalog = Readonly<Record<string, string>>;
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

// One chunk per language and area, loaded on demand; English is never loaded this way.
const TRANSLATIONS = import.meta.glob<Catalog>(['./catalogs/*/*.json', '!./catalogs/en/*.json'], { import: 'default' });

const english: Record<string, string> = { ...englishCommon };
const areasInUse = new Set<Area>(['common']);
let translations: Catalog = {};
let pseudo: Pseudo | undefined;
let state = makeState('en');
const listeners = new Set<() => void>();

function makeState(locale: Locale): I18nState {
  const intl = intlLocale(locale);
  const catalog = translations;
  const transform = pseudo;
  const t: Translate = (key, values = {}) => {
    const message = formatMessage(catalog[key] ?? english[key] ?? key, values, intl, transform?.text);
    return transform ? transform.wrap(message) : message;
  };
  return { locale, intl, t };
}

function publish(locale: Locale): void {
  state = makeState(locale);
  document.documentElement.lang = state.intl;
  document.documentElement.dir = directionOf(locale);
  for (const listener of listeners) listener();
}

async function loadTranslations(locale: Locale, areas: Iterable<Area>): Promise<Catalog> {
  if (locale === 'en' || locale === 'pseudo') return {};
  const loaded = await Promise.all(
    [...areas].map((area) => TRANSLATIONS[`./catalogs/${locale}/${area}.json`]?.() ?? {}),
  );
  return Object.assign({}, ...loaded);
}

/** Adds an area's English texts; called by the module that shows them, so they travel in its chunk. */
export function registerEnglish(catalog: Catalog): void {
  Object.assign(english, catalog);
}

/** Loads an area's texts in the current language (route loaders await it, so no page shows untranslated first). */
export async function loadArea(area: Area): Promise<void> {
  if (areasInUse.has(area)) return;
  areasInUse.add(area);
  const locale = state.locale;
  let loaded: Catalog;
  try {
    loaded = await loadTranslations(locale, [area]);
  } catch (error) {
    // Not loaded (offline, a chunk gone after a deploy): the next route that asks tries again.
    areasInUse.delete(area);
    throw error;
  }
  if (state.locale !== locale || Object.keys(loaded).length === 0) return;
  translations = { ...translations, ...loaded };
  publish(locale);
}

/**
 * Switches the language, loading the catalogs of the areas in use first, and remembers the choice in this browser
 * (the signed-in person's saved language is `features/auth/saved-locale.ts`, docs/i18n.md#saved-language).
 */
export async function setLocale(locale: Locale): Promise<void> {
  const asked = new Set(areasInUse);
  const [loaded, pseudoModule] = await Promise.all([
    loadTranslations(locale, asked),
    locale === 'pseudo' ? import('./pseudo') : undefined,
  ]);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
  translations = loaded;
  pseudo = pseudoModule && { text: pseudoModule.pseudoText, wrap: pseudoModule.pseudoWrap };
  publish(locale);
  // Areas a route asked for while this language loaded were loaded in the previous one: load them now.
  const missed = [...areasInUse].filter((area) => !asked.has(area));
  if (missed.length === 0) return;
  const more = await loadTranslations(locale, missed);
  if (state.locale !== locale || Object.keys(more).length === 0) return;
  translations = { ...translations, ...more };
  publish(locale);
}

let chosenListener: ((locale: ShippedLocale) => void) | undefined;

/** Told of every language a person picks in a switcher (the saved language listens: features/auth). */
export function onLocaleChosen(listener: (locale: ShippedLocale) => void): void {
  chosenListener = listener;
}

/** Switches to a language a control offered by its code; other values (none are offered) are ignored. */
export function chooseLocale(value: string): void {
  const locale = LOCALES.find((candidate) => candidate === value);
  if (!locale) return;
  void setLocale(locale);
  chosenListener?.(locale);
}

function readStored(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Picks the remembered or browser language at start; resolves once its catalog is there (at once for English). */
export async function startI18n(): Promise<void> {
  const locale = preferredLocale(readStored(), navigator.languages);
  if (locale === 'en') publish('en');
  else await setLocale(locale).catch(() => publish('en'));
}

/** The translate function outside React (titles, announcements); components use `useI18n`. */
export function translate(key: MessageKey, values?: MessageValues): string {
  return state.t(key, values);
}

export function currentLocale(): Locale {
  return state.locale;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` after every change of the language or of its loaded texts, outside React (the socket). */
export function onI18nChange(listener: () => void): () => void {
  return subscribe(listener);
}

/** The current language, its `Intl` tag and `t`; re-renders the component when the language changes. */
export function useI18n(): I18nState {
  return useSyncExternalStore(subscribe, () => state);
}
