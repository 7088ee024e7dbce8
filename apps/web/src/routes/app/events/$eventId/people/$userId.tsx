import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../../features/events/components/event-page';
import { PersonPage } from '../../../../../features/network/components/person-page';
import { loadArea } from '../../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/events/$eventId/people/$userId')({
  loader: () => loadArea('network'),
  component: EventPersonPage,
});

function EventPersonPage() {
  const { eventId, userId } = Route.useParams();
  return (
    <EventPage eventId={Number(eventId)}>
      {(event) => <PersonPage eventId={event.id} userId={Number(userId)} />}
    </EventPage>
  );
}
