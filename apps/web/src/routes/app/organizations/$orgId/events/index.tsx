import { createFileRoute } from '@tanstack/react-router';
import { EventCardGrid } from '../../../../../features/events/components/event-card-grid';
import {
  OrganizationEventsPage,
  type OrganizationEventGrid,
} from '../../../../../features/organizations/components/organization-events-page';

export const Route = createFileRoute('/app/organizations/$orgId/events/')({
  component: OrganizationEventsRoutePage,
});

// The events feature's card grid, composed here rather than reached through its public entry (see the type).
const eventGrid: OrganizationEventGrid = (events, orgAdminOrOwner) => (
  <EventCardGrid events={events} view="organization" orgAdminOrOwner={orgAdminOrOwner} />
);

function OrganizationEventsRoutePage() {
  const { orgId } = Route.useParams();
  return <OrganizationEventsPage orgId={Number(orgId)} eventGrid={eventGrid} />;
}
