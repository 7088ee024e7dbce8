import { createFileRoute } from '@tanstack/react-router';
import { SetupSessionRoute } from '../../../../-event-views';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/setup-session')({
  component: function OrganizerSetupSessionPage() {
    return <SetupSessionRoute params={Route.useParams()} />;
  },
});
