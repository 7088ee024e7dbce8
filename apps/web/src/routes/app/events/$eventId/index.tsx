import { createFileRoute } from '@tanstack/react-router';
import { eventEarlyGets } from '../../../../features/early-gets';
import { EventPage } from '../../../../features/events/components/event-page';
import { EventLandingPage } from '../../../../features/events/components/landing/event-landing-page';
import type { RoutePrefetch } from '../../../../lib/route-prefetch';
import { LazyNowNext } from '../../../../features/my-agenda/components/lazy-now-next';
import { attendeeView } from '../../../../features/sessions/paths';

const prefetch: RoutePrefetch = async (queryClient, params) => {
  const { prefetchEvent } = await import('../../../../features/events/prefetch');
  prefetchEvent(queryClient, params.eventId ?? '');
};

export const Route = createFileRoute('/app/events/$eventId/')({
  staticData: { prefetch, earlyGets: eventEarlyGets },
  loader: ({ context, params }) => prefetch(context.queryClient, params, {}),
  component: EventHomePage,
});

function EventHomePage() {
  const { eventId } = Route.useParams();
  return (
    <EventPage eventId={Number(eventId)}>
      {(event) => (
        <>
          <div className="mx-auto max-w-6xl">
            <LazyNowNext event={event} view={attendeeView} />
          </div>
          <EventLandingPage key={event.id} event={event} />
        </>
      )}
    </EventPage>
  );
}
