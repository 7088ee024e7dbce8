import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/organizations/new')({
  component: NewOrganizationPage,
});

function NewOrganizationPage() {
  return <PlaceholderPage title="New Organization" route="Organization setup" />;
}
