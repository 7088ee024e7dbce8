import { createFileRoute } from '@tanstack/react-router';
import { EventPlaceholder } from '../../../../../features/events/components/event-placeholder';

export const Route = createFileRoute('/app/events/$eventId/admin/sponsors')({
  component: AdminSponsorsPage,
});

function AdminSponsorsPage() {
  const { eventId } = Route.useParams();
  return <EventPlaceholder eventId={Number(eventId)} route="Sponsor management" />;
}
