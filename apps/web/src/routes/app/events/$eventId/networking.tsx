import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../features/events/components/event-page';
import { DirectoryPage } from '../../../../features/network/components/directory-page';
import { loadArea } from '../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/events/$eventId/networking')({
  loader: () => loadArea('network'),
  component: EventNetworkingPage,
});

function EventNetworkingPage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <DirectoryPage eventId={event.id} />}</EventPage>;
}
