import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/admin')({
  component: EventDashboardPage,
});

function EventDashboardPage() {
  return <PlaceholderPage title="Event Dashboard" subtitle="Organizer View" />;
}
