import { createFileRoute, redirect } from '@tanstack/react-router';
import { getAuthState } from '../../features/auth/auth-store';
import { organizationsEarlyGets } from '../../features/early-gets';
import { HomeChoice } from '../../features/home/components/home-choice';
import type { RoutePrefetch } from '../../lib/route-prefetch';

// At start-up: the landing decision's first question (the organizations), asked while the auth check runs.
const prefetch: RoutePrefetch = async (queryClient) => {
  const { organizationsQueryOptions } = await import('../../features/organizations/api');
  void queryClient.prefetchQuery(organizationsQueryOptions());
};

/** docs/product.md#home: organizations → /app/organizations (replacing history); else events → /app/events; else the choice. */
export const Route = createFileRoute('/app/')({
  staticData: { prefetch, earlyGets: organizationsEarlyGets },
  loader: async ({ context }) => {
    const user = getAuthState().user;
    if (!user) return;
    // Imported on demand: route options are part of the entry chunk that the landing page loads too.
    const { decideLanding } = await import('../../features/home/landing-decision');
    const target = await decideLanding(context.queryClient, user.id);
    if (target) throw redirect({ to: target, replace: true });
  },
  component: HomeChoice,
});
