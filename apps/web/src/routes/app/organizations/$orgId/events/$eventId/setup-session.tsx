import { MESSAGES } from '@atria/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '../../../../../../components/ui/alert';
import { SetupSessionPage } from '../../../../../../features/sessions/components/setup-session-page';
import { parseRouteId } from '../../../../../../features/sessions/paths';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/setup-session')({
  component: OrganizerSetupSessionPage,
});

function OrganizerSetupSessionPage() {
  const { orgId, eventId: eventParam } = Route.useParams();
  const eventId = parseRouteId(eventParam);
  if (eventId === null) return <Alert title={MESSAGES.eventNotFound} />;
  return <SetupSessionPage eventId={eventId} view={{ kind: 'organizer', orgId }} />;
}
