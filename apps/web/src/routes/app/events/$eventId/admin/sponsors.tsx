import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../../features/events/components/event-page';
import { AdminSponsorsPage } from '../../../../../features/network/components/admin-sponsors-page';
import { loadArea } from '../../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/events/$eventId/admin/sponsors')({
  loader: () => loadArea('network'),
  component: EventAdminSponsorsPage,
});

function EventAdminSponsorsPage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <AdminSponsorsPage eventId={event.id} />}</EventPage>;
}
