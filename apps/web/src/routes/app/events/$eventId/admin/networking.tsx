import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../../features/events/components/event-page';
import { AdminNetworkingPage } from '../../../../../features/network/components/admin-networking-page';
import { loadArea } from '../../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/events/$eventId/admin/networking')({
  loader: () => loadArea('network'),
  component: EventAdminNetworkingPage,
});

function EventAdminNetworkingPage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <AdminNetworkingPage event={event} />}</EventPage>;
}
