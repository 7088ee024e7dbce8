import { createFileRoute } from '@tanstack/react-router';
import { SetupSessionPage } from '../../../../features/sessions/components/setup-session-page';
import { attendeeView } from '../../../../features/sessions/paths';
import { parseRouteId } from '../../../../lib/route-id';
import { EventNotFound } from '../../../../features/sessions/components/event-gate';

export const Route = createFileRoute('/app/events/$eventId/setup-session')({
  component: SetupSessionRoutePage,
});

function SetupSessionRoutePage() {
  const eventId = parseRouteId(Route.useParams().eventId);
  if (eventId === null) return <EventNotFound />;
  return <SetupSessionPage eventId={eventId} view={attendeeView} />;
}
