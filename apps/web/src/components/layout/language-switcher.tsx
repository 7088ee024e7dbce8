import { cx } from '../../lib/cx';
import { chooseLocale, useI18n } from '../../lib/i18n/i18n';
import { LOCALE_NAMES, LOCALES } from '../../lib/i18n/locales';
import { Icon } from '../ui/icons';

const TONES = {
  dark: 'border-white/40 bg-white/5 text-white [&>option]:text-slate-900',
  light: 'border-slate-300 bg-white text-slate-800',
};

/**
 * The language choice on pages without the app menu (the landing page): a native select, so it works the same
 * with a keyboard, a screen reader and a phone's picker. Each language is named in itself.
 */
export function LanguageSwitcher({ tone, className }: { tone: keyof typeof TONES; className?: string }) {
  const { t, locale } = useI18n();
  return (
    <label className={cx('inline-flex items-center gap-2 text-sm', className)}>
      <Icon name="globe" className="size-4" />
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={locale === 'pseudo' ? 'en' : locale}
        onChange={(event) => chooseLocale(event.target.value)}
        className={cx('h-11 rounded-lg border px-2 text-sm font-medium', TONES[tone])}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
