import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/$eventId/agenda')({
  component: AgendaPage,
});

function AgendaPage() {
  return <PlaceholderPage title="Agenda" route="Event agenda" />;
}
