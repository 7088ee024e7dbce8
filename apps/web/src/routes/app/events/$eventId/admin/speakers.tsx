import { createFileRoute } from '@tanstack/react-router';
import { EventPlaceholder } from '../../../../../features/events/components/event-placeholder';

export const Route = createFileRoute('/app/events/$eventId/admin/speakers')({
  component: AdminSpeakersPage,
});

function AdminSpeakersPage() {
  const { eventId } = Route.useParams();
  return <EventPlaceholder eventId={Number(eventId)} route="Speaker management" />;
}
