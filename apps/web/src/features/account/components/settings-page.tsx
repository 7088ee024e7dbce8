import { Suspense } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { usePageTitle } from '../../../components/layout/page-title';
import { useAuth } from '../../auth';
import { CalendarFeedSection } from '../../my-agenda';
import { TokensSection, WebhooksLinksSection } from '../../developer';
import { DataSection } from './data-section';
import { DeleteAccountSection } from './delete-account-section';
import { LanguageSection } from './language-section';
import { EmailSection } from './email-section';
import { LoginsSection } from './logins-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';

/** /app/settings (docs/product.md#settings): Profile, Language, Password, Logins, Calendar feed, Personal access tokens, Your data, Delete account. */
export function SettingsPage() {
  const { t } = useI18n();
  usePageTitle(t('account.settings.title'));
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('account.settings.title')}</h2>
      <ProfileSection user={user} />
      <LanguageSection />
      <EmailSection user={user} />
      <PasswordSection />
      <LoginsSection />
      <Suspense fallback={null}>
        <CalendarFeedSection />
      </Suspense>
      <TokensSection />
      <WebhooksLinksSection />
      <DataSection />
      <DeleteAccountSection />
    </div>
  );
}
