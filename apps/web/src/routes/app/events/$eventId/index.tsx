import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { eventEarlyGets } from '../../../../features/early-gets';
import { EventPage } from '../../../../features/events/components/event-page';
import { EventLandingPage } from '../../../../features/events/components/landing/event-landing-page';
import { loadArea } from '../../../../lib/i18n/i18n';
import type { RoutePrefetch } from '../../../../lib/route-prefetch';
import { LazyNowNext } from '../../../../features/agenda/components/lazy-now-next';
import { attendeeView } from '../../../../lib/event-paths';

const prefetch: RoutePrefetch = async (queryClient, params) => {
  const { prefetchEvent } = await import('../../../../features/events/prefetch');
  prefetchEvent(queryClient, params.eventId ?? '');
};

// The featured sponsors' strip (docs/networking.md#sponsors) loads after the page, in its own chunk.
const FeaturedSponsors = lazy(() =>
  import('../../../../features/network/components/sponsors-page').then((m) => ({ default: m.FeaturedSponsors })),
);

export const Route = createFileRoute('/app/events/$eventId/')({
  staticData: { prefetch, earlyGets: eventEarlyGets },
  loader: async ({ context, params }) => {
    await prefetch(context.queryClient, params, {});
    void loadArea('network');
  },
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
          <Suspense fallback={null}>
            <FeaturedSponsors eventId={event.id} />
          </Suspense>
        </>
      )}
    </EventPage>
  );
}
