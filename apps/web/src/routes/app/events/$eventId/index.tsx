import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../features/events/components/event-page';
import { EventLandingPage } from '../../../../features/events/components/landing/event-landing-page';

export const Route = createFileRoute('/app/events/$eventId/')({
  component: EventHomePage,
});

function EventHomePage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <EventLandingPage key={event.id} event={event} />}</EventPage>;
}
