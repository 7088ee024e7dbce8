import { SettingsSection } from '../../../components/ui/settings-section';
import { chooseLocale, useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { LOCALE_NAMES, LOCALES } from '../../../lib/i18n/locales';

/**
 * Settings, Language: the saved language (docs/i18n.md#saved-language). Choosing one switches the app at once and
 * saves it for the person (features/auth/saved-locale.ts), so mails and other devices follow.
 */
export function LanguageSection() {
  const { t, locale } = useI18n();
  return (
    <SettingsSection id="language" title={t('account.language.title')} description={t('account.language.description')}>
      <label className="block max-w-xs">
        <span className="mb-1.5 block text-sm font-medium text-slate-800">{t('account.language.label')}</span>
        <select
          value={locale === 'pseudo' ? 'en' : locale}
          onChange={(event) => chooseLocale(event.target.value)}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
        >
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LOCALE_NAMES[option]}
            </option>
          ))}
        </select>
      </label>
    </SettingsSection>
  );
}
