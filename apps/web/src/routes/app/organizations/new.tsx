import { createFileRoute } from '@tanstack/react-router';
import { NameOrganizationPage } from '../../../features/organizations/components/name-organization-page';

export const Route = createFileRoute('/app/organizations/new')({
  component: NameOrganizationPage,
});
