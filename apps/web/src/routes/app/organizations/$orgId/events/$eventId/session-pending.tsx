import { MESSAGES } from '@atria/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '../../../../../../components/ui/alert';
import { SessionPendingPage } from '../../../../../../features/sessions/components/session-pending-page';
import { parseRouteId } from '../../../../../../features/sessions/paths';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/session-pending')({
  component: OrganizerSessionPendingPage,
});

function OrganizerSessionPendingPage() {
  const { orgId, eventId: eventParam } = Route.useParams();
  const eventId = parseRouteId(eventParam);
  if (eventId === null) return <Alert title={MESSAGES.eventNotFound} />;
  return <SessionPendingPage eventId={eventId} view={{ kind: 'organizer', orgId }} />;
}
