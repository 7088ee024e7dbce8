import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../../features/events/components/event-page';
import { ParticipantsPage } from '../../../../../features/events/components/participants-page';

export const Route = createFileRoute('/app/events/$eventId/admin/attendees')({
  component: AdminAttendeesPage,
});

function AdminAttendeesPage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <ParticipantsPage event={event} />}</EventPage>;
}
