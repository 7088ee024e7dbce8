import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../../features/events/components/event-page';
import { ModerationLogPage } from '../../../../../features/live/components/moderation-log-page';
import { loadArea } from '../../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/events/$eventId/admin/moderation')({
  loader: () => loadArea('live'),
  component: AdminModerationPage,
});

function AdminModerationPage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <ModerationLogPage event={event} />}</EventPage>;
}
