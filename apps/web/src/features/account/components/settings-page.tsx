import { Suspense } from 'react';
import { usePageTitle } from '../../../components/layout/page-title';
import { useAuth } from '../../auth';
import { CalendarFeedSection } from '../../my-agenda';
import { TokensSection } from '../../developer';
import { DeleteAccountSection } from './delete-account-section';
import { LoginsSection } from './logins-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';

/** /app/settings (docs/product.md#settings): Profile, Password, Logins, Calendar feed, Personal access tokens, Delete account. */
export function SettingsPage() {
  usePageTitle('Settings');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Settings</h2>
      <ProfileSection user={user} />
      <PasswordSection />
      <LoginsSection />
      <Suspense fallback={null}>
        <CalendarFeedSection />
      </Suspense>
      <TokensSection />
      <DeleteAccountSection />
    </div>
  );
}
