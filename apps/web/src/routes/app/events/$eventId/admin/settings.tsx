import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../../features/events/components/event-page';
import { EventSettingsPage } from '../../../../../features/sessions-admin/components/event-settings-page';
import { loadArea } from '../../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/events/$eventId/admin/settings')({
  loader: () => loadArea('sessions-admin'),
  component: AdminEventSettingsPage,
});

function AdminEventSettingsPage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <EventSettingsPage event={event} />}</EventPage>;
}
