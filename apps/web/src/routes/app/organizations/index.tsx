import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/organizations/')({
  component: OrganizationsPage,
});

function OrganizationsPage() {
  return <PlaceholderPage title="Organizations" />;
}
