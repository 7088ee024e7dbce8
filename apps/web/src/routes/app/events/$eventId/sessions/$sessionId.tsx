import { createFileRoute } from '@tanstack/react-router';
import { sessionEarlyGets } from '../../../../../features/early-gets';
import { SessionNotFound, SessionPage } from '../../../../../features/sessions/components/session-page';
import { attendeeView } from '../../../../../features/sessions/paths';
import { parseRouteId } from '../../../../../lib/route-id';
import type { RoutePrefetch } from '../../../../../lib/route-prefetch';

const prefetch: RoutePrefetch = async (queryClient, params) => {
  const { prefetchSession } = await import('../../../../../features/sessions/prefetch');
  prefetchSession(queryClient, params.eventId ?? '', params.sessionId ?? '');
};

export const Route = createFileRoute('/app/events/$eventId/sessions/$sessionId')({
  staticData: { prefetch, earlyGets: sessionEarlyGets },
  loader: ({ context, params }) => prefetch(context.queryClient, params, {}),
  component: SessionRoutePage,
});

function SessionRoutePage() {
  const params = Route.useParams();
  const eventId = parseRouteId(params.eventId);
  const sessionId = parseRouteId(params.sessionId);
  if (eventId === null || sessionId === null) return <SessionNotFound />;
  return <SessionPage eventId={eventId} sessionId={sessionId} view={attendeeView} />;
}
