import { createFileRoute } from '@tanstack/react-router';
import { OrganizationsPage } from '../../../features/organizations/components/organizations-page';
import { organizationsQueryOptions } from '../../../features/organizations/api';

export const Route = createFileRoute('/app/organizations/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(organizationsQueryOptions()),
  component: OrganizationsPage,
});
