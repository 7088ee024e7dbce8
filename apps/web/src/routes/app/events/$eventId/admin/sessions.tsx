import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/$eventId/admin/sessions')({
  component: AdminSessionsPage,
});

function AdminSessionsPage() {
  return <PlaceholderPage title="Sessions" route="Session management" />;
}
