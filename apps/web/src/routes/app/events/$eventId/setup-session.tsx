import { createFileRoute } from '@tanstack/react-router';
import { SetupSessionPage } from '../../../../features/sessions/components/setup-session-page';
import { attendeeView, parseRouteId } from '../../../../features/sessions/paths';
import { EventNotFound } from '../../../../features/sessions/components/event-gate';

export const Route = createFileRoute('/app/events/$eventId/setup-session')({
  component: SetupSessionRoutePage,
});

function SetupSessionRoutePage() {
  const eventId = parseRouteId(Route.useParams().eventId);
  if (eventId === null) return <EventNotFound />;
  return <SetupSessionPage eventId={eventId} view={attendeeView} />;
}
