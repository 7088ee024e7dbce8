import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { eventEarlyGets } from '../../../../features/early-gets';
import { EventPage } from '../../../../features/events/components/event-page';
import { EventLandingPage } from '../../../../features/events/components/landing/event-landing-page';
import type { RoutePrefetch } from '../../../../lib/route-prefetch';
import { attendeeView } from '../../../../features/sessions/paths';

const NowNext = lazy(() => import('../../../../features/my-agenda/components/now-next').then((m) => ({ default: m.NowNext })));

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
          <Suspense fallback={null}>
            <div className="mx-auto max-w-6xl">
              <NowNext event={event} view={attendeeView} />
            </div>
          </Suspense>
          <EventLandingPage key={event.id} event={event} />
        </>
      )}
    </EventPage>
  );
}
