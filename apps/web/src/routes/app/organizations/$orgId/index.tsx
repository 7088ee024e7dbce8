import { createFileRoute } from '@tanstack/react-router';
import { OrganizationOverview } from '../../../../features/sessions-admin/components/organization-overview';
import { loadArea } from '../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/organizations/$orgId/')({
  loader: () => loadArea('sessions-admin'),
  component: OrganizationDashboardPage,
});

function OrganizationDashboardPage() {
  const { orgId } = Route.useParams();
  return <OrganizationOverview orgId={Number(orgId)} />;
}
