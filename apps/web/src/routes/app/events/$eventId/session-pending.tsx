import { MESSAGES } from '@atria/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '../../../../components/ui/alert';
import { SessionPendingPage } from '../../../../features/sessions/components/session-pending-page';
import { attendeeView, parseRouteId } from '../../../../features/sessions/paths';

export const Route = createFileRoute('/app/events/$eventId/session-pending')({
  component: SessionPendingRoutePage,
});

function SessionPendingRoutePage() {
  const eventId = parseRouteId(Route.useParams().eventId);
  if (eventId === null) return <Alert title={MESSAGES.eventNotFound} />;
  return <SessionPendingPage eventId={eventId} view={attendeeView} />;
}
