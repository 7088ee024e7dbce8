import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/')({
  component: OrganizerAgendaPage,
});

function OrganizerAgendaPage() {
  return <PlaceholderPage title="Agenda" subtitle="Organizer View" route="Event agenda" />;
}
