import { createFileRoute } from '@tanstack/react-router';
import { OrganizationDashboard } from '../../../../features/organizations/components/organization-dashboard';

export const Route = createFileRoute('/app/organizations/$orgId/')({
  component: OrganizationDashboardPage,
});

function OrganizationDashboardPage() {
  const { orgId } = Route.useParams();
  return <OrganizationDashboard orgId={Number(orgId)} />;
}
