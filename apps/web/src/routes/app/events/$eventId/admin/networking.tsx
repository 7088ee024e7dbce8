import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/$eventId/admin/networking')({
  component: AdminNetworkingPage,
});

function AdminNetworkingPage() {
  return <PlaceholderPage title="Networking" route="Networking settings" />;
}
