import { createFileRoute } from '@tanstack/react-router';
import { SessionPendingRoute } from '../../../../-event-views';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/session-pending')({
  component: function OrganizerSessionPendingPage() {
    return <SessionPendingRoute params={Route.useParams()} />;
  },
});
