import { createFileRoute } from '@tanstack/react-router';
import { SessionPendingPage } from '../../../../../../features/sessions/components/session-pending-page';
import { parseRouteId } from '../../../../../../lib/route-id';
import { EventNotFound } from '../../../../../../features/sessions/components/event-gate';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/session-pending')({
  component: OrganizerSessionPendingPage,
});

function OrganizerSessionPendingPage() {
  const { orgId, eventId: eventParam } = Route.useParams();
  const eventId = parseRouteId(eventParam);
  if (eventId === null) return <EventNotFound />;
  return <SessionPendingPage eventId={eventId} view={{ kind: 'organizer', orgId }} />;
}
