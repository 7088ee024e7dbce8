import { createFileRoute } from '@tanstack/react-router';
import { SessionPendingPage } from '../../../../../../features/sessions/components/session-pending-page';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/session-pending')({
  component: OrganizerSessionPendingPage,
});

function OrganizerSessionPendingPage() {
  return <SessionPendingPage subtitle="Organizer View" />;
}
