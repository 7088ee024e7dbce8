import type { User } from '@atria/contracts/zod-free';
import { api } from '../../lib/api-client';
import { currentLocale, onLocaleChosen, setLocale } from '../../lib/i18n/i18n';
import { LOCALES, type ShippedLocale } from '../../lib/i18n/locales';
import { dispatchAuth, getAuthState } from './auth-store';

/** The language to save for the current choice: none for the pseudo-locale (a test tool, never a person's). */
export function localeToSave(): ShippedLocale | undefined {
  const locale = currentLocale();
  return LOCALES.find((candidate) => candidate === locale);
}

async function save(user: User, locale: ShippedLocale): Promise<void> {
  try {
    const updated = await api.users.update({ params: { id: user.id }, body: { locale } });
    dispatchAuth({ type: 'updateProfile', changes: { locale: updated.locale } });
  } catch (error) {
    // The choice still holds in this browser; the next choice or sign-in saves it again.
    console.error('Saving the language failed', error);
  }
}

let listening = false;

/**
 * The signed-in person's language (docs/i18n.md#saved-language), applied when they sign in or the app starts
 * signed in: their saved language replaces this browser's (so a new browser speaks it at once); with none saved
 * yet, signing in saves this browser's choice as it (start-up does not: it sends nothing but what the page
 * needs). From then on, a choice in a switcher is saved too.
 */
export function applySavedLocale(user: User | null, { saveMissing = true }: { saveMissing?: boolean } = {}): void {
  if (!listening) {
    listening = true;
    onLocaleChosen((locale) => {
      const signedIn = getAuthState().user;
      if (signedIn && signedIn.locale !== locale) void save(signedIn, locale);
    });
  }
  if (!user || currentLocale() === 'pseudo') return;
  if (user.locale && user.locale !== currentLocale()) void setLocale(user.locale);
  else if (!user.locale && saveMissing) {
    const locale = localeToSave();
    if (locale) void save(user, locale);
  }
}
