import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/organizations/$orgId/events/')({
  component: OrganizationEventsPage,
});

function OrganizationEventsPage() {
  return <PlaceholderPage title="Events" route="Organization events" />;
}
