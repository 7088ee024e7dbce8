import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/$eventId/admin/attendees')({
  component: AdminAttendeesPage,
});

function AdminAttendeesPage() {
  return <PlaceholderPage title="Attendees" route="Attendee management" />;
}
