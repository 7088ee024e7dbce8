import { createFileRoute } from '@tanstack/react-router';
import { OrganizationsPage } from '../../../features/organizations/components/organizations-page';

export const Route = createFileRoute('/app/organizations/')({
  // Imported on demand: route options are part of the entry chunk that the landing page loads too.
  loader: async ({ context }) => {
    const { organizationsQueryOptions } = await import('../../../features/organizations/api');
    void context.queryClient.prefetchQuery(organizationsQueryOptions());
  },
  component: OrganizationsPage,
});
