import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/organizations/$orgId/')({
  component: OrganizationDashboardPage,
});

function OrganizationDashboardPage() {
  return <PlaceholderPage title="Organization" route="Organization dashboard" />;
}
