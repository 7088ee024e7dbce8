import { createFileRoute } from '@tanstack/react-router';
import { AttendeesAdminPage } from '../../../../../features/attendees-admin/components/attendees-admin-page';
import { EventPage } from '../../../../../features/events/components/event-page';
import { loadArea } from '../../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/events/$eventId/admin/attendees')({
  loader: () => loadArea('attendees-admin'),
  component: AdminAttendeesPage,
});

function AdminAttendeesPage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <AttendeesAdminPage event={event} />}</EventPage>;
}
