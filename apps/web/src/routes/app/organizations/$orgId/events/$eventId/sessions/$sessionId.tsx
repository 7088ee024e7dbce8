import { createFileRoute } from '@tanstack/react-router';
import { SessionNotFound, SessionPage } from '../../../../../../../features/sessions/components/session-page';
import { parseRouteId } from '../../../../../../../features/sessions/paths';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/sessions/$sessionId')({
  component: OrganizerSessionPage,
});

function OrganizerSessionPage() {
  const params = Route.useParams();
  const eventId = parseRouteId(params.eventId);
  const sessionId = parseRouteId(params.sessionId);
  if (eventId === null || sessionId === null) return <SessionNotFound />;
  return <SessionPage eventId={eventId} sessionId={sessionId} view={{ kind: 'organizer', orgId: params.orgId }} />;
}
