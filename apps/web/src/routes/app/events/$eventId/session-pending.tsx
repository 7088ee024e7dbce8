import { createFileRoute } from '@tanstack/react-router';
import { SessionPendingPage } from '../../../../features/sessions/components/session-pending-page';

export const Route = createFileRoute('/app/events/$eventId/session-pending')({
  component: SessionPendingRoutePage,
});

function SessionPendingRoutePage() {
  return <SessionPendingPage />;
}
