import { createFileRoute } from '@tanstack/react-router';
import { SessionRoute } from '../../../../../-event-views';
import { sessionRouteOptions } from '../../../../../-session-route';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/sessions/$sessionId')({
  ...sessionRouteOptions,
  component: function OrganizerSessionPage() {
    return <SessionRoute params={Route.useParams()} />;
  },
});
