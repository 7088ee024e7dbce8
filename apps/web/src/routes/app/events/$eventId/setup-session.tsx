import { createFileRoute } from '@tanstack/react-router';
import { SetupSessionRoute } from '../../-event-views';

export const Route = createFileRoute('/app/events/$eventId/setup-session')({
  component: function AttendeeSetupSessionPage() {
    return <SetupSessionRoute params={Route.useParams()} />;
  },
});
