import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../../features/events/components/event-page';
import { SpeakersAdminPage } from '../../../../../features/sessions-admin/components/speakers-admin-page';
import { loadArea } from '../../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/events/$eventId/admin/speakers')({
  loader: () => loadArea('sessions-admin'),
  component: AdminSpeakersPage,
});

function AdminSpeakersPage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <SpeakersAdminPage event={event} />}</EventPage>;
}
