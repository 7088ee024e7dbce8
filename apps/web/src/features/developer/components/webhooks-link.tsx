import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SettingsSection } from '../../../components/ui/settings-section';
import { useI18n } from '../../../lib/i18n/i18n';
import { tokenOrganizationsQueryOptions } from '../api';
import '../messages';

/** Settings, Webhooks: a link to the webhooks page of each organization the person runs. */
export function WebhooksLinksSection() {
  const { t } = useI18n();
  const organizations = useQuery(tokenOrganizationsQueryOptions());
  const mine = (organizations.data?.organizations ?? []).filter((o) => o.user_is_admin_or_owner);
  if (mine.length === 0) return null;
  return (
    <SettingsSection
      id="webhooks"
      title={t('developer.webhooks.title')}
      description={t('developer.webhooks.settingsHint')}
    >
      <ul className="space-y-2">
        {mine.map((o) => (
          <li key={o.id}>
            <Link
              to="/app/organizations/$orgId/webhooks"
              params={{ orgId: String(o.id) }}
              className="font-medium text-primary-700 underline-offset-2 hover:underline"
            >
              {t('developer.webhooks.manageFor', { name: o.name })}
            </Link>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
