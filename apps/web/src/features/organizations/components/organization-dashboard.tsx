import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';
import { organizationQueryOptions } from '../api';

/** /app/organizations/{orgId}: the dashboard placeholder, titled with the organization's name. */
export function OrganizationDashboard({ orgId }: { orgId: number }) {
  const organization = useQuery(organizationQueryOptions(orgId));
  return (
    <>
      <PlaceholderPage
        title={organization.data?.name ?? 'Organization'}
        subtitle="Organizer View"
        route="Organization dashboard"
      />
      <p className="mt-6 text-center">
        <Link
          to="/app/organizations/$orgId/events"
          params={{ orgId: String(orgId) }}
          className="font-semibold text-primary-700 underline-offset-2 hover:underline"
        >
          Go to the organization's events and members
        </Link>
      </p>
    </>
  );
}
