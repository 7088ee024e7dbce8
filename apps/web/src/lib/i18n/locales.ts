/** The locales Atria ships (docs/i18n.md#locales). `pseudo` is for test runs and is not offered to people. */
export const LOCALES = ['en', 'de', 'ar'] as const;
export type ShippedLocale = (typeof LOCALES)[number];
export type Locale = ShippedLocale | 'pseudo';

/** Each language in its own name, as switchers show it (never translated). */
export const LOCALE_NAMES: Record<ShippedLocale, string> = { en: 'English', de: 'Deutsch', ar: 'العربية' };

/** The locale `Intl` formats with: the pseudo-locale formats dates and numbers as English does. */
export function intlLocale(locale: Locale): string {
  return locale === 'pseudo' ? 'en' : locale;
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export const LOCALE_STORAGE_KEY = 'atria.locale';

function isLocale(value: string | null): value is Locale {
  return value === 'pseudo' || (LOCALES as readonly string[]).includes(value ?? '');
}

/** The remembered choice, else the first browser language Atria speaks, else English. */
export function preferredLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split('-')[0] ?? '';
    if (isLocale(language) && language !== 'pseudo') return language;
  }
  return 'en';
}
