import { createFileRoute } from '@tanstack/react-router';
import { SessionPendingPage } from '../../../../features/sessions/components/session-pending-page';
import { attendeeView } from '../../../../features/sessions/paths';
import { parseRouteId } from '../../../../lib/route-id';
import { EventNotFound } from '../../../../features/sessions/components/event-gate';

export const Route = createFileRoute('/app/events/$eventId/session-pending')({
  component: SessionPendingRoutePage,
});

function SessionPendingRoutePage() {
  const eventId = parseRouteId(Route.useParams().eventId);
  if (eventId === null) return <EventNotFound />;
  return <SessionPendingPage eventId={eventId} view={attendeeView} />;
}
