import { createFileRoute } from '@tanstack/react-router';
import { SessionRoute } from '../../../-event-views';
import { sessionRouteOptions } from '../../../-session-route';

export const Route = createFileRoute('/app/events/$eventId/sessions/$sessionId')({
  ...sessionRouteOptions,
  component: function AttendeeSessionPage() {
    return <SessionRoute params={Route.useParams()} />;
  },
});
