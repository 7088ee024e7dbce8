import { createFileRoute } from '@tanstack/react-router';
import { AgendaPage } from '../../../../features/agenda/components/agenda-page';
import { parseAgendaSearch } from '../../../../features/agenda/search';
import { agendaEarlyGets } from '../../../../features/early-gets';
import { attendeeView } from '../../../../lib/event-paths';
import { parseRouteId } from '../../../../lib/route-id';
import type { RoutePrefetch } from '../../../../lib/route-prefetch';
import { EventNotFound } from '../../../../features/sessions/components/event-gate';

const prefetch: RoutePrefetch = async (queryClient, params, search) => {
  const { prefetchAgenda } = await import('../../../../features/agenda/prefetch');
  prefetchAgenda(queryClient, params.eventId ?? '', parseAgendaSearch(search).day);
};

export const Route = createFileRoute('/app/events/$eventId/agenda')({
  validateSearch: parseAgendaSearch,
  staticData: { prefetch, earlyGets: agendaEarlyGets },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetch(context.queryClient, params, deps),
  component: EventAgendaPage,
});

function EventAgendaPage() {
  const eventId = parseRouteId(Route.useParams().eventId);
  const { day = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (eventId === null) return <EventNotFound />;
  return (
    <AgendaPage
      eventId={eventId}
      view={attendeeView}
      day={day}
      onDayChange={(next) => void navigate({ search: next > 1 ? { day: next } : {}, replace: true })}
    />
  );
}
