import { afterEach, describe, expect, it } from 'vitest';
import '../../features/auth/messages';
import '../../features/landing/messages';
import '../../features/chat/messages';
import { currentLocale, loadArea, setLocale, startI18n, translate } from './i18n';
import { LOCALE_STORAGE_KEY } from './locales';

afterEach(async () => {
  await setLocale('en');
  localStorage.clear();
});

describe('i18n', () => {
  it('speaks English from the start, with the texts as they were', () => {
    expect(translate('auth.logIn')).toBe('Log In');
    expect(translate('landing.preview.online', { count: 1248 })).toBe('1,248 attendees online');
  });

  it('switches to Arabic: loads the catalog, sets lang and dir, remembers the choice', async () => {
    await setLocale('ar');
    expect(translate('menu.logout')).toBe('تسجيل الخروج');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
  });

  it('loads an area in the current language when a route asks for it', async () => {
    await setLocale('de');
    expect(translate('landing.hero.selfHost')).toBe('Free to self-host for personal and non-commercial events.');
    await loadArea('landing');
    expect(translate('landing.hero.selfHost')).toBe(
      'Kostenlos selbst zu betreiben für private und nichtkommerzielle Veranstaltungen.',
    );
    await setLocale('ar');
    expect(translate('landing.stats.label')).toBe('Atria بالأرقام');
  });

  it('loads an area a route asks for while another language is still loading, in that language', async () => {
    const switching = setLocale('de');
    await loadArea('chat');
    await switching;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(currentLocale()).toBe('de');
    expect(translate('chat.messaging')).toBe('Nachrichten');
  });

  it('starts in the remembered language', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    await startI18n();
    expect(currentLocale()).toBe('de');
    expect(translate('menu.settings')).toBe('Einstellungen');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('pseudo-localizes: accented, bracketed and about 30 % longer, values untouched', async () => {
    await setLocale('pseudo');
    const text = translate('landing.footer.copyright', { year: '2031' });
    expect(text).toMatch(/^\[© 2031 Åtríá\. Øpéñ šöürçé\. ~+\]$/);
    expect(text.length).toBeGreaterThanOrEqual(Math.round('© 2031 Atria. Open source.'.length * 1.3));
  });
});
