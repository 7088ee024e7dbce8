import { createFileRoute } from '@tanstack/react-router';
import { EventPlaceholder } from '../../../../../../features/events/components/event-placeholder';
import { EventNotFound } from '../../../../../../features/sessions/components/event-gate';
import { parseRouteId } from '../../../../../../lib/route-id';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/admin')({
  component: EventDashboardPage,
});

/** The organizer's event dashboard (a placeholder): the event's title in the top bar, like every event page. */
function EventDashboardPage() {
  const eventId = parseRouteId(Route.useParams().eventId);
  if (eventId === null) return <EventNotFound />;
  return <EventPlaceholder eventId={eventId} route="Event Dashboard" />;
}
