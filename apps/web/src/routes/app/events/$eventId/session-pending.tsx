import { createFileRoute } from '@tanstack/react-router';
import { SessionPendingRoute } from '../../-event-views';

export const Route = createFileRoute('/app/events/$eventId/session-pending')({
  component: function AttendeeSessionPendingPage() {
    return <SessionPendingRoute params={Route.useParams()} />;
  },
});
