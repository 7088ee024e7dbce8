import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/account/components/settings-page';
import { NotificationSettingsSection } from '../../features/notifications/notification-settings';
import { loadArea } from '../../lib/i18n/i18n';

export const Route = createFileRoute('/app/settings')({
  // The whole page is translated (docs/i18n.md#catalogs).
  loader: () => Promise.all([loadArea('account'), loadArea('notifications'), loadArea('developer')]),
  component: () => (
    <>
      <SettingsPage />
      <div className="mx-auto mt-6 max-w-3xl">
        <NotificationSettingsSection />
      </div>
    </>
  ),
});
