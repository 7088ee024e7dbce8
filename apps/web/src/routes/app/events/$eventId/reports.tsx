import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../../../../features/events/components/event-page';
import { ReportsPage } from '../../../../features/network/components/reports-page';
import { loadArea } from '../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/events/$eventId/reports')({
  loader: () => loadArea('network'),
  component: EventReportsPage,
});

function EventReportsPage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={Number(eventId)}>{(event) => <ReportsPage eventId={event.id} />}</EventPage>;
}
