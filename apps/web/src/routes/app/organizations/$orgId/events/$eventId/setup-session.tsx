import { createFileRoute } from '@tanstack/react-router';
import { SetupSessionPage } from '../../../../../../features/sessions/components/setup-session-page';
import { parseRouteId } from '../../../../../../lib/route-id';
import { EventNotFound } from '../../../../../../features/sessions/components/event-gate';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/setup-session')({
  component: OrganizerSetupSessionPage,
});

function OrganizerSetupSessionPage() {
  const { orgId, eventId: eventParam } = Route.useParams();
  const eventId = parseRouteId(eventParam);
  if (eventId === null) return <EventNotFound />;
  return <SetupSessionPage eventId={eventId} view={{ kind: 'organizer', orgId }} />;
}
