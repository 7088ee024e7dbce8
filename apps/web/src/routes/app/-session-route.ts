import { sessionEarlyGets } from '../../features/early-gets';
import { loadArea } from '../../lib/i18n/i18n';
import type { RoutePrefetch } from '../../lib/route-prefetch';

/*
 * The session page's route options, the same in the attendee's and the organizer's view. Apart from the page
 * (-event-views.tsx), so that the route files' non-component part, which the entry chunk carries, stays small.
 */

const prefetchSession: RoutePrefetch = async (queryClient, params) => {
  const { prefetchSession: prefetch } = await import('../../features/sessions/prefetch');
  prefetch(queryClient, params.eventId ?? '', params.sessionId ?? '');
};

/** The session page's prefetch, start-up requests and loader, the same in both views. */
export const sessionRouteOptions = {
  staticData: { prefetch: prefetchSession, earlyGets: sessionEarlyGets },
  loader: ({
    context,
    params,
  }: {
    context: { queryClient: Parameters<RoutePrefetch>[0] };
    params: Record<string, string>;
  }) =>
    // The live panel's texts in the reader's language, so the panel never shows in English first.
    Promise.all([prefetchSession(context.queryClient, params, {}), loadArea('live'), loadArea('network')]),
};
