import { createFileRoute } from '@tanstack/react-router';
import { EventMyAgendaPage } from '../../../../features/my-agenda/components/my-agenda-page';
import { EventNotFound } from '../../../../features/sessions/components/event-gate';
import { loadArea } from '../../../../lib/i18n/i18n';
import { parseRouteId } from '../../../../lib/route-id';

export const Route = createFileRoute('/app/events/$eventId/my-agenda')({
  loader: () => loadArea('agenda'),
  component: function EventMyAgendaRoute() {
    const eventId = parseRouteId(Route.useParams().eventId);
    return eventId === null ? <EventNotFound /> : <EventMyAgendaPage eventId={eventId} />;
  },
});
