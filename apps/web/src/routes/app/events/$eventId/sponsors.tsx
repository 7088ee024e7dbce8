import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../features/events/components/event-page';
import { SponsorsPage } from '../../../../features/network/components/sponsors-page';
import { loadArea } from '../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/events/$eventId/sponsors')({
  loader: () => loadArea('network'),
  component: EventSponsorsPage,
});

function EventSponsorsPage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <SponsorsPage eventId={event.id} />}</EventPage>;
}
