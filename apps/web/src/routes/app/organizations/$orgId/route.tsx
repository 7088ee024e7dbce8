import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { OrganizerViewProvider } from '../../../../components/layout/organizer-view';
import { organizationQueryOptions } from '../../../../features/organizations';

export const Route = createFileRoute('/app/organizations/$orgId')({
  component: OrganizationLayout,
});

/**
 * Every page under /app/organizations/<id>/: the organization query (shared through the cache with the
 * dashboard) decides whether the pages below are an organizer's view. It answers only for members, so a
 * participant who follows an organizer's link sees the read-only pages without the 'Organizer View' subtitle.
 */
function OrganizationLayout() {
  const orgId = Number(Route.useParams().orgId);
  const member = useQuery({
    ...organizationQueryOptions(orgId),
    enabled: Number.isInteger(orgId) && orgId > 0,
  });
  return (
    <OrganizerViewProvider value={member.isSuccess}>
      <Outlet />
    </OrganizerViewProvider>
  );
}
