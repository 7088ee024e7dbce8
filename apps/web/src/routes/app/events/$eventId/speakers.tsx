import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../features/events/components/event-page';
import { SpeakersPage } from '../../../../features/events/components/speakers-page';

export const Route = createFileRoute('/app/events/$eventId/speakers')({
  component: EventSpeakersPage,
});

function EventSpeakersPage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <SpeakersPage eventId={event.id} />}</EventPage>;
}
