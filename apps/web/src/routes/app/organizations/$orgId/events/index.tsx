import { createFileRoute } from '@tanstack/react-router';
import { OrganizationEventsPage } from '../../../../../features/organizations/components/organization-events-page';

export const Route = createFileRoute('/app/organizations/$orgId/events/')({
  component: OrganizationEventsRoutePage,
});

function OrganizationEventsRoutePage() {
  const { orgId } = Route.useParams();
  return <OrganizationEventsPage orgId={Number(orgId)} />;
}
