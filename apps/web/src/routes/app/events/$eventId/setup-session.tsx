import { MESSAGES } from '@atria/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '../../../../components/ui/alert';
import { SetupSessionPage } from '../../../../features/sessions/components/setup-session-page';
import { attendeeView, parseRouteId } from '../../../../features/sessions/paths';

export const Route = createFileRoute('/app/events/$eventId/setup-session')({
  component: SetupSessionRoutePage,
});

function SetupSessionRoutePage() {
  const eventId = parseRouteId(Route.useParams().eventId);
  if (eventId === null) return <Alert title={MESSAGES.eventNotFound} />;
  return <SetupSessionPage eventId={eventId} view={attendeeView} />;
}
