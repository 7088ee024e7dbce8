import { MESSAGES } from '@atria/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '../../../../components/ui/alert';
import { AgendaPage } from '../../../../features/agenda/components/agenda-page';
import { parseAgendaSearch } from '../../../../features/agenda/search';
import { attendeeView, parseRouteId } from '../../../../features/sessions/paths';

export const Route = createFileRoute('/app/events/$eventId/agenda')({
  validateSearch: parseAgendaSearch,
  component: EventAgendaPage,
});

function EventAgendaPage() {
  const eventId = parseRouteId(Route.useParams().eventId);
  const { day = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (eventId === null) return <Alert title={MESSAGES.eventNotFound} />;
  return (
    <AgendaPage
      eventId={eventId}
      view={attendeeView}
      day={day}
      onDayChange={(next) => void navigate({ search: next > 1 ? { day: next } : {}, replace: true })}
    />
  );
}
