import { createFileRoute } from '@tanstack/react-router';
import { organizationsEarlyGets } from '../../../features/early-gets';
import { OrganizationsPage } from '../../../features/organizations/components/organizations-page';
import type { RoutePrefetch } from '../../../lib/route-prefetch';

// Imported on demand: route options are part of the entry chunk that the landing page loads too.
const prefetch: RoutePrefetch = async (queryClient) => {
  const { organizationsQueryOptions } = await import('../../../features/organizations/api');
  void queryClient.prefetchQuery(organizationsQueryOptions());
};

export const Route = createFileRoute('/app/organizations/')({
  staticData: { prefetch, earlyGets: organizationsEarlyGets },
  loader: ({ context }) => prefetch(context.queryClient, {}, {}),
  component: OrganizationsPage,
});
