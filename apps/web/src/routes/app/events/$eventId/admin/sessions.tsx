import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../../features/events/components/event-page';
import { SessionsAdminPage } from '../../../../../features/sessions-admin/components/sessions-admin-page';
import { loadArea } from '../../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/events/$eventId/admin/sessions')({
  loader: () => loadArea('sessions-admin'),
  component: AdminSessionsPage,
});

function AdminSessionsPage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <SessionsAdminPage event={event} />}</EventPage>;
}
