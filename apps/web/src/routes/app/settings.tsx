import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/account/components/settings-page';
import { loadArea } from '../../lib/i18n/i18n';

export const Route = createFileRoute('/app/settings')({
  // The personal access tokens section is translated (docs/i18n.md#catalogs).
  loader: () => loadArea('developer'),
  component: SettingsPage,
});
